// The cross-process proof (issue #17 "A test shows that a slot booked by one server process
// disappears from another process's next search"): two server processes on one PostgreSQL
// database, each with its own search cache. Per round: a search on B with a fresh code fills B's
// cache, the first bookable slot of that answer is booked through A, and at once B is asked again
// with another fresh code of the same criteria: the booked slot must be gone. A stale answer is a
// FAIL (exit 1), whatever the machine.
import { bookingHeaders, bookingPayload } from '@terminservice/e2e/support/booking-payload.ts';
import type { Urgency } from '@terminservice/domain/search';
import { randomUUID } from 'node:crypto';
import type { SearchFixtures } from './fixtures.ts';
import { basicAuth, clientAddress } from './search-bench.ts';
import { issueCode, type Queryable } from './server.ts';
import { percentile } from './stats.ts';

/** Rounds of the proof: each its own criteria (specialty, urgency, postcode). */
export const PROOF_ROUNDS = 20;

/** Client addresses of the proof, apart from the load runs' (X-Forwarded-For, TRUST_PROXY=1). */
const PROOF_ADDRESS_BASE = 0x00f0_0000;

const REQUEST_TIMEOUT_MS = 30_000;

/** The parts of §3's search answer the proof reads: slots by section, date, practice, profile. */
interface SearchAnswer {
  readonly slots?: Record<
    string,
    Record<
      string,
      Record<
        string,
        Record<string, { id: string; termintyp?: string; buchungsbefugnisse: string[] }[]>
      >
    >
  >;
}

export interface ProofRound {
  readonly plz: string;
  readonly leistungsmerkmal: string;
  readonly slotId: string;
  /** Whether B's answer after the booking still offered the slot. */
  readonly stale: boolean;
  /** From A's booking answer to B's next answer, ms. */
  readonly msToNextAnswer: number;
}

export interface ProofResult {
  readonly rounds: ProofRound[];
  /** Criteria whose first answer on B offered no slot a patient can book in person. */
  readonly withoutSlot: number;
  readonly failures: string[];
}

/** Every slot id of an answer, in the answer's order (sections, dates, practices, profiles). */
export function slotsOf(
  answer: SearchAnswer,
): { id: string; termintyp?: string; buchungsbefugnisse: string[] }[] {
  return Object.values(answer.slots ?? {}).flatMap((byDate) =>
    Object.values(byDate).flatMap((byPraxis) =>
      Object.values(byPraxis).flatMap((byProfil) => Object.values(byProfil).flat()),
    ),
  );
}

/** The first slot of the answer a patient books in person (no video, PATIENT may book it). */
export function firstBookable(answer: SearchAnswer): string | null {
  const slot = slotsOf(answer).find(
    (s) => s.termintyp === undefined && s.buchungsbefugnisse.includes('PATIENT'),
  );
  return slot?.id ?? null;
}

async function search(origin: string, code: string, plz: string, i: number) {
  const response = await fetch(`${origin}/web/api/v4/search?plz=${plz}`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: {
      authorization: basicAuth(code),
      'x-forwarded-for': clientAddress(PROOF_ADDRESS_BASE + i),
    },
  });
  if (response.status !== 200) {
    throw new Error(`search on ${origin} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as SearchAnswer;
}

async function book(
  origin: string,
  code: string,
  slotId: string,
  leistungsmerkmal: string,
  i: number,
) {
  const response = await fetch(`${origin}/web/api/v4/buchung`, {
    method: 'POST',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: {
      ...bookingHeaders(code),
      'idempotency-key': randomUUID(),
      'x-forwarded-for': clientAddress(PROOF_ADDRESS_BASE + i),
    },
    body: bookingPayload(slotId, leistungsmerkmal, `bench-proof-${i}@example.org`),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * The proof on the running processes A (books) and B (searches), `rounds` times with different
 * criteria: the fixtures' specialties and urgencies over their postcodes. Codes are issued fresh
 * for every search (`db`: the bench's own connection to the same database).
 */
export async function crossProcessProof(
  db: Queryable,
  origins: { readonly a: string; readonly b: string },
  fixtures: SearchFixtures,
  rounds = PROOF_ROUNDS,
): Promise<ProofResult> {
  const done: ProofRound[] = [];
  const failures: string[] = [];
  let withoutSlot = 0;
  const fresh = (leistungsmerkmal: string, dringlichkeit: Urgency) =>
    issueCode(db, { leistungsmerkmal, dringlichkeit, ausgestelltVon: 'bench' });
  // Criteria that find no bookable slot are skipped; at most every postcode once.
  for (let i = 0; done.length < rounds && i < fixtures.postcodes.length; i++) {
    const { leistungsmerkmal, dringlichkeit } = fixtures.codes[i % fixtures.codes.length]!;
    const { plz } = fixtures.postcodes[i]!;
    const first = await fresh(leistungsmerkmal, dringlichkeit);
    const slotId = firstBookable(await search(origins.b, first, plz, 2 * i));
    if (slotId === null) {
      withoutSlot += 1;
      continue;
    }
    const status = await book(origins.a, first, slotId, leistungsmerkmal, 2 * i);
    const bookedAt = performance.now();
    if (status !== 204) {
      failures.push(`cross-process: booking slot ${slotId} through A answered ${status}, not 204`);
      continue;
    }
    const second = await fresh(leistungsmerkmal, dringlichkeit);
    const again = await search(origins.b, second, plz, 2 * i + 1);
    const msToNextAnswer = performance.now() - bookedAt;
    const stale = slotsOf(again).some((slot) => slot.id === slotId);
    if (stale) {
      failures.push(
        `cross-process: slot ${slotId}, booked through A, was still offered by B's next search (${leistungsmerkmal} ${dringlichkeit}, ${plz})`,
      );
    }
    done.push({ plz, leistungsmerkmal, slotId, stale, msToNextAnswer });
  }
  if (done.length < rounds) {
    failures.push(`cross-process: only ${done.length} of ${rounds} rounds found a slot to book`);
  }
  return { rounds: done, withoutSlot, failures };
}

/** p50 and max of the time from A's booking answer to B's next answer. */
export function proofLatency(result: ProofResult): { p50: number; max: number } {
  const sorted = result.rounds.map((r) => r.msToNextAnswer).toSorted((a, b) => a - b);
  return { p50: percentile(sorted, 50), max: sorted.at(-1) ?? Number.NaN };
}
