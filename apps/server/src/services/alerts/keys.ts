// The random keys of the slot alert (issue #15): the subscription's token for the PIN step and the
// link key of each message. They come from a CSPRNG and are stored only as hashes, so a leaked
// table opens nothing; a key never carries or reveals the code.
import { ALERT_LINK_BYTES } from '@terminservice/domain/alerts';
import { createHash, randomBytes } from 'node:crypto';

/** A new key: 24 random bytes, base64url (32 characters). */
export function newKey(): string {
  return randomBytes(ALERT_LINK_BYTES).toString('base64url');
}

/** The stored form of a key. 192 random bits need no pepper against guessing. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
