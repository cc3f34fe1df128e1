// Idempotency keys for POSTs (docs/architecture.md "Server"). Runs inside the caller's transaction: the
// key row is inserted first, so a concurrent request with the same key waits on it and then replays
// the stored answer; the same key with another body is refused. Failed attempts roll back with
// their transaction, so the key can be retried.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@terminservice/domain/api';
import type { Queryable } from '../../db/client.ts';
import { ServiceError } from '../../errors.ts';
import { refuse } from './refusals.ts';

export interface StoredAnswer {
  readonly statusCode: number;
  readonly body: unknown;
}

/** A request's headers as Node gives them (names lower-case). */
export interface RequestHeaders {
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** The Idempotency-Key header, when sent and well-formed. */
export function idempotencyKeyOf(request: RequestHeaders): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof value !== 'string' || value === '') return null;
  if (value.length > 128 || !/^[\x21-\x7e]+$/.test(value)) {
    throw refuse.malformedIdempotencyKey();
  }
  return value;
}

/**
 * Hash of what a request asks for. Pass validated values, never the raw body: unknown keys must not
 * count, and arbitrarily deep JSON would overflow JSON.stringify.
 */
export function requestHash(...parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * Runs `work` once per (scope, key). `scope` must include who is asking (e.g. the code), so keys of
 * different callers never collide.
 */
export async function once(
  tx: Queryable,
  scope: string,
  key: string | null,
  hash: string,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  if (key === null) return work();
  const inserted = await tx.query(
    `INSERT INTO idempotenz (bereich, schluessel, anfrage_hash) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [scope, key, hash],
  );
  if (inserted.length === 0) {
    const [stored] = await tx.query<{
      anfrage_hash: string;
      status_code: number | null;
      antwort: unknown;
    }>(
      'SELECT anfrage_hash, status_code, antwort FROM idempotenz WHERE bereich = $1 AND schluessel = $2',
      [scope, key],
    );
    if (!stored || stored.anfrage_hash !== hash) throw keyReused();
    return { statusCode: stored.status_code ?? 200, body: stored.antwort };
  }
  const answer = await work();
  await tx.query(
    'UPDATE idempotenz SET status_code = $3, antwort = $4 WHERE bereich = $1 AND schluessel = $2',
    [scope, key, answer.statusCode, JSON.stringify(answer.body ?? null)],
  );
  return answer;
}

/** 422: the key was used for another request (another body) in the same scope. */
export function keyReused(): ServiceError {
  return new ServiceError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  );
}
