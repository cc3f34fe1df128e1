import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_TYPES, type ApplicationType } from '../application-type/types.ts';
import {
  BILLING_NOTE_PATH,
  MAP_HASH,
  ROUTES,
  bookingVerificationPath,
  buildSearchPath,
  detailsPath,
  emailVerificationPath,
  isMapView,
  parseSearchPath,
  searchPathParams,
  type ParsedSearchPath,
  type SearchPathParams,
} from './route.ts';
import { URGENCIES } from './urgency.ts';

describe('route table (§2)', () => {
  it('has every path of the table', () => {
    expect(ROUTES).toEqual({
      base: '/terminservice',
      search: '/terminservice/suche',
      faq: '/terminservice/faq',
      booking: '/terminservice/termin',
      details: '/terminservice/termin/details',
      tssDetails: '/terminservice/termin/details-tss',
      contact: '/terminservice/kontakt',
      verification: '/terminservice/code-verification',
      bookingVerification: '/terminservice/reservierung-pin',
      emailVerification: '/terminservice/email-verification',
      privacy: '/datenschutz',
      imprint: '/impressum',
      accessibility: '/barrierefreiheit',
    });
  });

  it.each([
    [detailsPath(), '/terminservice/termin/details'],
    [detailsPath(''), '/terminservice/termin/details'],
    [detailsPath('ABCDEFGHJKLM'), '/terminservice/termin/details/ABCDEFGHJKLM'],
    [bookingVerificationPath(), '/terminservice/reservierung-pin'],
    [bookingVerificationPath('ABCD-EFGH-JKLM'), '/terminservice/reservierung-pin/ABCD-EFGH-JKLM'],
    [emailVerificationPath(null), '/terminservice/email-verification'],
    [emailVerificationPath('nocode-valid'), '/terminservice/email-verification/nocode-valid'],
  ])('builds %s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it('recognises the map hash', () => {
    expect(MAP_HASH).toBe('#isMap');
    expect(isMapView('#isMap')).toBe(true);
    expect(isMapView('/terminservice/suche/A/10115/W030#isMap')).toBe(true);
    expect(isMapView('/terminservice/suche/A/10115/W030')).toBe(false);
    expect(isMapView('#isMapX')).toBe(false);
  });
});

const S = '/terminservice/suche';
const code = 'ABCDEFGHJKLM';
const base = { code, plz: '10115', qualifikationen: ['W030', 'Z123'] } as const;
const STANDARD = `${S}/${code}/10115/W030,Z123`;

type Expected = Readonly<Record<ApplicationType, string>>;
const all = (path: string): Expected => ({
  WEB: path,
  TSS: path,
  DISPO: path,
  SURGERY: path,
  SMED: path,
  KV: path,
});

// Each variant of §2 "Search path variants" and what each type writes for it
// (§2 "Search path parameters by type": TSS/DISPO radius and urgency, SMED radius, others neither).
const VARIANTS: readonly [string, SearchPathParams, Expected][] = [
  ['no parameters', {}, all(S)],
  ['code/plz/qualifikationen', base, all(STANDARD)],
  [
    'with radius',
    { ...base, radius: 10 },
    { ...all(STANDARD), TSS: `${STANDARD}/10`, DISPO: `${STANDARD}/10`, SMED: `${STANDARD}/10` },
  ],
  [
    'with radius and urgency',
    { ...base, radius: 10, urgency: 'AKUT' },
    {
      ...all(STANDARD),
      TSS: `${STANDARD}/10/AKUT`,
      DISPO: `${STANDARD}/10/AKUT`,
      SMED: `${STANDARD}/10`,
    },
  ],
  [
    'urgency without radius writes the default radius',
    { ...base, urgency: 'NICHT_DRINGEND' },
    {
      ...all(STANDARD),
      TSS: `${STANDARD}/5/NICHT_DRINGEND`,
      DISPO: `${STANDARD}/5/NICHT_DRINGEND`,
    },
  ],
  [
    'empty urgency of the first search is omitted',
    { ...base, radius: 20, urgency: '' },
    { ...all(STANDARD), TSS: `${STANDARD}/20`, DISPO: `${STANDARD}/20`, SMED: `${STANDARD}/20` },
  ],
  [
    'SMED pseudonym',
    { code, smedPseudonym: 'einrichtung-42' },
    { ...all(S), SMED: `${S}/${code}/einrichtung-42` },
  ],
  [
    'SMED pseudonym with standard parts',
    { ...base, radius: 50, urgency: 'DRINGEND', smedPseudonym: 'einrichtung-42' },
    {
      WEB: STANDARD,
      SURGERY: STANDARD,
      TSS: `${STANDARD}/50/DRINGEND`,
      DISPO: `${STANDARD}/50/DRINGEND`,
      SMED: `${S}/${code}/einrichtung-42`,
      KV: STANDARD,
    },
  ],
  ['pseudonym needs a code', { smedPseudonym: 'einrichtung-42', ...base, code: '' }, all(S)],
  ['missing code', { ...base, code: '' }, all(S)],
  ['missing plz', { ...base, plz: undefined }, all(S)],
  ['missing qualifikationen', { ...base, qualifikationen: [] }, all(S)],
  ['blank qualifikationen', { ...base, qualifikationen: ['', ' '] }, all(S)],
  [
    'comma-joined qualification keys are flattened',
    { ...base, qualifikationen: ['W030,Z123'] },
    all(STANDARD),
  ],
  [
    'radius clamped to the offered range',
    { ...base, radius: 500 },
    { ...all(STANDARD), TSS: `${STANDARD}/150`, DISPO: `${STANDARD}/150`, SMED: `${STANDARD}/150` },
  ],
  [
    'special characters are encoded',
    { code, smedPseudonym: 'a/b c?' },
    { ...all(S), SMED: `${S}/${code}/a%2Fb%20c%3F` },
  ],
];

