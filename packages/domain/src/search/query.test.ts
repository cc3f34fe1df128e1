import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_TYPES } from '../application-type/types.ts';
import { formatSearchDateTime } from '../dates/index.ts';
import { DEFAULT_DAYTIME_MASK } from '../daytime/index.ts';
import {
  buildSearchQuery,
  buildSmedSearchQuery,
  parseSearchQuery,
  parseSmedSearchQuery,
  sendsDringlichkeit,
  shouldSearchOnBsnrChange,
  type SearchParams,
} from './query.ts';
import { URGENCIES } from './urgency.ts';

const params: SearchParams = {
  code: 'ABCDEFGHJKLM',
  plz: '10115',
  qualifikationen: ['W030', 'Z123'],
  radius: 20,
  daytime: '10100000000000',
  urgency: 'AKUT',
  fromDate: new Date(2024, 0, 4, 8, 0),
  toDate: new Date(2024, 0, 10, 23, 59),
  bsnr: '123456789',
};

const SENDS = {
  WEB: false,
  TSS: true,
  DISPO: true,
  SURGERY: false,
  SMED: false,
  KV: false,
} as const;

describe('search query (§7 "search")', () => {
  it.each([...APPLICATION_TYPES])('sends dringlichkeit for %s only if TSS is set', (type) => {
    expect(sendsDringlichkeit(type)).toBe(SENDS[type]);
    const query = buildSearchQuery(type, params);
    expect('dringlichkeit' in query).toBe(SENDS[type]);
    expect(query).toEqual({
      allOf: '',
      someOf: 'W030,Z123',
      plz: '10115',
      daytime: '10100000000000',
      gesuchterTagVon: '2024-01-04T08:00',
      gesuchterTagBis: '2024-01-10T23:59',
      bsnr: '123456789',
      radius: '20',
      ...(SENDS[type] ? { dringlichkeit: 'AKUT' } : {}),
    });
  });

  it('keeps the parameter order of the spec', () => {
    expect(Object.keys(buildSearchQuery('TSS', params))).toEqual([
      'allOf',
      'someOf',
      'plz',
      'daytime',
      'gesuchterTagVon',
      'gesuchterTagBis',
      'bsnr',
      'radius',
      'dringlichkeit',
    ]);
  });

  it.each([...APPLICATION_TYPES])('fills the defaults for %s on a first search', (type) => {
    expect(buildSearchQuery(type, { plz: '10115', qualifikationen: ['A001'] })).toEqual({
      allOf: '',
      someOf: 'A001',
      plz: '10115',
      daytime: DEFAULT_DAYTIME_MASK,
      bsnr: '',
      radius: '5',
      ...(SENDS[type] ? { dringlichkeit: '' } : {}),
    });
  });

  it('builds the SMED search query', () => {
    expect(buildSmedSearchQuery({ smedPseudonym: 'einrichtung-42' })).toEqual({
      daytime: DEFAULT_DAYTIME_MASK,
      smedEinrichtungspseudonym: 'einrichtung-42',
    });
    expect(buildSmedSearchQuery({ smedPseudonym: 'x', daytime: '11000000000000' }).daytime).toBe(
      '11000000000000',
    );
  });
});

