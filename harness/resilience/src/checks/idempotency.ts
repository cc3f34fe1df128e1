// Issue #6 "Idempotency", over real HTTP: the same booking with the same Idempotency-Key sent 50
// times in parallel creates one booking and 50 identical answers; the same key with another body
// is refused. (apps/server/test/booking-concurrency.test.ts holds the same rule in-process.)
import { randomUUID } from 'node:crypto';
import { book, bookingBody, errorCode, freeSlots, newCode } from '../api.ts';
import { withClient } from '../database.ts';
import { Recorder, type CheckResult } from '../report.ts';
import type { Server } from '../server.ts';

const PARALLEL = 50;

export async function idempotencyCheck(server: Server, databaseUrl: string): Promise<CheckResult> {
  const rec = new Recorder('idempotency');
  const code = await newCode(server.origin);
  const [slot, otherSlot, warmUpSlot] = await withClient(databaseUrl, (client) =>
    freeSlots(client, 3),
  );
  if (
    !rec.assert(
      'three free slots found',
      slot !== undefined && otherSlot !== undefined && warmUpSlot !== undefined,
      `${slot}, ${otherSlot}, ${warmUpSlot}`,
    )
  ) {
    return rec.result();
  }
  // One booking first, as a server in service has made: the rule is about the key, not about a
  // cold start. On a fresh process the first booking (statements prepared, code compiled) took
  // long enough that the 49 requests queued behind its key looked like an overload (queue age
  // > 250 ms with 16 in flight) and a few were shed with 503.
  const warmUpCode = await newCode(server.origin);
  const warmUp = await book(server.api, warmUpCode, bookingBody(warmUpSlot!, 0), randomUUID());
  rec.assert('a first booking (warm-up) succeeds', warmUp.status === 204, `${warmUp.status}`);
  const key = `resilienz-${randomUUID()}`;
  const body = bookingBody(slot!, 0);
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () => book(server.api, code, body, key)),
  );
  const distinct = new Set(answers.map((a) => `${a.status} ${a.body}`));
  rec.figure('answers', [...distinct].map((a) => a.slice(0, 80)).join(' | '));
  rec.assert(
    `${PARALLEL} answers, all 2xx`,
    answers.every((a) => a.status >= 200 && a.status < 300),
    answers.map((a) => a.status).join(','),
  );
  rec.assert(`${PARALLEL} identical answers`, distinct.size === 1, `${distinct.size} distinct`);

  const bookings = await withClient(
    databaseUrl,
    async (client) =>
      (
        await client.query<{ slot_id: string }>(
          `SELECT slot_id::text FROM buchungen WHERE code = $1 AND storniert_am IS NULL`,
          [code],
        )
      ).rows,
  );
  rec.assert(
    'exactly one booking',
    bookings.length === 1 && bookings[0]!.slot_id === slot,
    `${bookings.length} booking(s)`,
  );

  const other = await book(server.api, code, bookingBody(otherSlot!, 0), key);
  rec.assert(
    'same key, another body: refused',
    other.status === 422 && errorCode(other.body) === 'IDEMPOTENCY_KEY_REUSED',
    `${other.status} ${errorCode(other.body)}`,
  );
  const after = await withClient(databaseUrl, async (client) =>
    Number(
      (
        await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM buchungen WHERE code = $1 OR slot_id = $2`,
          [code, otherSlot],
        )
      ).rows[0]!.n,
    ),
  );
  rec.assert(
    'the refused request booked nothing',
    after === 1,
    `${after} booking(s) for the code or the other slot`,
  );
  return rec.result();
}
