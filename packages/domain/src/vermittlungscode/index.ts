// Vermittlungscode (placement code): normalise, split, format, validate and generate.
// Rules of §5 "Code (Vermittlungscode)" and §9 "Code".
import * as v from 'valibot';
import {
  CODE_GROUP_COUNT,
  CODE_GROUP_LENGTH,
  CODE_INPUT_MAX_LENGTH,
  CODE_INPUT_MIN_LENGTH,
  CODE_LENGTH,
} from '../limits/index.ts';

/** §5 library-level pattern: A–Z and 0–9 without the letters O, I, E and the digits 0, 1, 3. */
export const CODE_ALPHABET = 'ABCDFGHJKLMNPQRSTUVWXYZ2456789';

/** §5 "Code" messages, verbatim. */
export const CODE_REQUIRED_MESSAGE = 'Vermittlungscode benötigt';
export const CODE_CHARACTERS_MESSAGE = 'Gültige Zeichen sind a-z A-Z 0-9';
export const CODE_MIN_LENGTH_MESSAGE = 'Minimale Zeichenanzahl: 12';
export const CODE_INVALID_MESSAGE = 'Ungültiger Vermittlungscode.';

// §5: hyphens, spaces and ß are stripped. Other dashes and all whitespace go too, because codes
// pasted from PDFs or mails arrive with typographic dashes and line breaks.
const STRIPPED = /[\s\-\u2010-\u2015\u2212ß]/g;
// §5: "letters, digits, hyphen, space" on input.
const INPUT_CHARACTERS = /^[A-Za-z0-9\- ]*$/;
const GROUP = `[${CODE_ALPHABET}]{${CODE_GROUP_LENGTH}}`;
// §5: "12 word characters or three groups of 4 with hyphens". The underscore, although a regex word
// character, is not in the alphabet. Case-insensitive because input is upper-cased anyway.
const GROUPS = Array.from({ length: CODE_GROUP_COUNT }, () => GROUP).join('-');
const LIBRARY_PATTERN = new RegExp(`^(?:[${CODE_ALPHABET}]{${CODE_LENGTH}}|${GROUPS})$`, 'i');

/** The three input boxes of §5, left to right. */
export type CodeGroups = readonly [string, string, string];

/** §5: strips hyphens, spaces and ß (before upper-casing, which turns ß into SS); upper-cases. */
export function normaliseCode(input: string): string {
  return input.replace(STRIPPED, '').toUpperCase();
}

/**
 * §5 "pasting splits into groups of 4": always three boxes. Characters beyond the 12th are dropped;
 * short input fills the boxes from the left and leaves the rest empty, so the boxes joined always
 * equal the normalised input cut to 12 characters.
 */
export function splitCode(pasted: string): CodeGroups {
  const code = normaliseCode(pasted).slice(0, CODE_LENGTH);
  const group = (index: number) =>
    code.slice(index * CODE_GROUP_LENGTH, (index + 1) * CODE_GROUP_LENGTH);
  return [group(0), group(1), group(2)];
}

/** §2 "Details pages", §5: 12 characters show as 'XXXX-XXXX-XXXX'; else the normalised input. */
export function formatCode(code: string): string {
  const normalised = normaliseCode(code);
  return normalised.length === CODE_LENGTH ? splitCode(normalised).join('-') : normalised;
}

/** §5 library-level pattern: 12 alphabet characters, or 'XXXX-XXXX-XXXX'. */
export function isLibraryPatternCode(code: string): boolean {
  return LIBRARY_PATTERN.test(code);
}

/** Fills `length` random bytes. Injectable so tests can drive {@link generateCode}. */
export type RandomBytes = (length: number) => Uint8Array;

interface CryptoLike {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** The platform CSPRNG (Web Crypto, in browsers and Node alike). */
export const cryptoRandomBytes: RandomBytes = (length) => {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!crypto)
    throw new Error('No CSPRNG available: globalThis.crypto.getRandomValues is missing.');
  return crypto.getRandomValues(new Uint8Array(length));
};

// Rejection sampling: only bytes below the largest multiple of the alphabet size are used, so every
// character is equally likely (no modulo bias).
const ACCEPT_BELOW = 256 - (256 % CODE_ALPHABET.length);
// A broken byte source must not hang the server; a real CSPRNG never gets near this.
const MAX_ROUNDS = 1000;

/** A new code of 12 alphabet characters (unformatted), drawn from a CSPRNG. For server use. */
export function generateCode(random: RandomBytes = cryptoRandomBytes): string {
  let code = '';
  for (let round = 0; code.length < CODE_LENGTH; round++) {
    if (round === MAX_ROUNDS) throw new Error('The random byte source yields no usable bytes.');
    for (const byte of random(CODE_LENGTH - code.length)) {
      if (byte < ACCEPT_BELOW && code.length < CODE_LENGTH) {
        code += CODE_ALPHABET.charAt(byte % CODE_ALPHABET.length);
      }
    }
  }
  return code;
}

/**
 * §5 code field. Checked on the raw input (12 to 14 characters, 'XXXX-XXXX-XXXX' included); the
 * output is the normalised 12-character code. Order: required, characters, too short, then too long
 * or not a code of the alphabet ('Ungültiger Vermittlungscode.').
 */
export const codeSchema = v.pipe(
  v.optional(v.string(CODE_REQUIRED_MESSAGE), ''),
  v.trim(),
  v.nonEmpty(CODE_REQUIRED_MESSAGE),
  v.regex(INPUT_CHARACTERS, CODE_CHARACTERS_MESSAGE),
  v.minLength(CODE_INPUT_MIN_LENGTH, CODE_MIN_LENGTH_MESSAGE),
  v.maxLength(CODE_INPUT_MAX_LENGTH, CODE_INVALID_MESSAGE),
  v.check((value) => isLibraryPatternCode(normaliseCode(value)), CODE_INVALID_MESSAGE),
  v.transform(normaliseCode),
);

/** The first §5 message for a code input, or undefined when the code is valid. */
export function validateCode(input: unknown): string | undefined {
  const result = v.safeParse(codeSchema, input);
  return result.success ? undefined : result.issues[0].message;
}

export * from './status.ts';
