// How strong the token secret must be outside demo mode (issue 16: production started with
// JWT_SECRET=secret; issue #26 finding 4.4: it then took `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS`).
// HS256 tokens are as strong as their key; RFC 7518 §3.2 asks for a key of at least the hash's
// size, 256 bits, i.e. 32 random bytes. Two questions: is it as long as 32 random bytes in its
// encoding, and does it look drawn rather than made (no runs, repeats or one-class text)?

/**
 * The encodings a secret may be written in, the smallest that holds every character first, each
 * with its character classes: a class counts into the alphabet only when the secret uses it.
 */
const ENCODINGS = [
  { name: 'digits', pattern: /^[0-9]+$/, classes: [{ pattern: /[0-9]/, size: 10 }] },
  {
    name: 'hex',
    pattern: /^[0-9a-fA-F]+$/,
    classes: [
      { pattern: /[0-9]/, size: 10 },
      { pattern: /[a-fA-F]/, size: 6 },
    ],
  },
  {
    name: 'base64',
    pattern: /^[A-Za-z0-9+/_-]+={0,2}$/,
    classes: [
      { pattern: /[0-9]/, size: 10 },
      { pattern: /[a-z]/, size: 26 },
      { pattern: /[A-Z]/, size: 26 },
      { pattern: /[+/_=-]/, size: 2 },
    ],
  },
  {
    // Printable ASCII; any other character is counted as one of its symbols (the cautious estimate).
    name: 'printable',
    pattern: /^/,
    classes: [
      { pattern: /[0-9]/, size: 10 },
      { pattern: /[a-z]/, size: 26 },
      { pattern: /[A-Z]/, size: 26 },
      { pattern: /[^0-9a-zA-Z]/, size: 33 },
    ],
  },
] as const;

export const MIN_SECRET_BITS = 256;
/**
 * What chance may take off a random secret's estimate: a random secret shows a run or a repeated
 * chunk now and then, or lacks its digits. 32 bits, at most 5 base64 or 8 hex characters: of
 * 500,000 random 32-byte secrets in each of hex and base64 none lost more than 17 bits (the tail
 * puts 32 below once in 10^9); a made one loses far more (the alphabet in order: 236 bits).
 */
const CHANCE_BITS = 32;
/** A run counts from its fourth character: `abc` turns up by chance in every fifth hex secret. */
const RUN_LENGTH = 4;
/** A chunk this long seen twice counts as a repeat (shorter ones repeat by chance in hex). */
const REPEAT_LENGTH = 4;

export interface SecretStrength {
  /** Length × log2(size of its encoding's alphabet): is it as long as 32 random bytes? */
  readonly lengthBits: number;
  /**
   * Estimated entropy: the characters outside runs and repeats × log2(size of the character
   * classes it uses).
   */
  readonly bits: number;
  readonly strong: boolean;
}

/**
 * Characters a reader could predict from the ones before: the fourth and later of a run (the
 * same step of -1, 0 or +1 between neighbours: `aaaa`, `abcd`, `dcba`, `1234`) and the last of
 * a chunk of four seen earlier (`secretsecret`).
 */
export function predictableCharacters(characters: readonly string[]): number {
  const codes = characters.map((c) => c.codePointAt(0)!);
  const seen = new Set<string>();
  let predictable = 0;
  let run = 1;
  for (let i = 0; i < codes.length; i++) {
    const step = codes[i]! - codes[i - 1]!;
    const sameStep = i >= 2 && Math.abs(step) <= 1 && step === codes[i - 1]! - codes[i - 2]!;
    run = sameStep ? run + 1 : Math.min(i + 1, 2);
    const chunk = characters.slice(Math.max(0, i - REPEAT_LENGTH + 1), i + 1).join('');
    if (run >= RUN_LENGTH || seen.has(chunk)) predictable += 1;
    // A chunk counts once it has ended, so `aaaaa` is a run, not a repeat of itself.
    if (i >= REPEAT_LENGTH) seen.add(characters.slice(i - REPEAT_LENGTH, i).join(''));
  }
  return predictable;
}

/**
 * A secret is strong when it is at least as long as 256 bits in its encoding — 64 hex digits,
 * 43 base64 characters (`openssl rand -hex 32`, `openssl rand -base64 32`), 39 of mixed printable
 * text — and its estimated entropy is within CHANCE_BITS of 256: the characters outside runs and
 * repeats, each worth log2 of the classes the secret uses (lower-case letters only: 26).
 */
export function secretStrength(secret: string): SecretStrength {
  const characters = [...secret];
  const encoding = ENCODINGS.find((e) => e.pattern.test(secret))!;
  const encodingSize = encoding.classes.reduce((sum, c) => sum + c.size, 0);
  const usedSize = encoding.classes
    .filter((c) => c.pattern.test(secret))
    .reduce((sum, c) => sum + c.size, 0);
  const lengthBits = Math.floor(characters.length * Math.log2(encodingSize));
  const free = characters.length - predictableCharacters(characters);
  const bits = Math.floor(free * Math.log2(Math.max(usedSize, 1)));
  return {
    lengthBits,
    bits,
    strong: lengthBits >= MIN_SECRET_BITS && bits >= MIN_SECRET_BITS - CHANCE_BITS,
  };
}
