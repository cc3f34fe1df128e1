// A reminder link's token (docs/reminders.md "Links"): 32 bytes from the CSPRNG in base64url, so
// it cannot be guessed; the database keeps only its SHA-256. With 256 random bits a pepper adds
// nothing, and the job that makes the links needs no secret.
import { createHash, randomBytes } from 'node:crypto';

export function newReminderToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashReminderToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
