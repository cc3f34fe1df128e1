// Issue #6 "kill -9 of the server in the middle of a booking run, then restart": many bookings in
// parallel (fresh codes, distinct slots and a few contested ones, each with an Idempotency-Key),
// SIGKILL while they run, restart on the same database. Asserted: every booking answered 2xx
// exists; no slot is booked without its booking and no booking without its slot; no slot and no
// code is booked twice. Then the unanswered requests are sent again with their keys (what the apps
// do) and the same holds.
import { randomUUID } from 'node:crypto';
import { book, bookingBody, freeSlots, newCodes, type Answer } from '../api.ts';
import { withClient } from '../database.ts';
import { log, Recorder, sleep, type CheckResult } from '../report.ts';
import type { Server } from '../server.ts';
import { activePairs, readIntegrity, type Integrity } from './integrity.ts';

export interface KillOptions {
  readonly bookings: number;
  readonly concurrency: number;
  /** Kill once this share of the bookings has been answered. */
  readonly killAfterShare: number;
}

interface Attempt {
  readonly code: string;
  readonly slot: string;
  readonly key: string;
  readonly body: string;
  answer?: Answer;
  failed?: boolean;
}

const HOT_SLOTS = 8;

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const isOk = (answer: Answer | undefined) =>
  answer !== undefined && answer.status >= 200 && answer.status < 300;

function summarise(attempts: readonly Attempt[]): string {
  const counts = new Map<string, number>();
  for (const a of attempts) {
    const label = a.answer ? String(a.answer.status) : 'no answer';
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()].map(([label, n]) => `${label}×${n}`).join(', ');
}