const CASES = VARIANTS.flatMap(([name, params, expected]) =>
  APPLICATION_TYPES.map((type) => [name, type, params, expected[type]] as const),
);

describe('search paths (§2)', () => {
  it.each(CASES)('%s: %s builds %s', (_name, type, params, path) => {
    expect(buildSearchPath(type, params)).toBe(path);
  });

  it.each(CASES)('%s: %s parses back and rebuilds the same path', (_name, type, params) => {
    const path = buildSearchPath(type, params);
    const parsed = parseSearchPath(type, path);
    expect(parsed).not.toBeNull();
    if (parsed) expect(buildSearchPath(type, searchPathParams(parsed))).toBe(path);
  });

  it.each([...APPLICATION_TYPES])('parses every standard variant for %s', (type) => {
    expect(parseSearchPath(type, S)).toEqual({ variant: 'bare' });
    expect(parseSearchPath(type, STANDARD)).toEqual({ variant: 'standard', ...base });
    expect(parseSearchPath(type, `${STANDARD}/10`)).toEqual({
      variant: 'standard',
      ...base,
      radius: 10,
    });
    expect(parseSearchPath(type, `${STANDARD}/10/PT_AKUTBEHANDLUNG?token=x#isMap`)).toEqual({
      variant: 'standard',
      ...base,
      radius: 10,
      urgency: 'PT_AKUTBEHANDLUNG',
    });
  });

  it('parses the pseudonym variant only for SMED', () => {
    const path = `${S}/${code}/a%2Fb%20c`;
    expect(parseSearchPath('SMED', path)).toEqual({
      variant: 'smed',
      code,
      smedPseudonym: 'a/b c',
    });
    for (const type of APPLICATION_TYPES.filter((t) => t !== 'SMED'))
      expect(parseSearchPath(type, path)).toBeNull();
  });

  const INVALID = [
    '/terminservice',
    '/terminservice/suche/', // §2: a bare suche/ redirects to base
    '/terminservice/sucheX',
    '/terminservice/faq',
    '/suche/ABCDEFGHJKLM/10115/W030',
    'terminservice/suche/ABCDEFGHJKLM/10115/W030',
    `${S}/${code}`,
    `${S}/${code}/10115/W030/`,
    `${S}/${code}//W030`,
    `${S}/${code}/1011/W030`,
    `${S}/${code}/101155/W030`,
    `${S}/${code}/abcde/W030`,
    `${S}/${code}/10115/,,`,
    `${S}/AB!CD/10115/W030`,
    `${S}/${code}/10115/W030/abc`,
    `${S}/${code}/10115/W030/0`,
    `${S}/${code}/10115/W030/10/SOFORT`,
    `${S}/${code}/10115/W030/10/akut`,
    `${S}/${code}/10115/W030/10/AKUT/extra`,
    `${S}/${code}/10115/%E0%A4%A`,
    `${S}/${code}/%E0%A4%A`,
  ];
  const INVALID_CASES = INVALID.flatMap((path) =>
    APPLICATION_TYPES.map((type) => [path, type] as const),
  );

  it.each(INVALID_CASES)('rejects %s for %s', (path, type) => {
    expect(parseSearchPath(type, path)).toBeNull();
  });
});

describe('search path round trip (property)', () => {
  const keyArb = fc.stringMatching(/^[A-Za-z0-9]{1,6}$/);
  const paramsArb: fc.Arbitrary<SearchPathParams> = fc.record(
    {
      code: fc.stringMatching(/^[A-Za-z0-9-]{1,14}$/),
      plz: fc.stringMatching(/^\d{5}$/),
      qualifikationen: fc.array(keyArb, { minLength: 1, maxLength: 5 }),
      radius: fc.integer({ min: 1, max: 150 }),
      urgency: fc.constantFrom(...URGENCIES, '' as const),
      smedPseudonym: fc.string({ minLength: 1, unit: 'grapheme' }),
    },
    { requiredKeys: ['code', 'plz', 'qualifikationen'] },
  );

  it('parse(build(p)) keeps what the type writes; build(parse(path)) === path', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPLICATION_TYPES), paramsArb, (type, params) => {
        const path = buildSearchPath(type, params);
        const parsed = parseSearchPath(type, path);
        expect(parsed).not.toBeNull();
        if (!parsed) return;
        expect(buildSearchPath(type, searchPathParams(parsed))).toBe(path);

        const tss = type === 'TSS' || type === 'DISPO';
        const urgency = tss && params.urgency ? params.urgency : undefined;
        const radius =
          tss || type === 'SMED' ? (params.radius ?? (urgency ? 5 : undefined)) : undefined;
        const expected: ParsedSearchPath =
          type === 'SMED' && params.smedPseudonym
            ? { variant: 'smed', code: params.code ?? '', smedPseudonym: params.smedPseudonym }
            : {
                variant: 'standard',
                code: params.code ?? '',
                plz: params.plz ?? '',
                qualifikationen: params.qualifikationen ?? [],
                ...(radius === undefined ? {} : { radius }),
                ...(urgency === undefined ? {} : { urgency }),
              };
        expect(parsed).toEqual(expected);
      }),
    );
  });
});

describe('BILLING_NOTE_PATH (§2 "Other pages", SURGERY)', () => {
  it('sits under the base and is no search path', () => {
    expect(BILLING_NOTE_PATH).toBe('/terminservice/hinweis-abrechnung');
    expect(BILLING_NOTE_PATH.startsWith(`${ROUTES.base}/`)).toBe(true);
    expect(Object.values(ROUTES)).not.toContain(BILLING_NOTE_PATH);
  });
});
