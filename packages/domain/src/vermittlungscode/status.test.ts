import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CANCELLATIONS_PER_CODE } from '../limits/index.ts';
import { MAX_SEARCH_DAYS, URGENCIES } from '../search/urgency.ts';
import {
  CODE_VALIDITY_DAYS,
  addCalendarDays,
  codeStatus,
  codeValidUntil,
  isCodeExpired,
  type CodeStatusFacts,
} from './status.ts';

const facts = (overrides: Partial<CodeStatusFacts> = {}): CodeStatusFacts => ({
  issuedOn: '2026-09-20',
  urgency: 'DRINGEND',
  cancellations: 0,
  today: '2026-10-01',
  applicationType: 'WEB',
  ...overrides,
});

describe('calendar days', () => {
  it.each([
    ['2026-09-20', 83, '2026-12-12'],
    ['2026-12-30', 2, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-28', 1, '2026-03-29'], // the night clocks go forward in Germany
    ['2026-10-24', 1, '2026-10-25'], // and back
    ['2026-10-01', 0, '2026-10-01'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addCalendarDays(day, days)).toBe(expected);
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addCalendarDays('01.10.2026', 1)).toThrow(/calendar day/);
  });

  it('adds up: n days then m days is n + m days', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.nat(400), fc.nat(400), (start, n, m) => {
        expect(addCalendarDays(addCalendarDays(start, n), m)).toBe(addCalendarDays(start, n + m));
      }),
    );
  });
});

describe('validity per urgency (ADR 20)', () => {
  it('counts the §9 range of the urgency from the issue day', () => {
    expect(CODE_VALIDITY_DAYS).toEqual({
      AKUT: MAX_SEARCH_DAYS.AKUT,
      PT_AKUTBEHANDLUNG: MAX_SEARCH_DAYS.OTHER,
      DRINGEND: MAX_SEARCH_DAYS.DRINGEND,
      NICHT_DRINGEND: MAX_SEARCH_DAYS.OTHER,
    });
    expect(codeValidUntil('2026-09-20', 'DRINGEND')).toBe('2026-12-12');
    expect(codeValidUntil('2026-09-20', 'AKUT')).toBe('2026-09-22');
    expect(codeValidUntil('2026-09-20', 'NICHT_DRINGEND')).toBe('2027-05-01');
  });

  it.each([...URGENCIES])('a %s code books on its last day and not the day after', (urgency) => {
    const last = codeValidUntil('2026-09-20', urgency);
    expect(isCodeExpired('2026-09-20', urgency, '2026-09-20')).toBe(false);
    expect(isCodeExpired('2026-09-20', urgency, last)).toBe(false);
    expect(isCodeExpired('2026-09-20', urgency, addCalendarDays(last, 1))).toBe(true);
  });
});

describe('codeStatus (issue #15 "Code status")', () => {
  it('given a fresh DRINGEND code: valid, 0 of 2, the 83-day window, a cancellation rebooks', () => {
    expect(codeStatus(facts())).toEqual({
      gueltigBis: '2026-12-12',
      abgelaufen: false,
      stornierungen: 0,
      maxStornierungen: MAX_CANCELLATIONS_PER_CODE,
      verbraucht: false,
      dringlichkeit: 'DRINGEND',
      termine: { von: '2026-10-01', bis: '2026-12-23' },
      naechsteAbsage: 'NEUE_BUCHUNG_MOEGLICH',
    });
  });

  it('given one cancellation: 1 of 2, and the next one uses the code up', () => {
    const status = codeStatus(facts({ cancellations: 1 }));
    expect(status.stornierungen).toBe(1);
    expect(status.verbraucht).toBe(false);
    expect(status.termine).not.toBeNull();
    expect(status.naechsteAbsage).toBe('CODE_VERBRAUCHT');
  });

  it('given two cancellations: used up, no window', () => {
    const status = codeStatus(facts({ cancellations: 2 }));
    expect(status).toMatchObject({ stornierungen: 2, verbraucht: true, termine: null });
    expect(status.naechsteAbsage).toBe('CODE_VERBRAUCHT');
  });

  it('given an expired code: expired, no window, a cancellation rebooks nothing', () => {
    const status = codeStatus(facts({ today: '2026-12-13' }));
    expect(status).toMatchObject({ gueltigBis: '2026-12-12', abgelaufen: true, termine: null });
    expect(status.naechsteAbsage).toBe('KEINE_NEUE_BUCHUNG');
  });

  it('given an expired code with one cancellation: the next still uses it up', () => {
    expect(codeStatus(facts({ today: '2027-01-01', cancellations: 1 })).naechsteAbsage).toBe(
      'CODE_VERBRAUCHT',
    );
  });

  it('gives the window of the viewer: SURGERY searches DRINGEND 35 days, AKUT 2 for all', () => {
    expect(codeStatus(facts({ applicationType: 'SURGERY' })).termine?.bis).toBe('2026-11-05');
    expect(codeStatus(facts({ applicationType: 'SURGERY' })).gueltigBis).toBe('2026-12-12');
    expect(codeStatus(facts({ urgency: 'AKUT', issuedOn: '2026-10-01' })).termine).toEqual({
      von: '2026-10-01',
      bis: '2026-10-03',
    });
  });
});
