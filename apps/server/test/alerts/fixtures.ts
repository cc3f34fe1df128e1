// Helpers of the slot alert's tests (issue #15): subscribe and confirm through the real calls,
// read PINs and links from the outbox, run the matcher as the job runner does.
import { callPath, type CallKey } from '@terminservice/domain/api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db, Queryable } from '../../src/db/client.ts';
import { alertMatcherJob } from '../../src/services/alerts/index.ts';
import { runJobOnce } from '../../src/services/kernel/jobs.ts';
import { auth } from '../fixtures/booking.ts';

export { RELAXED_LOAD_SHEDDING } from '../helper.ts';

export const ALERT_EMAIL = 'max.mustermann@example.org';
export const PUBLIC_URL = 'http://localhost:8080';
/** Load shedding that a busy test machine does not trip (the tests are not about overload). */
/** The subscribe body of a WEB patient near 10115, by e-mail, for the code's own specialty. */
export function subscribeBody(overrides: Record<string, unknown> = {}) {
  return {
    plz: '10115',
    qualifikationen: [],
    radius: 10,
    tageszeiten: '00000000000000',
    termintyp: 'ALL',
    kanal: 'email',
    empfaenger: ALERT_EMAIL,
    ...overrides,
  };
}

let address = 0;
/** A fresh client address per request group, so the per-client limits do not meet. */
export function freshAddress(): string {
  address++;
  return `10.15.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

export function post(
  app: FastifyInstance,
  key: CallKey,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) {
  const options: InjectOptions = {
    method: 'POST',
    url: callPath(key),
    headers,
    payload: payload as object,
    remoteAddress,
  };
  return app.inject(options);
}

/** The newest message to `to` in the outbox. */
export async function lastMessage(
  db: Queryable,
  to: string,
): Promise<{ text: string; betreff: string; kopfzeilen: Record<string, string> }> {
  const [row] = await db.query<{
    text: string;
    betreff: string;
    kopfzeilen: Record<string, string>;
  }>(
    'SELECT text, betreff, kopfzeilen FROM outbox WHERE empfaenger = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  expect(row, `a message to ${to}`).toBeDefined();
  return row!;
}

export async function messageCount(db: Queryable, to: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox WHERE empfaenger = $1',
    [to],
  );
  return row!.n;
}

export function pinOf(text: string): string {
  const match = /PIN lautet:? (\d{6})/.exec(text);
  expect(match, 'a PIN in the message').not.toBeNull();
  return match![1]!;
}

export function linkOf(text: string): string {
  const match = /terminalarm\/([A-Za-z0-9_-]{32})/.exec(text);
  expect(match, 'a link in the message').not.toBeNull();
  return match![1]!;
}

/** Subscribes and confirms; returns the token of the PIN step. */
export async function setUpAlert(
  app: FastifyInstance,
  db: Queryable,
  code: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const body = subscribeBody(overrides);
  const subscribed = await post(app, 'subscribeAlert', body, { ...auth(code), ...headers });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  const { token } = subscribed.json<{ token: string }>();
  const pin = pinOf((await lastMessage(db, String(body.empfaenger))).text);
  const confirmed = await post(app, 'confirmAlert', { token, pin });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return token;
}

/** One run of the matcher job, as the job runner makes it (advisory lock, one transaction). */
export async function runMatcher(db: Db): Promise<Record<string, number>> {
  const counts = await runJobOnce(db, alertMatcherJob({ publicUrl: PUBLIC_URL }));
  expect(counts).not.toBeNull();
  return counts!;
}
