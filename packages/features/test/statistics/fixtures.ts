// Answers of the statistics call for the view's tests, checked against the domain's answer schema
// (the contract of issue #24 part 2), so a fixture cannot drift from what the server may send.
import {
  FRISTEN,
  KENNZAHL_KEYS,
  statistikAnswerSchema,
  SUPPRESSED,
  type StatistikAnswer,
  type StatistikWerte,
} from '@terminservice/domain/statistics';
import { fieldErrors } from '@terminservice/domain/validation';

/** Every figure shown: counts 10, 20, …; hours 30.5; share 0.875. */
export function werte(overrides: Partial<Record<keyof StatistikWerte, unknown>> = {}) {
  const base: Record<string, unknown> = {};
  KENNZAHL_KEYS.forEach((key, index) => {
    base[key] = key === 'anteilInFrist' ? 0.875 : key.endsWith('Stunden') ? 30.5 : (index + 1) * 10;
  });
  return { ...base, ...overrides } as StatistikWerte;
}

export function answer(overrides: Partial<StatistikAnswer> = {}): StatistikAnswer {
  const made: StatistikAnswer = {
    kv: '72',
    zeitraum: 'woche',
    von: '2026-11-09',
    bis: '2026-11-29',
    fristen: FRISTEN,
    perioden: [
      { beginn: '2026-11-09', werte: werte({ codesAusgestellt: 1234 }) },
      {
        beginn: '2026-11-16',
        werte: werte({
          codesGebucht: SUPPRESSED,
          buchungszeitMedianStunden: null,
          buchungszeitP90Stunden: null,
          anteilInFrist: null,
        }),
      },
      { beginn: '2026-11-23', werte: werte() },
    ],
    regionen: [
      { region: '10', lat: 52.5, lon: 13.4, werte: werte() },
      { region: '70', lat: 48.8, lon: 9.2, werte: werte({ codesAusgestellt: SUPPRESSED }) },
      { region: '00', lat: null, lon: null, werte: werte() },
    ],
    gesamt: werte({ codesAusgestellt: 1294 }),
    stand: '2026-11-28T06:00:00Z',
    ...overrides,
  };
  const errors = fieldErrors(statistikAnswerSchema, made);
  if (Object.keys(errors).length > 0)
    throw new Error(`fixture off contract: ${JSON.stringify(errors)}`);
  return made;
}
