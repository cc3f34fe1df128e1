import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_CHARACTERS_MESSAGE,
  CODE_INVALID_MESSAGE,
  CODE_MIN_LENGTH_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  codeSchema,
  formatCode,
  generateCode,
  isLibraryPatternCode,
  normaliseCode,
  splitCode,
  validateCode,
  type RandomBytes,
} from './index.ts';

const codeArbitrary = fc
  .array(fc.constantFrom(...CODE_ALPHABET), { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''));

/** A byte source that counts 0, 1, …, 255, 0, … across calls. */
function countingBytes(): RandomBytes {
  let next = 0;
  return (length) =>
    Uint8Array.from({ length }, () => {
      const byte = next;
      next = (next + 1) % 256;
      return byte;
    });
}

describe('CODE_ALPHABET', () => {
  it('is A–Z and 0–9 without O, I, E, 0, 1, 3', () => {
    expect(CODE_ALPHABET).toHaveLength(30);
    expect(new Set(CODE_ALPHABET).size).toBe(30);
    for (const excluded of 'OIE013') expect(CODE_ALPHABET).not.toContain(excluded);
    expect(CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
  });
});

describe('normaliseCode', () => {
  it.each([
    ['abcd-fghj-klmn', 'ABCDFGHJKLMN'],
    ['ABCD FGHJ KLMN', 'ABCDFGHJKLMN'],
    ['  ab cd  ', 'ABCD'],
    ['abßcd', 'ABCD'],
    ['ab\u2013cd\n', 'ABCD'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseCode(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        expect(normaliseCode(normaliseCode(input))).toBe(normaliseCode(input));
      }),
    );
  });
});

describe('splitCode', () => {
  it.each([
    ['ABCDFGHJKLMN', ['ABCD', 'FGHJ', 'KLMN']],
    ['abcd-fghj-klmn', ['ABCD', 'FGHJ', 'KLMN']],
    ['ABCDFGHJKLMNPQ', ['ABCD', 'FGHJ', 'KLMN']],
    ['ABCDFG', ['ABCD', 'FG', '']],
    ['', ['', '', '']],
  ])('%j → %j', (input, expected) => {
    expect(splitCode(input)).toEqual(expected);
  });

  it('joined equals the normalised input cut to 12 characters', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(splitCode(input).join('')).toBe(normaliseCode(input).slice(0, 12));
      }),
    );
  });
});

describe('formatCode', () => {
  it.each([
    ['ABCDFGHJKLMN', 'ABCD-FGHJ-KLMN'],
    ['abcd fghj klmn', 'ABCD-FGHJ-KLMN'],
    ['abcd-fghj', 'ABCDFGHJ'],
    ['ABCDFGHJKLMNP', 'ABCDFGHJKLMNP'],
  ])('%j → %j', (input, expected) => {
    expect(formatCode(input)).toBe(expected);
  });

  it('round trips with normaliseCode for codes', () => {
    fc.assert(
      fc.property(codeArbitrary, fc.boolean(), (code, lower) => {
        const formatted = formatCode(code);
        expect(formatted).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
        const typed = lower ? formatted.toLowerCase() : formatted;
        expect(normaliseCode(typed)).toBe(code);
        expect(formatCode(normaliseCode(typed))).toBe(formatted);
      }),
    );
  });
});

describe('isLibraryPatternCode', () => {
  it.each([
    ['ABCDFGHJKLMN', true],
    ['ABCD-FGHJ-KLMN', true],
    ['abcd-fghj-klmn', true],
    ['2456-789A-BCDF', true],
    ['ABCDFGHJKLM', false],
    ['ABCD-FGHJKLMN', false],
    ['ABCD FGHJ KLMN', false],
    ['OBCDFGHJKLMN', false],
    ['IBCDFGHJKLMN', false],
    ['EBCDFGHJKLMN', false],
    ['0BCDFGHJKLMN', false],
    ['1BCDFGHJKLMN', false],
    ['3BCDFGHJKLMN', false],
    ['_BCDFGHJKLMN', false],
  ])('%j → %s', (input, expected) => {
    expect(isLibraryPatternCode(input)).toBe(expected);
  });
});

