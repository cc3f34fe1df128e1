import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAYTIME_HEADLINE_ALL,
  DAYTIME_HEADLINE_SELECTED,
  DAYTIME_MASK_LENGTH,
  DAY_PARTS,
  DEFAULT_DAYTIME_MASK,
  EMPTY_DAYTIME_MASK,
  WEEKDAYS,
  WEEKDAY_NAMES,
  daytimeFromSlots,
  daytimeHeadline,
  daytimeSlots,
  decodeDaytime,
  emptyDaytimeSelection,
  encodeDaytime,
  isDaytimeMask,
  isNoDaytimeSelected,
  normalizeDaytimeMask,
  toggleDaytime,
  type DaytimeSelection,
} from './index.ts';

const maskArb = fc
  .array(fc.constantFrom('0', '1'), {
    minLength: DAYTIME_MASK_LENGTH,
    maxLength: DAYTIME_MASK_LENGTH,
  })
  .map((digits) => digits.join(''));

const selectionArb: fc.Arbitrary<DaytimeSelection> = fc.record({
  Mo: fc.record({ vormittags: fc.boolean(), nachmittags: fc.boolean() }),
  Di: fc.record({ vormittags: fc.boolean(), nachmittags: fc.boolean() }),
  Mi: fc.record({ vormittags: fc.boolean(), nachmittags: fc.boolean() }),
  Do: fc.record({ vormittags: fc.boolean(), nachmittags: fc.boolean() }),
  Fr: fc.record({ vormittags: fc.boolean(), nachmittags: fc.boolean() }),
  Sa: fc.record({ vormittags: fc.boolean(), nachmittags: fc.boolean() }),
  So: fc.record({ vormittags: fc.boolean(), nachmittags: fc.boolean() }),
});

describe('daytime mask (§3)', () => {
  it('has 14 digits, Mo..So, forenoon first', () => {
    expect(WEEKDAYS).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(DAY_PARTS).toEqual(['vormittags', 'nachmittags']);
    expect(DAYTIME_MASK_LENGTH).toBe(14);
  });

  it('defaults to none selected (§9)', () => {
    expect(DEFAULT_DAYTIME_MASK).toBe('00000000000000');
    expect(EMPTY_DAYTIME_MASK).toBe(DEFAULT_DAYTIME_MASK);
    expect(encodeDaytime(emptyDaytimeSelection())).toBe(DEFAULT_DAYTIME_MASK);
    expect(isNoDaytimeSelected(emptyDaytimeSelection())).toBe(true);
  });

  it.each([
    ['Mo', 'vormittags', '10000000000000'],
    ['Mo', 'nachmittags', '01000000000000'],
    ['Di', 'vormittags', '00100000000000'],
    ['Mi', 'nachmittags', '00000100000000'],
    ['Fr', 'vormittags', '00000000100000'],
    ['So', 'vormittags', '00000000000010'],
    ['So', 'nachmittags', '00000000000001'],
  ] as const)('places %s %s at its digit', (weekday, part, mask) => {
    expect(encodeDaytime(daytimeFromSlots([{ weekday, part }]))).toBe(mask);
    expect(daytimeSlots(decodeDaytime(mask) ?? emptyDaytimeSelection())).toEqual([
      { weekday, part },
    ]);
  });

  it('decodes the empty string as none selected', () => {
    expect(decodeDaytime('')).toEqual(emptyDaytimeSelection());
    expect(normalizeDaytimeMask('')).toBe(DEFAULT_DAYTIME_MASK);
  });

  it.each(['0', '0000000000000', '000000000000000', '0000000000000a', '1111111 111111', ' '])(
    'rejects %j',
    (mask) => {
      expect(isDaytimeMask(mask)).toBe(false);
      expect(decodeDaytime(mask)).toBeNull();
      expect(normalizeDaytimeMask(mask)).toBeNull();
    },
  );

  it('rejects non-strings', () => {
    expect(isDaytimeMask(undefined)).toBe(false);
    expect(isDaytimeMask(10101010101010)).toBe(false);
  });

  it('toggles a single checkbox', () => {
    const once = toggleDaytime(emptyDaytimeSelection(), 'Do', 'nachmittags');
    expect(encodeDaytime(once)).toBe('00000001000000');
    expect(encodeDaytime(toggleDaytime(once, 'Do', 'nachmittags'))).toBe(EMPTY_DAYTIME_MASK);
  });
});

describe('daytime mask: headline and conversions (§2, §3)', () => {
  it('picks the headline of the days filter (§2)', () => {
    expect(daytimeHeadline(emptyDaytimeSelection())).toBe(DAYTIME_HEADLINE_ALL);
    expect(DAYTIME_HEADLINE_ALL).toBe('Alle Tage und Zeiten');
    expect(daytimeHeadline(daytimeFromSlots([{ weekday: 'Sa', part: 'vormittags' }]))).toBe(
      'Suchzeitraum',
    );
    expect(DAYTIME_HEADLINE_SELECTED).toBe('Suchzeitraum');
  });

  it('decode(encode(x)) === x', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        expect(decodeDaytime(encodeDaytime(selection))).toEqual(selection);
      }),
    );
  });

  it('encode(decode(s)) === s for every 14-digit 0/1 string', () => {
    fc.assert(
      fc.property(maskArb, (mask) => {
        expect(isDaytimeMask(mask)).toBe(true);
        const selection = decodeDaytime(mask);
        expect(selection).not.toBeNull();
        expect(encodeDaytime(selection ?? emptyDaytimeSelection())).toBe(mask);
      }),
    );
  });

  it('slots and selection convert both ways', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        expect(daytimeFromSlots(daytimeSlots(selection))).toEqual(selection);
      }),
    );
  });
});

describe('WEEKDAY_NAMES', () => {
  it('names every weekday of the mask, Mo..So', () => {
    expect(WEEKDAYS.map((day) => WEEKDAY_NAMES[day])).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
  });
});
