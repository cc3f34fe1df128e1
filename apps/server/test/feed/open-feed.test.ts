// The open feed of free appointments (issue #24 part 3, docs/open-feed.md): the real app on a real
// port, read by the spec-only client (smart-client.ts) and by plain fetch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { stampChanges } from '../../src/services/practice/change-stamps.ts';
import {
  DAY,
  HOUR,
  insertCode,
  insertPractice,
  insertSlot,
  type Practice,
} from '../fixtures/booking.ts';
import { startFhirServer, type FhirServer } from '../fhir/fhir-helper.ts';
import { TEST_JWT_SECRET } from '../helper.ts';
import { deepLinkOf, readPublication, resolveSlot } from './smart-client.ts';

const BERLIN = { states: ['DE-BE'] };

let server: FhirServer;
let manifestUrl: string;
let practice: Practice;
let freeSlot: string;

/** What a published slot, and what each unpublished one, is. */
const hidden: Record<string, string> = {};

async function slotIds(url = manifestUrl) {
  const publication = await readPublication(url, BERLIN);
  expect(publication.problems).toEqual([]);
  return publication;
}

beforeAll(async () => {
  server = await startFhirServer({ env: { OPEN_SLOT_FEED_KVS: '72,83' } });
  manifestUrl = `${server.fhirBase}/$bulk-publish`;
  const { db } = server.ctx;
  await db.query(
    `INSERT INTO kv_regionen (id, name) VALUES ('83', 'KV Brandenburg'), ('71', 'KV Bayerns')`,
  );
  practice = await insertPractice(db, { name: 'Augenarztpraxis am Feed' });
  freeSlot = await insertSlot(db, practice);
  hidden.booked = await insertSlot(db, practice, { status: 'GEBUCHT', inMs: 3 * DAY });
  hidden.tssOnly = await insertSlot(db, practice, { buchungsbefugnisse: ['TSS'], inMs: 4 * DAY });
  hidden.past = await insertSlot(db, practice, { inMs: -2 * HOUR });
  hidden.beyondHorizon = await insertSlot(db, practice, { inMs: 260 * DAY });
  // A profile patients may not book: neither it nor its slots are published.
  const tss = await insertPractice(db, { name: 'Nur-TSS-Praxis' });
  await db.query(`UPDATE terminprofile SET buchungsbefugnisse = '{TSS}' WHERE id = $1`, [
    tss.profilId,
  ]);
  hidden.tssProfile = await insertSlot(db, tss);
  // A practice that left the register.
  const removed = await insertPractice(db, { name: 'Entfernte Praxis' });
  await db.query('UPDATE praxen SET entfernt = true WHERE id = $1', [removed.praxisId]);
  hidden.removedPractice = await insertSlot(db, removed);
  // Regions: Bavaria is not switched on.
  const bavarian = await insertPractice(db, { name: 'Praxis in Bayern' });
  await db.query(`UPDATE praxen SET kv_id = '71' WHERE id = $1`, [bavarian.praxisId]);
  hidden.otherRegion = await insertSlot(db, bavarian);
});

afterAll(() => server.close());