describe('generateCode', () => {
  it('always yields a code of the library pattern', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 64 }), (bytes) => {
        let offset = 0;
        // Replays the drawn bytes, then falls back to always-accepted ones.
        const source: RandomBytes = (length) =>
          Uint8Array.from({ length }, () => bytes[offset++] ?? 7);
        const code = generateCode(source);
        expect(code).toHaveLength(12);
        expect(isLibraryPatternCode(code)).toBe(true);
        expect(validateCode(code)).toBeUndefined();
      }),
    );
  });

  it('uses the platform CSPRNG by default', () => {
    for (let i = 0; i < 50; i++) expect(isLibraryPatternCode(generateCode())).toBe(true);
  });

  it('rejects bytes at or above 240, so there is no modulo bias', () => {
    const bytes = [255, 240, 0, 29, 30, 239, 250, 1, 2, 3, 4, 5, 6, 7];
    let offset = 0;
    const code = generateCode((length) => Uint8Array.from({ length }, () => bytes[offset++] ?? 0));
    // 0→A, 29→9, 30→A, 239→9 (239 % 30 = 29), then 1..7.
    expect(code).toBe('A9A9BCDFGHJA');
  });

  it('spreads a full byte cycle evenly over the alphabet', () => {
    const random = countingBytes();
    const counts = new Map<string, number>();
    // 20 codes use exactly the 240 accepted bytes of one 0..255 cycle.
    for (let i = 0; i < 20; i++) {
      for (const char of generateCode(random)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(30);
    for (const count of counts.values()) expect(count).toBe(8);
  });

  it('gives up on a byte source that never yields usable bytes', () => {
    expect(() => generateCode((length) => new Uint8Array(length).fill(255))).toThrow();
  });
});

describe('codeSchema (§5 "Code")', () => {
  it.each([
    ['', CODE_REQUIRED_MESSAGE],
    ['   ', CODE_REQUIRED_MESSAGE],
    [undefined, CODE_REQUIRED_MESSAGE],
    [null, CODE_REQUIRED_MESSAGE],
    ['ABCD_FGHJ_KLMN', CODE_CHARACTERS_MESSAGE],
    ['ÄBCD-FGHJ-KLMN', CODE_CHARACTERS_MESSAGE],
    ['ABCD-FGHJ', CODE_MIN_LENGTH_MESSAGE],
    ['ABCD-FGHJ-KLMN-P', CODE_INVALID_MESSAGE],
    ['ABCD-FGHJ-KL', CODE_INVALID_MESSAGE],
    ['ABCDFGHJKLMNP', CODE_INVALID_MESSAGE],
    ['OBCD-FGHJ-KLMN', CODE_INVALID_MESSAGE],
    ['0BCD-FGHJ-KLMN', CODE_INVALID_MESSAGE],
  ])('%j → %j', (input, message) => {
    expect(validateCode(input)).toBe(message);
  });

  it.each([
    ['ABCD-FGHJ-KLMN', 'ABCDFGHJKLMN'],
    ['abcdfghjklmn', 'ABCDFGHJKLMN'],
    ['ABCD FGHJ KLMN', 'ABCDFGHJKLMN'],
    [' abcd-fghj-klmn ', 'ABCDFGHJKLMN'],
  ])('accepts %j as %j', (input, output) => {
    expect(v.parse(codeSchema, input)).toBe(output);
  });

  it('keeps the spec texts verbatim', () => {
    expect([
      CODE_REQUIRED_MESSAGE,
      CODE_CHARACTERS_MESSAGE,
      CODE_MIN_LENGTH_MESSAGE,
      CODE_INVALID_MESSAGE,
    ]).toEqual([
      'Vermittlungscode benötigt',
      'Gültige Zeichen sind a-z A-Z 0-9',
      'Minimale Zeichenanzahl: 12',
      'Ungültiger Vermittlungscode.',
    ]);
  });
});