describe('parsing the search query (§7 "search")', () => {
  it.each([...APPLICATION_TYPES])('parses its own query back for %s', (type) => {
    const query = buildSearchQuery(type, params);
    const parsed = parseSearchQuery(type, new URLSearchParams({ ...query }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { fromDate, toDate, ...rest } = parsed.value;
    expect(rest).toEqual({
      qualifikationen: ['W030', 'Z123'],
      plz: '10115',
      daytime: '10100000000000',
      bsnr: '123456789',
      radius: 20,
      ...(SENDS[type] ? { urgency: 'AKUT' } : {}),
    });
    expect(fromDate && formatSearchDateTime(fromDate)).toBe('2024-01-04T08:00');
    expect(toDate && formatSearchDateTime(toDate)).toBe('2024-01-10T23:59');
  });

  it('takes defaults for missing optional values', () => {
    const defaults = {
      qualifikationen: ['A001'],
      plz: '10115',
      daytime: DEFAULT_DAYTIME_MASK,
      bsnr: '',
      radius: 5,
    };
    expect(parseSearchQuery('TSS', { someOf: 'A001', plz: '10115' })).toEqual({
      ok: true,
      value: { ...defaults, urgency: '' },
    });
    expect(parseSearchQuery('WEB', { someOf: 'A001', plz: '10115', daytime: '' })).toEqual({
      ok: true,
      value: defaults,
    });
  });
});

describe('the reschedule search (issue #15, docs/rescheduling.md)', () => {
  it('sends verschieben=true last, only while rescheduling, and reads it back', () => {
    const query = buildSearchQuery('WEB', { ...params, reschedule: true });
    expect(Object.keys(query).at(-1)).toBe('verschieben');
    expect(query.verschieben).toBe('true');
    expect('verschieben' in buildSearchQuery('WEB', { ...params, reschedule: false })).toBe(false);
    const parsed = parseSearchQuery('TSS', new URLSearchParams({ ...query }));
    expect(parsed.ok && parsed.value.reschedule).toBe(true);
    const plain = parseSearchQuery('WEB', { someOf: 'A001', plz: '10115', verschieben: '' });
    expect(plain.ok && 'reschedule' in plain.value).toBe(false);
  });

  it('refuses any other value', () => {
    const parsed = parseSearchQuery('WEB', { someOf: 'A001', plz: '10115', verschieben: 'ja' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.field)).toEqual(['verschieben']);
  });
});

describe('parsing the search query: refusals (§5, §7)', () => {
  const valid = { someOf: 'A001', plz: '10115' };
  it.each([
    ['WEB', { ...valid, allOf: 'W030' }, 'allOf'],
    ['WEB', { ...valid, someOf: '' }, 'someOf'],
    ['WEB', { ...valid, someOf: ',,' }, 'someOf'],
    ['WEB', { someOf: 'A001' }, 'plz'],
    ['WEB', { ...valid, plz: '1011' }, 'plz'],
    ['WEB', { ...valid, plz: ['10115', '10117'] }, 'plz'],
    ['WEB', { ...valid, daytime: '1010' }, 'daytime'],
    ['WEB', { ...valid, daytime: '2000000000000' + '0' }, 'daytime'],
    ['TSS', { ...valid, gesuchterTagVon: '2024-01-04' }, 'gesuchterTagVon'],
    ['TSS', { ...valid, gesuchterTagBis: '2024-02-30T10:00' }, 'gesuchterTagBis'],
    [
      'SURGERY',
      { ...valid, gesuchterTagVon: '2024-01-05T00:00', gesuchterTagBis: '2024-01-04T23:59' },
      'gesuchterTagBis',
    ],
    ['TSS', { ...valid, bsnr: '1234567890' }, 'bsnr'],
    ['WEB', { ...valid, radius: '0' }, 'radius'],
    ['WEB', { ...valid, radius: '151' }, 'radius'],
    ['WEB', { ...valid, radius: 'zehn' }, 'radius'],
    ['WEB', { ...valid, radius: '5.5' }, 'radius'],
    ['TSS', { ...valid, dringlichkeit: 'SOFORT' }, 'dringlichkeit'],
    ['DISPO', { ...valid, dringlichkeit: 'akut' }, 'dringlichkeit'],
    ['WEB', { ...valid, dringlichkeit: 'AKUT' }, 'dringlichkeit'],
    ['SURGERY', { ...valid, dringlichkeit: '' }, 'dringlichkeit'],
  ] as const)('%s rejects %j at %s', (type, query, field) => {
    const result = parseSearchQuery(type, query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.field)).toEqual([field]);
  });

  it('collects every issue at once', () => {
    const result = parseSearchQuery('TSS', { plz: 'x', radius: '0', dringlichkeit: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues.map((issue) => issue.field)).toEqual([
        'someOf',
        'plz',
        'radius',
        'dringlichkeit',
      ]);
  });

  it('parses the SMED search query', () => {
    expect(
      parseSmedSearchQuery(new URLSearchParams(buildSmedSearchQuery({ smedPseudonym: 'p' }))),
    ).toEqual({ ok: true, value: { daytime: DEFAULT_DAYTIME_MASK, smedPseudonym: 'p' } });
    const bad = parseSmedSearchQuery({ daytime: 'x', smedEinrichtungspseudonym: '' });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.issues.map((issue) => issue.field)).toEqual([
        'daytime',
        'smedEinrichtungspseudonym',
      ]);
  });
});

describe('search query round trip (§7)', () => {
  it('round-trips arbitrary search parameters', () => {
    const paramsArb = fc.record(
      {
        plz: fc.stringMatching(/^\d{5}$/),
        qualifikationen: fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), {
          minLength: 1,
          maxLength: 5,
        }),
        radius: fc.integer({ min: 1, max: 150 }),
        daytime: fc.stringMatching(/^[01]{14}$/),
        urgency: fc.constantFrom(...URGENCIES, '' as const),
        bsnr: fc.stringMatching(/^\d{0,9}$/),
      },
      { requiredKeys: ['plz', 'qualifikationen'] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...APPLICATION_TYPES), paramsArb, (type, p) => {
        const parsed = parseSearchQuery(type, buildSearchQuery(type, p));
        expect(parsed).toEqual({
          ok: true,
          value: {
            qualifikationen: p.qualifikationen,
            plz: p.plz,
            daytime: p.daytime ?? DEFAULT_DAYTIME_MASK,
            bsnr: p.bsnr ?? '',
            radius: p.radius ?? 5,
            ...(SENDS[type] ? { urgency: p.urgency ?? '' } : {}),
          },
        });
      }),
    );
  });
});

describe('BSNR re-search (§4, §9)', () => {
  it.each([
    ['', true],
    ['1', false],
    ['12345678', false],
    ['123456789', true],
    ['1234567890', true],
  ])('%j → %s', (bsnr, expected) => {
    expect(shouldSearchOnBsnrChange(bsnr)).toBe(expected);
  });
});

describe('the diagnosis-language filter (issue #22)', () => {
  it('sends sprache only when chosen and reads it back', () => {
    const params = { qualifikationen: ['A001'], plz: '10115' };
    expect('sprache' in buildSearchQuery('WEB', params)).toBe(false);
    const query = buildSearchQuery('WEB', { ...params, sprache: 'tr' });
    expect(query.sprache).toBe('tr');
    const parsed = parseSearchQuery('WEB', query);
    expect(parsed.ok && parsed.value.sprache).toBe('tr');
  });

  it('takes an empty value as every language and refuses an unknown code', () => {
    const empty = parseSearchQuery('WEB', { someOf: 'A001', plz: '10115', sprache: '' });
    expect(empty.ok && 'sprache' in empty.value).toBe(false);
    const bad = parseSearchQuery('TSS', { someOf: 'A001', plz: '10115', sprache: 'klingonisch' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.map((i) => i.field)).toEqual(['sprache']);
  });
});
