// The few product calls the checks make, over real HTTP: a code from the dev API (demo mode), a
// search, an in-person booking (POST /buchung with Idempotency-Key), and free slots read from the
// database (the checks need many distinct bookable slots at once).
import { bookingPayload } from '@terminservice/e2e/support/booking-payload.ts';
import type pg from 'pg';

export const LEISTUNGSMERKMAL = 'W030';

export function basicAuth(code: string): string {
  return `Basic ${Buffer.from(`:${code}`).toString('base64')}`;
}

export async function newCode(origin: string): Promise<string> {
  const res = await fetch(`${origin}/dev/api/codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ leistungsmerkmal: LEISTUNGSMERKMAL }),
  });
  if (!res.ok) throw new Error(`dev API codes answered ${res.status}`);
  return ((await res.json()) as { code: string }).code;
}

export async function newCodes(origin: string, count: number): Promise<string[]> {
  const codes: string[] = [];
  // A few at a time: this is set-up, not load.
  for (let i = 0; i < count; i += 8) {
    codes.push(
      ...(await Promise.all(Array.from({ length: Math.min(8, count - i) }, () => newCode(origin)))),
    );
  }
  return codes;
}

/** A realistic DB-backed GET: the patient search around Berlin-Mitte (spec §7 "search"). */
export function searchPath(): string {
  return '/search?plz=10115&radius=10';
}

/** Free in-person slots a WEB patient with a W030 code may book, starting tomorrow or later. */
export async function freeSlots(client: pg.Client, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT s.id::text AS id
       FROM slots s
       JOIN terminprofile t ON t.id = s.terminprofil_id
       JOIN praxen p ON p.id = s.praxis_id
      WHERE s.status = 'FREI' AND s.termintyp = 'PRAESENZTERMIN'
        AND 'PATIENT' = ANY (s.buchungsbefugnisse) AND $1 = ANY (t.leistungsmerkmale)
        AND s.beginn > now() + interval '1 day' AND NOT p.entfernt
      ORDER BY s.id
      LIMIT $2`,
    [LEISTUNGSMERKMAL, count],
  );
  return rows.map((row) => row.id);
}

/** The booking payload of spec §3 (contact data of a made-up patient). */
export function bookingBody(slot: string, index: number): string {
  return bookingPayload(slot, LEISTUNGSMERKMAL, `resilienz-${index}@example.org`);
}

export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly retryAfter: string | null;
}

/** POST /buchung; a network failure (server killed) rejects. */
export async function book(
  api: string,
  code: string,
  body: string,
  idempotencyKey: string,
  timeoutMs = 30_000,
): Promise<Answer> {
  const res = await fetch(`${api}/buchung`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(code),
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
}

export async function get(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<Answer> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
}

/** The spec's error shape (§3 "Server error"): { errors: [{ code, text }], referenceId }. */
export function isSpecErrorBody(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown; referenceId?: unknown };
    return (
      Array.isArray(parsed.errors) &&
      parsed.errors.length > 0 &&
      parsed.errors.every(
        (item: { code?: unknown; text?: unknown }) =>
          typeof item.code === 'string' && typeof item.text === 'string',
      ) &&
      typeof parsed.referenceId === 'string'
    );
  } catch {
    return false;
  }
}

export function errorCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { errors?: { code?: string }[] }).errors?.[0]?.code;
  } catch {
    return undefined;
  }
}