describe('the manifest and its files, read by a client that knows only the spec', () => {
  it('has transactionTime, request, output and error, with a Location, Schedule and Slot file per switched-on region', async () => {
    const answer = await fetch(manifestUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const manifest = (await answer.json()) as {
      output: { type: string; url: string; extension: { state: string[] } }[];
    };
    expect(manifest).toMatchObject({ request: manifestUrl, error: [] });
    expect(
      manifest.output.map((o) => [o.type, o.url.replace(server.fhirBase, ''), o.extension.state]),
    ).toEqual([
      ['Location', '/$bulk-publish/Location-72.ndjson', ['DE-BE']],
      ['Schedule', '/$bulk-publish/Schedule-72.ndjson', ['DE-BE']],
      ['Slot', '/$bulk-publish/Slot-72.ndjson', ['DE-BE']],
      ['Location', '/$bulk-publish/Location-83.ndjson', ['DE-BB']],
      ['Schedule', '/$bulk-publish/Schedule-83.ndjson', ['DE-BB']],
      ['Slot', '/$bulk-publish/Slot-83.ndjson', ['DE-BB']],
    ]);
  });

  it('validates against the spec, every answer cacheable, and a slot leads to its schedule, its location and a deep link into WEB', async () => {
    for (const accept of ['none', 'spec'] as const) {
      const publication = await readPublication(manifestUrl, { accept });
      expect(publication.problems).toEqual([]);
      expect([...publication.cacheControl.values()]).toSatisfy((values: unknown[]) =>
        values.every((v) => v === 'public, max-age=300'),
      );
      const slot = publication.slots.find((s) => s.id === freeSlot)!;
      expect(slot).toMatchObject({ status: 'free' });
      const { schedule, location } = resolveSlot(publication, slot);
      expect(schedule?.id).toBe(practice.profilId);
      expect(location).toMatchObject({
        name: 'Augenarztpraxis am Feed',
        address: {
          line: ['Invalidenstraße 117'],
          city: 'Berlin',
          postalCode: '10115',
          state: 'DE-BE',
        },
        telecom: [
          { system: 'phone', value: '030 1234567' },
          { system: 'url', value: 'https://praxis.example.org' },
        ],
      });
      const link = deepLinkOf(slot, { source: 'test-client', bookingReferral: 'r-1' });
      expect(link).toBe(
        `${server.origin}/terminservice?plz=10115&leistungsmerkmal=W030&source=test-client&booking-referral=r-1`,
      );
    }
  });

  it('the files are NDJSON (application/fhir+ndjson), whatever the Accept header asks for', async () => {
    for (const accept of [undefined, 'application/fhir+ndjson', 'text/html']) {
      const answer = await fetch(`${server.fhirBase}/$bulk-publish/Slot-72.ndjson`, {
        headers: accept ? { accept } : {},
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/fhir+ndjson');
      expect((await answer.text()).endsWith('\n')).toBe(true);
    }
  });
});

describe('what is published', () => {
  it('only free, future slots within the search window of profiles patients may book, of practices in the register, in switched-on regions', async () => {
    const publication = await slotIds();
    const ids = publication.slots.map((s) => s.id);
    expect(ids).toContain(freeSlot);
    for (const [why, id] of Object.entries(hidden))
      expect({ why, published: ids.includes(id) }).toEqual({ why, published: false });
    expect([...publication.locations.values()].map((l) => l.name)).toEqual([
      'Augenarztpraxis am Feed',
    ]);
    expect([...publication.schedules.keys()]).toEqual([practice.profilId]);
    const bavaria = await fetch(`${server.fhirBase}/$bulk-publish/Slot-71.ndjson`);
    expect(bavaria.status).toBe(404);
  });

  it('holds no booking, code or personal data: only the fields the spec names', async () => {
    const code = await insertCode(server.ctx.db);
    const publication = await readPublication(manifestUrl, BERLIN);
    const text = JSON.stringify([
      ...publication.locations.values(),
      ...publication.schedules.values(),
      ...publication.slots,
    ]);
    expect(text).not.toContain(code);
    expect(text).not.toContain('Dr. med. Anna Sommer'); // the profile's name: a doctor's
    expect(text).not.toMatch(/PATIENT|TSS|buchung|dringlich|Appointment/i);
    for (const location of publication.locations.values()) {
      expect(Object.keys(location).sort()).toEqual([
        'address',
        'id',
        'identifier',
        'name',
        'position',
        'resourceType',
        'telecom',
      ]);
    }
    for (const schedule of publication.schedules.values()) {
      expect(Object.keys(schedule).sort()).toEqual(['actor', 'id', 'resourceType', 'serviceType']);
    }
    for (const slot of publication.slots) {
      expect(Object.keys(slot).sort()).toEqual([
        'end',
        'extension',
        'id',
        'resourceType',
        'schedule',
        'start',
        'status',
      ]);
    }
  });

  it('is open: no token is needed, and none (valid or not) changes the answer', async () => {
    const file = `${server.fhirBase}/$bulk-publish/Location-72.ndjson`;
    const plain = await (await fetch(file)).text();
    const withTokens = await fetch(file, {
      headers: { authorization: 'Bearer nonsense', 'x-ets-identification-token': 'nonsense' },
    });
    expect(withTokens.status).toBe(200);
    expect(await withTokens.text()).toBe(plain);
    const inQuery = await fetch(`${file}?token=nonsense`);
    expect(inQuery.status).toBe(200);
  });
});

describe('_since', () => {
  it('answers the slots whose state changed since (taken or withdrawn: busy) and new free ones; Location and Schedule stay whole', async () => {
    const { db } = server.ctx;
    const stamp = () => db.transaction((tx) => stampChanges(tx, null));
    const untouched = await insertSlot(db, practice, { inMs: 5 * DAY });
    await stamp();
    const first = (await (await fetch(manifestUrl)).json()) as { transactionTime: string };
    await db.query(`UPDATE slots SET status = 'GEBUCHT', version = version + 1 WHERE id = $1`, [
      freeSlot,
    ]);
    const added = await insertSlot(db, practice, { inMs: 6 * DAY });
    await stamp();

    const since = `${manifestUrl}?_since=${encodeURIComponent(first.transactionTime)}`;
    const manifest = (await (await fetch(since)).json()) as {
      request: string;
      output: { url: string }[];
    };
    expect(manifest.request).toBe(since);
    expect(manifest.output[2]!.url).toBe(
      `${server.fhirBase}/$bulk-publish/Slot-72.ndjson?_since=${encodeURIComponent(first.transactionTime)}`,
    );
    const publication = await slotIds(since);
    expect(publication.slots.map((s) => [s.id, s.status])).toEqual([
      [freeSlot, 'busy'],
      [added, 'free'],
    ]);
    expect(publication.slots.find((s) => s.id === freeSlot)).not.toHaveProperty('extension');
    expect(publication.slots.map((s) => s.id)).not.toContain(untouched);
    expect(publication.locations.size).toBe(1);
    // Older than the change log keeps: _since is ignored, the whole file comes.
    const old = await slotIds(`${manifestUrl}?_since=2020-01-01T00:00:00Z`);
    expect(old.slots.map((s) => s.id)).toContain(untouched);
    expect(old.slots.every((s) => s.status === 'free')).toBe(true);
    // A later transactionTime: nothing changed since.
    const later = (await (await fetch(manifestUrl)).json()) as { transactionTime: string };
    const none = await slotIds(
      `${manifestUrl}?_since=${encodeURIComponent(later.transactionTime)}`,
    );
    expect(none.slots).toEqual([]);
  });

  it('refuses a _since that is no instant with 400 and an OperationOutcome', async () => {
    for (const bad of ['gestern', '2026-11-31T10:00:00Z', '2026-12-01T10:00Z', '2026-12-01']) {
      for (const path of ['', '/Slot-72.ndjson']) {
        const answer = await fetch(`${manifestUrl}${path}?_since=${encodeURIComponent(bad)}`);
        expect(answer.status).toBe(400);
        const body = (await answer.json()) as {
          resourceType: string;
          issue: { details: { coding: { code: string }[] } }[];
        };
        expect(body.resourceType).toBe('OperationOutcome');
        expect(body.issue[0]!.details.coding[0]!.code).toBe('FH007');
      }
    }
    const twice = await fetch(
      `${manifestUrl}?_since=2026-12-01T10:00:00Z&_since=2026-12-02T10:00:00Z`,
    );
    expect(twice.status).toBe(400);
  });
});

describe('refusals', () => {
  it('an unknown file is 404', async () => {
    for (const name of ['Slot-99.ndjson', 'Patient-72.ndjson', 'slots.ndjson']) {
      const answer = await fetch(`${server.fhirBase}/$bulk-publish/${name}`);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { resourceType: string }).resourceType).toBe(
        'OperationOutcome',
      );
    }
  });
});

describe('the setting OPEN_SLOT_FEED_KVS', () => {
  it('is off by default in production, all regions in demo mode, and refuses unknown KV numbers', () => {
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET });
    expect(production.openFeed.kvs).toEqual([]);
    expect(loadConfig({}).openFeed.kvs).toHaveLength(17);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: TEST_JWT_SECRET,
        OPEN_SLOT_FEED_KVS: ' 72, 83 ',
      }).openFeed.kvs,
    ).toEqual(['72', '83']);
    expect(() => loadConfig({ OPEN_SLOT_FEED_KVS: '72,99' })).toThrow(/OPEN_SLOT_FEED_KVS/);
    expect(() => loadConfig({ OPEN_SLOT_FEED_MAX_AGE: '0' })).toThrow(/OPEN_SLOT_FEED_MAX_AGE/);
  });

  it('switched off, the manifest answers 404 FH029 and the files 404', async () => {
    const off = await startFhirServer({
      env: { OPEN_SLOT_FEED_KVS: '', OPEN_SLOT_FEED_MAX_AGE: '60' },
    });
    try {
      const answer = await fetch(`${off.fhirBase}/$bulk-publish`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
      expect(JSON.stringify(await answer.json())).toContain('FH029');
      expect((await fetch(`${off.fhirBase}/$bulk-publish/Slot-72.ndjson`)).status).toBe(404);
    } finally {
      await off.close();
    }
  }, 90_000);
});

describe('the rate limit', () => {
  it('refuses a client address beyond its burst of 60 (then 2 a second) with 429, Retry-After and no-store', async () => {
    const limited = await startFhirServer({ env: { OPEN_SLOT_FEED_KVS: '72' } });
    try {
      const url = `${limited.fhirBase}/$bulk-publish`;
      let answered = 0;
      let refused: Response | undefined;
      while (!refused && answered < 200) {
        const answer = await fetch(url);
        if (answer.status === 429) refused = answer;
        else answered += 1;
      }
      // The burst, plus what the bucket refilled meanwhile (2 a second).
      expect(answered).toBeGreaterThanOrEqual(60);
      expect(answered).toBeLessThan(200);
      expect(refused!.status).toBe(429);
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused!.headers.get('cache-control')).toBe('no-store');
    } finally {
      await limited.close();
    }
  }, 90_000);
});