async function runAll(
  api: string,
  attempts: Attempt[],
  concurrency: number,
  stop: () => boolean,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < attempts.length && !stop()) {
      const attempt = attempts[next++]!;
      // Like the apps: a 503 is sent again with the same key after its Retry-After (at most 3 times).
      for (let tries = 0; tries < 4 && !stop(); tries++) {
        try {
          attempt.answer = await book(api, attempt.code, attempt.body, attempt.key);
          attempt.failed = false;
        } catch {
          attempt.failed = true;
          break;
        }
        if (attempt.answer.status !== 503) break;
        await sleep(1_000 * Number(attempt.answer.retryAfter ?? '1'));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function assertIntegrity(
  rec: Recorder,
  when: string,
  integrity: Integrity,
  answeredOk: readonly Attempt[],
  pairs: Set<string>,
): void {
  const missing = answeredOk.filter((a) => !pairs.has(`${a.code}/${a.slot}`));
  rec.assert(
    `${when}: every booking answered 2xx exists`,
    missing.length === 0,
    `${missing.length} of ${answeredOk.length} missing`,
  );
  rec.assert(
    `${when}: no slot booked without its booking`,
    integrity.slotWithoutBooking === 0,
    String(integrity.slotWithoutBooking),
  );
  rec.assert(
    `${when}: no booking without its slot`,
    integrity.bookingWithoutSlot === 0,
    String(integrity.bookingWithoutSlot),
  );
  rec.assert(
    `${when}: no slot booked twice`,
    integrity.slotsBookedTwice === 0,
    String(integrity.slotsBookedTwice),
  );
  rec.assert(
    `${when}: no code booked twice`,
    integrity.codesBookedTwice === 0,
    String(integrity.codesBookedTwice),
  );
}

/** The bookings to send: distinct slots for most codes, a few hot slots the rest race for. */
interface Plan {
  readonly attempts: Attempt[];
  readonly hot: string[];
  readonly distinct: number;
  readonly hotCodes: number;
}

async function plan(
  rec: Recorder,
  server: Server,
  databaseUrl: string,
  options: KillOptions,
): Promise<Plan | null> {
  const hotCodes = Math.max(HOT_SLOTS * 2, Math.round(options.bookings * 0.2));
  const distinct = options.bookings - hotCodes;
  const [codes, slots] = await Promise.all([
    newCodes(server.origin, options.bookings),
    withClient(databaseUrl, (client) => freeSlots(client, distinct + HOT_SLOTS)),
  ]);
  if (
    !rec.assert(
      'enough free slots',
      slots.length === distinct + HOT_SLOTS,
      `${slots.length} of ${distinct + HOT_SLOTS}`,
    )
  ) {
    return null;
  }
  const hot = slots.slice(distinct);
  const attempts: Attempt[] = shuffle(
    codes.map((code, i) => {
      const slot = i < distinct ? slots[i]! : hot[i % HOT_SLOTS]!;
      return { code, slot, key: `kill-${randomUUID()}`, body: bookingBody(slot, i) };
    }),
  );
  return { attempts, hot, distinct, hotCodes };
}

/** The run, and SIGKILL once the given share of the bookings has been answered. */
async function runAndKill(
  rec: Recorder,
  server: Server,
  { attempts, distinct, hotCodes }: Plan,
  options: KillOptions,
): Promise<void> {
  let killed = false;
  const run = runAll(server.api, attempts, options.concurrency, () => killed);
  const killAt = Math.round(options.bookings * options.killAfterShare);
  const started = performance.now();
  const answered = () => attempts.filter((a) => a.answer && a.answer.status !== 503).length;
  while (answered() < killAt && performance.now() - started < 120_000) {
    await sleep(5);
  }
  const inFlight = attempts.filter((a) => !a.answer && a.failed === undefined).length;
  await server.kill9();
  killed = true;
  const killedAt = answered();
  await run;
  rec.figure(
    'bookings sent',
    `${options.bookings} (${distinct} on distinct slots, ${hotCodes} racing for ${HOT_SLOTS} slots), ${options.concurrency} at a time`,
  );
  rec.figure(
    'killed (SIGKILL) after',
    `${killedAt} answers, ${((performance.now() - started) / 1000).toFixed(1)} s, about ${Math.min(inFlight, options.concurrency)} in flight`,
  );
  rec.figure('answers before the kill', summarise(attempts));
  rec.assert(
    'the server was killed by SIGKILL',
    server.child.signalCode === 'SIGKILL',
    server.exitInfo(),
  );
}

/** The two moments the database is checked at, as the report names them. */
const AFTER_RESTART = { label: 'after restart', figure: 'bookings in the database after restart' };
const AFTER_RESEND = { label: 'after the resend', figure: 'bookings after the resend' };

/** The database against the bookings answered 2xx so far: figure and assertions at one moment. */
async function checkDatabase(
  rec: Recorder,
  databaseUrl: string,
  when: { label: string; figure: string },
  before: Integrity,
  attempts: readonly Attempt[],
): Promise<void> {
  const answeredOk = attempts.filter((a) => isOk(a.answer));
  const integrity = await withClient(databaseUrl, readIntegrity);
  const pairs = await withClient(databaseUrl, activePairs);
  rec.figure(
    when.figure,
    `${integrity.activeBookings - before.activeBookings} new (${answeredOk.length} answered 2xx)`,
  );
  assertIntegrity(rec, when.label, integrity, answeredOk, pairs);
}

/**
 * The apps send an unanswered booking again with the same key; a few answered ones too (a retry
 * whose first answer was lost on the way): those must answer as before.
 */
async function resend(
  rec: Recorder,
  next: Server,
  attempts: readonly Attempt[],
  options: KillOptions,
): Promise<void> {
  const unanswered = attempts.filter((a) => !a.answer || a.answer.status === 503);
  const replays = attempts.filter((a) => isOk(a.answer)).slice(0, 20);
  const firstAnswers = new Map(replays.map((a) => [a, a.answer!]));
  for (const a of unanswered) {
    delete a.answer;
    delete a.failed;
  }
  await runAll(next.api, [...unanswered, ...replays], options.concurrency, () => false);
  rec.figure('resent after restart', `${unanswered.length} unanswered: ${summarise(unanswered)}`);
  const changedReplays = replays.filter((a) => {
    const first = firstAnswers.get(a)!;
    return a.answer?.status !== first.status || a.answer.body !== first.body;
  });
  rec.assert(
    'a replayed 2xx booking answers as before',
    changedReplays.length === 0,
    `${changedReplays.length} of ${replays.length} answered differently`,
  );
}

async function assertHotSlotsBookedOnce(
  rec: Recorder,
  databaseUrl: string,
  hot: readonly string[],
): Promise<void> {
  const hotBooked = await withClient(databaseUrl, async (client) =>
    Number(
      (
        await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM buchungen WHERE storniert_am IS NULL AND slot_id = ANY ($1::bigint[])`,
          [hot],
        )
      ).rows[0]!.n,
    ),
  );
  rec.assert(
    'each contested slot booked at most once',
    hotBooked <= HOT_SLOTS,
    `${hotBooked} bookings on ${HOT_SLOTS} contested slots`,
  );
}

export async function killCheck(
  server: Server,
  restart: () => Promise<Server>,
  databaseUrl: string,
  options: KillOptions,
): Promise<{ result: CheckResult; server: Server }> {
  const rec = new Recorder('kill -9');
  const bookings = await plan(rec, server, databaseUrl, options);
  if (!bookings) return { result: rec.result(), server };
  const before = await withClient(databaseUrl, readIntegrity);
  await runAndKill(rec, server, bookings, options);

  const restartStarted = performance.now();
  const next = await restart();
  rec.figure(
    'restart until ready',
    `${((performance.now() - restartStarted) / 1000).toFixed(1)} s`,
  );
  const { attempts } = bookings;
  await checkDatabase(rec, databaseUrl, AFTER_RESTART, before, attempts);
  await resend(rec, next, attempts, options);
  await checkDatabase(rec, databaseUrl, AFTER_RESEND, before, attempts);
  await assertHotSlotsBookedOnce(rec, databaseUrl, bookings.hot);
  if (!next.alive()) log(next.output());
  return { result: rec.result(), server: next };
}
