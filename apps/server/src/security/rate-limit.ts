// Fixed-window counters in the database, shared by all server instances: wrong codes, PIN
// requests and PIN checks are limited per client and per target (docs/architecture.md "Security").
// The client is the token's subject for staff and practices, else the address (ADR 15,
// security/pins.ts clientKeyOf). Keys are hashed by the caller; nothing personal is stored.
import { tooManyAttemptsMessage } from '@terminservice/domain/errors';
import { PIN_RESEND_COOLDOWN_MS } from '@terminservice/domain/limits';
import type { Queryable } from '../db/client.ts';
import { ServiceError } from '../errors.ts';

export interface Limit {
  /** What is counted, e.g. 'codes:falsch' — part of the key. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** At most `max` per key within an hour. */
export function perHour(name: string, max: number): Limit {
  return { name, max, windowSeconds: 3600 };
}

/** §9 "PIN resend cooldown 60 s": one PIN per key within it (answered with resendCooldown). */
export function pinCooldown(name: string): Limit {
  return { name, max: 1, windowSeconds: PIN_RESEND_COOLDOWN_MS / 1000 };
}

export interface LimitResult {
  readonly allowed: boolean;
  readonly count: number;
  readonly retryAfterSeconds: number;
}

/** Counts one attempt for `key` and tells whether it is within the limit. */
export async function hit(db: Queryable, limit: Limit, key: string): Promise<LimitResult> {
  const [row] = await db.query<{ anzahl: number; rest: number }>(
    `INSERT INTO rate_limits AS r (schluessel, anzahl, fenster_ende)
     VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (schluessel) DO UPDATE SET
       anzahl = CASE WHEN r.fenster_ende <= now() THEN 1 ELSE r.anzahl + 1 END,
       fenster_ende = CASE WHEN r.fenster_ende <= now() THEN now() + make_interval(secs => $2) ELSE r.fenster_ende END
     RETURNING anzahl, ceil(extract(epoch FROM fenster_ende - now()))::int AS rest`,
    [counterKey(limit, key), limit.windowSeconds],
  );
  const count = row?.anzahl ?? 1;
  return {
    allowed: count <= limit.max,
    count,
    retryAfterSeconds: Math.max(1, row?.rest ?? limit.windowSeconds),
  };
}

/**
 * Seconds until `key` may try again when it is already at its limit, else null. Reads without
 * counting, so a guard can refuse before any work (e.g. a correct code after too many wrong ones).
 */
export async function blockedFor(db: Queryable, limit: Limit, key: string): Promise<number | null> {
  const [row] = await db.query<WindowRow>(
    `SELECT anzahl, rest FROM rate_limits, ${WINDOW_REST} WHERE schluessel = $1 AND fenster_ende > now()`,
    [counterKey(limit, key)],
  );
  return waitOf(limit, row);
}

/** A counter's row in the current window: attempts so far and seconds left. */
export interface WindowRow {
  readonly anzahl: number | null;
  readonly rest: number | null;
}

/** The seconds left in a rate_limits row's window, as column `rest` (a LATERAL item). */
export const WINDOW_REST =
  'LATERAL (SELECT ceil(extract(epoch FROM fenster_ende - now()))::int AS rest) w';

/**
 * The counter's current window joined into a caller's statement as `alias` (columns anzahl, rest;
 * null without a window), the key in parameter `keyParam`: read with what the request needs, in
 * one round trip. `waitOf` turns the row into the wait.
 */
export function counterWindowJoin(keyParam: string, alias: string): string {
  return `LEFT JOIN LATERAL (
    SELECT anzahl, rest FROM rate_limits, ${WINDOW_REST}
     WHERE schluessel = ${keyParam} AND fenster_ende > now()
  ) ${alias} ON true`;
}

/** The counter's key in rate_limits: what is counted and for whom (hashed by the caller). */
export function counterKey(limit: Limit, key: string): string {
  return `${limit.name}:${key}`;
}

/**
 * `blockedFor` from a row the caller read itself (with WINDOW_REST and the same conditions), e.g.
 * together with the code in one statement.
 */
export function waitOf(limit: Limit, row: WindowRow | undefined): number | null {
  if (!row || row.anzahl === null || row.anzahl < limit.max) return null;
  return Math.max(1, row.rest ?? limit.windowSeconds);
}

/** Like `hit`, but throws 429 with Retry-After when the limit is exceeded. */
export async function enforce(db: Queryable, limit: Limit, key: string): Promise<void> {
  const result = await hit(db, limit, key);
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
}

export function tooManyAttempts(retryAfterSeconds: number): ServiceError {
  return new ServiceError(
    429,
    'RATE_LIMIT',
    'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/** The 60 s PIN resend cooldown (§9): a calmer text than the guessing limit's. */
export function resendCooldown(retryAfterSeconds: number): ServiceError {
  return new ServiceError(
    429,
    'RATE_LIMIT',
    `Bitte warten Sie noch ${retryAfterSeconds} Sekunden, bevor Sie eine neue PIN anfordern.`,
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/**
 * An hourly PIN allowance used up (issue #26, the new notification address): 429 with the wait in
 * words, as the apps say it for any 429 ('Zu viele Versuche. Bitte versuchen Sie es in 45 Minuten
 * erneut.').
 */
export function tooManyPins(retryAfterSeconds: number): ServiceError {
  return new ServiceError(429, 'RATE_LIMIT', tooManyAttemptsMessage(retryAfterSeconds * 1000), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** Removes expired counters; returns how many. */
export async function pruneRateLimits(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH entfernt AS (DELETE FROM rate_limits WHERE fenster_ende < now() RETURNING 1)
     SELECT count(*)::int AS n FROM entfernt`,
  );
  return rows[0]?.n ?? 0;
}
