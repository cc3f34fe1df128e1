// The change feed (docs/fhir.md "Change feed", ADR 25) against the running server: changes made
// through every door — practice software over FHIR, the desk, a patient's booking and
// cancellation, the hotline, a job — appear once each, in order, with the right actor and
// activity; another practice's never; paging by cursor and resuming by time lose nothing; a
// transaction that commits late is not skipped (PostgreSQL: a second connection holds it open).
import type { Appointment, Bundle, Provenance, Resource } from '@medplum/fhirtypes';
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobOnce } from '../../src/services/kernel/jobs.ts';
import { releaseJob } from '../../src/services/practice/index.ts';
import { removeOldChanges } from '../../src/services/practice/changes.ts';
import { API, auth, bookingBody, insertCode, staffHeaders } from '../fixtures/booking.ts';
import { DATABASE_URL } from '../helper.ts';
import {
  practiceToken,
  scheduleBody,
  slotBody,
  slotBundle,
  startFhirServer,
  utcInstant,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';

let server: FhirServer;
let practice: FhirPractice;
let other: FhirPractice;

beforeAll(async () => {
  server = await startFhirServer();
  practice = await server.practice();
  other = await server.practice();
}, 180_000);
afterAll(() => server.close());

interface Feed {
  readonly status: number;
  readonly bundle: Bundle;
  /** (resource/id, activity, actor) of each Provenance, in order. */
  readonly changes: string[];
  readonly provenances: Provenance[];
  readonly included: Resource[];
  link(relation: string): string | undefined;
}

async function feedAt(url: string, token = practice.token): Promise<Feed> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bundle = (await res.json()) as Bundle;
  const entries = bundle.entry ?? [];
  const provenances = entries
    .filter((e) => e.search?.mode === 'match')
    .map((e) => e.resource as Provenance);
  return {
    status: res.status,
    bundle,
    provenances,
    changes: provenances.map(
      (p) =>
        `${p.target[0]!.reference} ${p.activity!.coding![0]!.code} ${p.agent[0]!.role![0]!.coding![0]!.code}`,
    ),
    included: entries.filter((e) => e.search?.mode === 'include').map((e) => e.resource!),
    link: (relation) => bundle.link?.find((l) => l.relation === relation)?.url,
  };
}

function feed(query: string, token = practice.token): Promise<Feed> {
  return feedAt(`${server.fhirBase}/Provenance${query ? `?${query}` : ''}`, token);
}

/** Everything after `since`, following `next` links page by page. */
async function readAll(since: string, count = 100, token = practice.token) {
  const changes: string[] = [];
  const ids: string[] = [];
  let page = await feed(`_since=${since}&_count=${count}`, token);
  for (;;) {
    expect(page.status).toBe(200);
    changes.push(...page.changes);
    ids.push(...page.provenances.map((p) => p.id!));
    const next = page.link('next');
    if (!next) break;
    page = await feedAt(next, token);
  }
  return { changes, ids, cursor: cursorOf(page.link('resume')!) };
}

function cursorOf(url: string): string {
  return new URL(url).searchParams.get('_since')!;
}

/** The cursor after everything recorded so far. */
async function cursorNow(token = practice.token): Promise<string> {
  return (await readAll('0', 1000, token)).cursor;
}

