// How strong the token secret must be outside demo mode (issue 16: production started with
// JWT_SECRET=secret). HS256 tokens are as strong as their key; RFC 7518 §3.2 asks for a key of at
// least the hash's size, 256 bits, i.e. 32 random bytes.

/** The smallest alphabet that holds every character of a secret, with its size. */
const ALPHABETS = [
  { name: 'digits', pattern: /^[0-9]+$/, size: 10 },
  { name: 'hex', pattern: /^[0-9a-fA-F]+$/, size: 16 },
  { name: 'base64', pattern: /^[A-Za-z0-9+/_-]+={0,2}$/, size: 64 },
] as const;
/** Printable ASCII; any other character is counted as one of these (the cautious estimate). */
const PRINTABLE_SIZE = 95;

export const MIN_SECRET_BITS = 256;
/** A random secret of the needed length uses many characters; a repeated word uses few. */
const MIN_DISTINCT = 16;

export interface SecretStrength {
  /** Estimated bits: length × log2(size of the alphabet its characters come from). */
  readonly bits: number;
  readonly distinct: number;
  readonly strong: boolean;
}

/**
 * A secret is strong when length × log2(alphabet) ≥ 256 bits — 64 hex digits, 43 base64 characters
 * (`openssl rand -hex 32`, `openssl rand -base64 32`), 39 characters of mixed printable text — and
 * it uses at least 16 distinct characters (10 for hex, 6 for digits: a random secret of that length
 * has more), so `secret` repeated or `aaaa…` does not pass.
 */
export function secretStrength(secret: string): SecretStrength {
  const alphabet = ALPHABETS.find((a) => a.pattern.test(secret));
  const size = alphabet?.size ?? PRINTABLE_SIZE;
  const characters = [...secret];
  const bits = Math.floor(characters.length * Math.log2(size));
  const distinct = new Set(characters).size;
  const minDistinct = Math.min(MIN_DISTINCT, Math.floor(size * 0.6));
  return { bits, distinct, strong: bits >= MIN_SECRET_BITS && distinct >= minDistinct };
}