async function fhir(method: string, path: string, body?: unknown, token = practice.token) {
  const res = await fetch(`${server.fhirBase}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/fhir+json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function api(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<number> {
  const res = await fetch(`${server.origin}${API}/${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.status;
}

async function deskHeaders(bsnr: string) {
  return { [IDENTIFICATION_TOKEN_HEADER]: await practiceToken(bsnr) };
}

let publications = 0;

/** A Schedule over FHIR and `count` free slots on a day of their own (07:00, 07:20, …). */
async function publish(count: number, extension: object[] = [], token = practice.token) {
  const day = 3 + publications++;
  const body = scheduleBody();
  const schedule = await fhir(
    'POST',
    'Schedule',
    { ...body, extension: [...body.extension, ...extension] },
    token,
  );
  expect(schedule.status).toBe(201);
  const scheduleId = schedule.body.id as string;
  const minutes = Array.from({ length: count + 1 }, (_, i) => 7 * 60 + 20 * i);
  const at = (m: number) =>
    utcInstant(
      day,
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
    );
  const slots = minutes
    .slice(0, count)
    .map((m, i) => slotBody(scheduleId, at(m), at(minutes[i + 1]!)));
  const answer = await fhir('POST', '', slotBundle(slots), token);
  expect(answer.status).toBe(200);
  const entries = answer.body.entry as { response: { location: string } }[];
  const slotIds = entries.map((e) => /Slot\/(\d+)/.exec(e.response.location)![1]!);
  return { scheduleId, slotIds };
}

describe('every door writes to the feed, in order, with its actor', () => {
  it('FHIR, the desk, a patient, the hotline and a job', async () => {
    const start = await cursorNow();
    const { scheduleId, slotIds } = await publish(4);
    const [s1, s2, s3, s4] = slotIds as [string, string, string, string];
    // The desk blocks a slot.
    const desk = await deskHeaders(practice.bsnr);
    expect(await api('POST', `praxis/slots/${s1}/sperren`, desk)).toBe(200);
    // A patient books and cancels.
    const code = await insertCode(server.ctx.db);
    expect(await api('POST', 'buchung', auth(code), bookingBody(s2))).toBe(204);
    expect(await api('DELETE', 'buchung', auth(code), { slots: [s2] })).toBe(204);
    // The hotline books for a patient.
    const hotlineCode = await insertCode(server.ctx.db);
    const hotline = { ...auth(hotlineCode), ...(await staffHeaders('TSS')) };
    expect(await api('POST', 'buchung', hotline, bookingBody(s3))).toBe(204);
    // A job: the release rule of a second profile (2 days; its slot is on day 4) releases its
    // slot once the register import (here: SQL, no request) widens the rule to 30 days.
    const released = await publish(1, [
      {
        url: 'https://terminservice.example/fhir/StructureDefinition/terminprofil-freigabe-tage',
        valueUnsignedInt: 2,
      },
    ]);
    await server.ctx.db.query('UPDATE terminprofile SET freigabe_tage = 30 WHERE id = $1', [
      released.scheduleId,
    ]);
    await runJobOnce(server.ctx.db, releaseJob);
    // Practice software withdraws the blocked slot.
    expect((await fhir('DELETE', `Slot/${s1}`)).status).toBe(204);

    const { changes } = await readAll(start);
    const [a2, a3] = [
      ...new Set(changes.filter((c) => c.startsWith('Appointment/')).map((c) => c.split(' ')[0])),
    ];
    // One statement (or transaction) changes the slot and the booking: their order within it is
    // the database's, so each such pair is compared as a set.
    const pair = (from: number) => changes.slice(from, from + 2).sort();
    expect(changes.slice(0, 6)).toEqual([
      `Schedule/${scheduleId} CREATE PVS`,
      `Slot/${s1} CREATE PVS`,
      `Slot/${s2} CREATE PVS`,
      `Slot/${s3} CREATE PVS`,
      `Slot/${s4} CREATE PVS`,
      `Slot/${s1} UPDATE PRAXIS`,
    ]);
    expect(pair(6)).toEqual([`${a2} CREATE PATIENT`, `Slot/${s2} UPDATE PATIENT`]);
    expect(pair(8)).toEqual([`${a2} UPDATE PATIENT`, `Slot/${s2} UPDATE PATIENT`]);
    expect(pair(10)).toEqual([`${a3} CREATE TSS`, `Slot/${s3} UPDATE TSS`]);
    expect(changes.slice(12)).toEqual([
      `Schedule/${released.scheduleId} CREATE PVS`,
      `Slot/${released.slotIds[0]} CREATE PVS`,
      `Schedule/${released.scheduleId} UPDATE SYSTEM`,
      `Slot/${released.slotIds[0]} UPDATE SYSTEM`,
      `Slot/${s1} DELETE PVS`,
    ]);
  });

  it('a Provenance names target, times, activity and agent; the page includes current resources', async () => {
    const start = await cursorNow();
    const { slotIds } = await publish(2);
    const code = await insertCode(server.ctx.db);
    expect(await api('POST', 'buchung', auth(code), bookingBody(slotIds[0]!))).toBe(204);
    expect((await fhir('DELETE', `Slot/${slotIds[1]}`)).status).toBe(204);
    const page = await feed(`_since=${start}`);
    expect(page.status).toBe(200);
    expect(page.bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    const created = page.provenances.find((p) => p.activity?.coding?.[0]?.code === 'CREATE')!;
    expect(created).toMatchObject({
      resourceType: 'Provenance',
      meta: {
        profile: [
          'https://fhir.kbv.de/StructureDefinition/KBV_PR_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_Provenance',
        ],
      },
      activity: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/v3-DataOperation', code: 'CREATE' },
        ],
      },
      agent: [
        {
          who: {
            type: 'Organization',
            identifier: { value: practice.bsnr },
          },
        },
      ],
    });
    expect(Date.parse(created.recorded)).toBeGreaterThanOrEqual(
      Date.parse(created.occurredDateTime!),
    );
    const booking = page.provenances.find((p) =>
      p.target[0]!.reference!.startsWith('Appointment/'),
    )!;
    expect(booking.agent[0]!.who).toEqual({ type: 'Patient', display: 'Patientin oder Patient' });
    // Included: the Schedule, the booked Slot and the Appointment as they are now; not the
    // withdrawn Slot.
    const included = page.included.map((r) => `${r.resourceType}/${r.id}`);
    expect(included).toContain(booking.target[0]!.reference);
    expect(included).toContain(`Slot/${slotIds[0]}`);
    expect(included).not.toContain(`Slot/${slotIds[1]}`);
    expect(included.filter((r) => r.startsWith('Schedule/'))).toHaveLength(1);
    const appointment = page.included.find((r) => r.resourceType === 'Appointment') as Appointment;
    expect(appointment.status).toBe('booked');
    expect(page.bundle.entry!.every((e) => e.fullUrl?.startsWith(server.fhirBase))).toBe(true);
  });

  it('an UPDATE that changes nothing the practice sees is no change', async () => {
    const start = await cursorNow();
    const { slotIds } = await publish(1);
    const before = await cursorNow();
    await server.ctx.db.query(
      'UPDATE slots SET version = version + 1, geaendert_am = now() WHERE id = $1',
      [slotIds[0]],
    );
    expect((await readAll(before)).changes).toEqual([]);
    expect((await readAll(start)).changes).toHaveLength(2);
  });
});

describe('one practice never sees another practice’s changes', () => {
  it('each feed holds its own practice’s changes only', async () => {
    const mineBefore = await cursorNow();
    const othersBefore = await cursorNow(other.token);
    const theirs = await publish(2, [], other.token);
    const mine = await publish(1);
    const myChanges = (await readAll(mineBefore)).changes;
    expect(myChanges).toHaveLength(2);
    expect(myChanges.join()).not.toContain(theirs.scheduleId);
    const theirChanges = (await readAll(othersBefore, 100, other.token)).changes;
    expect(theirChanges).toHaveLength(3);
    expect(theirChanges.join()).not.toContain(mine.scheduleId);
    // Asking for another BSNR gives an empty Bundle, not the other practice's changes.
    const foreign = await feed(`bsnr=${other.bsnr}`);
    expect(foreign.status).toBe(200);
    expect(foreign.provenances).toEqual([]);
  });
});

describe('paging and resuming', () => {
  it('pages of two by the cursor give every change exactly once, in order', async () => {
    const whole = await readAll('0', 1000);
    const paged = await readAll('0', 2);
    expect(paged.ids).toEqual(whole.ids);
    expect(new Set(paged.ids).size).toBe(paged.ids.length);
    expect(paged.cursor).toBe(whole.cursor);
  });

  it('an empty feed is a 200 with an empty Bundle and the cursor to resume from', async () => {
    const cursor = await cursorNow();
    const empty = await feed(`_since=${cursor}`);
    expect(empty.status).toBe(200);
    expect(empty.bundle.entry).toEqual([]);
    expect(empty.link('next')).toBeUndefined();
    expect(cursorOf(empty.link('resume')!)).toBe(cursor);
    expect(empty.bundle.meta?.lastUpdated).toEqual(expect.any(String));
    // A time after every change: empty too, and its resume cursor is the newest position.
    const byTime = await feed(`recorded=ge${new Date(Date.now() + 60_000).toISOString()}`);
    expect(byTime.status).toBe(200);
    expect(byTime.provenances).toEqual([]);
    expect(cursorOf(byTime.link('resume')!)).toBe(cursor);
  });

  it('recorded=ge<the last answer’s lastUpdated> resumes after a pause without a gap', async () => {
    const cursor = await cursorNow();
    const last = await feed(`_since=${cursor}`);
    const stand = last.bundle.meta!.lastUpdated!;
    const { scheduleId } = await publish(1);
    const resumed = await feed(`recorded=ge${stand}`);
    expect(resumed.status).toBe(200);
    expect(resumed.changes[0]).toBe(`Schedule/${scheduleId} CREATE PVS`);
    expect(resumed.changes).toHaveLength(2);
    expect(resumed.provenances.every((p) => p.recorded >= stand)).toBe(true);
    // And the cursor of that answer continues where it ended.
    expect((await feed(`_since=${cursorOf(resumed.link('resume')!)}`)).changes).toEqual([]);
  });

  it('refuses what it cannot answer with an OperationOutcome', async () => {
    const unknown = await feed('_since=999999999');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.bundle)).toContain('FH030');
    expect((await feed('_since=abc')).status).toBe(400);
    const both = await feed(`_since=0&recorded=ge${new Date().toISOString()}`);
    expect(both.status).toBe(400);
    const old = await feed(`recorded=ge${new Date(Date.now() - 40 * 86_400_000).toISOString()}`);
    expect(old.status).toBe(410);
    expect(JSON.stringify(old.bundle)).toContain('vollständig neu');
    expect((await feed('recorded=lt2026-01-01')).status).toBe(400);
    expect((await feed('recorded=gestern')).status).toBe(400);
    expect((await feed('_offset=5')).status).toBe(400);
    expect((await feed('_count=5000')).status).toBe(400);
    const anonymous = await fetch(`${server.fhirBase}/Provenance`);
    expect(anonymous.status).toBe(401);
  });

  it('after the retention removed changes a cursor needs, it answers 410: synchronise fully', async () => {
    const third = await server.practice();
    const mark = (await readAll('0', 1000, third.token)).cursor;
    await publish(1, [], third.token);
    const newest = (await readAll(mark, 1000, third.token)).cursor;
    // The changes after `mark` age past the retention period and are removed.
    await server.ctx.db.query(
      `UPDATE aenderungsprotokoll SET aufgenommen_am = now() - interval '31 days'
        WHERE praxis_id = $1`,
      [third.praxisId],
    );
    expect(await removeOldChanges(server.ctx.db)).toBeGreaterThanOrEqual(3);
    const gone = await feed(`_since=${mark}`, third.token);
    expect(gone.status).toBe(410);
    expect(JSON.stringify(gone.bundle)).toContain('FH031');
    // The newest cursor still continues (nothing after it was removed), and new changes follow.
    expect((await feed(`_since=${newest}`, third.token)).status).toBe(200);
    await publish(1, [], third.token);
    expect((await readAll(newest, 100, third.token)).changes).toHaveLength(2);
  });

  it('the CapabilityStatement lists the Provenance search and its parameters', async () => {
    const res = await fetch(`${server.fhirBase}/metadata`);
    const statement = (await res.json()) as {
      rest: [{ resource: { type: string; searchParam?: { name: string }[] }[] }];
    };
    const provenance = statement.rest[0].resource.find((r) => r.type === 'Provenance');
    expect(provenance?.searchParam?.map((p) => p.name)).toEqual([
      '_since',
      'recorded',
      'bsnr',
      '_count',
    ]);
  });
});

describe('a transaction that commits late', () => {
  it.skipIf(!DATABASE_URL)(
    'is not skipped by a reader that read while it was open (PostgreSQL)',
    async () => {
      const { slotIds } = await publish(2);
      const before = await cursorNow();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      // An open transaction (its own connection of the pool) changes slot 1 and waits.
      const late = server.ctx.db.transaction(async (tx) => {
        await tx.query(`UPDATE slots SET status = 'BLOCKIERT' WHERE id = $1`, [slotIds[0]]);
        written();
        await held;
      });
      await wrote;
      // Meanwhile practice software withdraws slot 2, which commits at once.
      expect((await fhir('DELETE', `Slot/${slotIds[1]}`)).status).toBe(204);
      const first = await readAll(before);
      expect(first.changes).toEqual([`Slot/${slotIds[1]} DELETE PVS`]);
      release();
      await late;
      const second = await readAll(first.cursor);
      expect(second.changes).toEqual([`Slot/${slotIds[0]} UPDATE SYSTEM`]);
    },
  );

  // PGlite is one connection: a transaction held open blocks every other statement, so no reader
  // can read in between; the order of stamping is the same code on both.
  it.skipIf(Boolean(DATABASE_URL))(
    'cannot be held open beside a reader on PGlite (one connection): run with DATABASE_URL',
    () => undefined,
  );
});
