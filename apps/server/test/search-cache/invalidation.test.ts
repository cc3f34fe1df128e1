// Shared search answers against a real database (issue #17, ADR 21): two apps on one database,
// each with its own shared answers — as two server processes are — and every kind of change made
// through one of them (or straight in the database, as the desk, FHIR and the jobs write) is seen by
// the other's next search. On PostgreSQL when DATABASE_URL is set, else on PGlite.
import type { SearchResponse } from '@terminservice/domain/api';
import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { releaseDueSlots } from '../../src/services/practice/release.ts';
import { SharedAnswers } from '../../src/services/search/shared-answers.ts';
import {
  API,
  DAY,
  auth,
  bookingBody,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  type Practice,
} from '../fixtures/booking.ts';
import {
  RELAXED_LOAD_SHEDDING,
  startTestApp,
  TEST_JWT_SECRET,
  type TestContext,
} from '../helper.ts';

let ctx: TestContext;
let answersA: SharedAnswers;
let answersB: SharedAnswers;
/** "Process" B: another app with its own shared answers on the same database. */
let appB: FastifyInstance;

beforeAll(async () => {
  answersA = new SharedAnswers();
  answersB = new SharedAnswers();
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING, searchAnswers: answersA });
  appB = await buildApp({
    config: ctx.config,
    db: ctx.db,
    jwtSecret: TEST_JWT_SECRET,
    loadShedding: RELAXED_LOAD_SHEDDING,
    searchAnswers: answersB,
  });
  await appB.ready();
  await seedReference(ctx.db);
});
afterAll(async () => {
  await appB.close();
  await ctx.close();
});

const QUERY = 'plz=10115&radius=10';

async function search(app: FastifyInstance, query = QUERY, leistungsmerkmal = 'W030') {
  const code = await insertCode(ctx.db, { leistungsmerkmal });
  const res = await app.inject({
    method: 'GET',
    url: `${API}/search?${query}`,
    headers: auth(code),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

/** The ids of every slot in an answer. */
function slotIds(body: SearchResponse): string[] {
  const ids: string[] = [];
  for (const byDate of Object.values(body.slots)) {
    for (const byPraxis of Object.values(byDate ?? {})) {
      for (const byProfil of Object.values(byPraxis)) {
        for (const list of Object.values(byProfil)) {
          for (const slot of list) ids.push(String(slot.id));
        }
      }
    }
  }
  return ids;
}

function practiceName(body: SearchResponse, praxisId: string): string | undefined {
  return body.praxen[praxisId]?.label;
}

let practice: Practice;
let slots: string[];

describe('shared answers across two processes', () => {
  beforeAll(async () => {
    practice = await insertPractice(ctx.db);
    slots = [];
    for (let i = 0; i < 4; i++)
      slots.push(await insertSlot(ctx.db, practice, { inMs: (i + 2) * DAY }));
  });

  it('the same criteria with another code reuse the answer', async () => {
    const first = await search(appB);
    const hits = answersB.stats.hits;
    const second = await search(appB);
    expect(answersB.stats.hits).toBe(hits + 1);
    expect(second).toEqual(first);
    expect(slotIds(second)).toEqual(expect.arrayContaining(slots));
  });

  it('a slot booked through A is gone from B’s next search', async () => {
    expect(slotIds(await search(appB))).toContain(slots[0]);
    const code = await insertCode(ctx.db);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `${API}/buchung`,
      headers: { ...auth(code), 'content-type': 'application/json' },
      payload: JSON.stringify(bookingBody(slots[0]!)),
    });
    expect(booked.statusCode, booked.body).toBe(204);
    expect(slotIds(await search(appB))).not.toContain(slots[0]);
    // …and A, which booked it, does not offer it either.
    expect(slotIds(await search(ctx.app))).not.toContain(slots[0]);

    // Cancelled through A: free again in B's next search.
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/buchung`,
      headers: { ...auth(code), 'content-type': 'application/json' },
      payload: JSON.stringify({ slots: [slots[0]] }),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(slotIds(await search(appB))).toContain(slots[0]);
  });

  it('a published slot appears, a withdrawn one disappears, a reserved one too', async () => {
    await search(appB);
    const published = await insertSlot(ctx.db, practice, { inMs: 3 * DAY + 30 * 60_000 });
    expect(slotIds(await search(appB))).toContain(published);
    await ctx.db.query('DELETE FROM slots WHERE id = $1', [published]);
    expect(slotIds(await search(appB))).not.toContain(published);
    await ctx.db.query(`UPDATE slots SET status = 'RESERVIERT' WHERE id = $1`, [slots[1]]);
    expect(slotIds(await search(appB))).not.toContain(slots[1]);
    await ctx.db.query(`UPDATE slots SET status = 'FREI' WHERE id = $1`, [slots[1]]);
    expect(slotIds(await search(appB))).toContain(slots[1]);
  });

  it('a renamed practice and a changed profile reach every answer', async () => {
    await search(appB);
    await ctx.db.query('UPDATE praxen SET name = $2 WHERE id = $1', [
      practice.praxisId,
      'Praxis Neu',
    ]);
    expect(practiceName(await search(appB), practice.praxisId)).toBe('Praxis Neu');
    await ctx.db.query('UPDATE terminprofile SET aktiv = true, hinweis = $2 WHERE id = $1', [
      practice.profilId,
      'Bitte Versichertenkarte mitbringen',
    ]);
    const body = await search(appB);
    expect(JSON.stringify(body)).toContain('Bitte Versichertenkarte mitbringen');
  });

  it('the release job’s move to freeToUseForPraxis is seen', async () => {
    await ctx.db.query('UPDATE terminprofile SET freigabe_tage = 30 WHERE id = $1', [
      practice.profilId,
    ]);
    const before = await search(appB);
    expect(Object.keys(before.slots.default ?? {}).length).toBeGreaterThan(0);
    expect(await releaseDueSlots(ctx.db)).toBeGreaterThan(0);
    const after = await search(appB);
    expect(Object.keys(after.slots.default ?? {})).toHaveLength(0);
    await ctx.db.query('UPDATE terminprofile SET freigabe_tage = NULL WHERE id = $1', [
      practice.profilId,
    ]);
    await ctx.db.query(`UPDATE slots SET abschnitt = 'default' WHERE praxis_id = $1`, [
      practice.praxisId,
    ]);
  });

  it('a change elsewhere, or for another specialty, keeps the answer', async () => {
    await search(appB);
    const far = await insertPractice(ctx.db, { leistungsmerkmale: ['W030'] });
    await ctx.db.query('UPDATE praxen SET lat = 48.14, lon = 11.58 WHERE id = $1', [far.praxisId]);
    const other = await insertPractice(ctx.db, { leistungsmerkmale: ['A001'] });
    await search(appB); // the practice inserts touched every answer: built again here
    const hits = answersB.stats.hits;
    await insertSlot(ctx.db, far);
    await insertSlot(ctx.db, other);
    await search(appB);
    expect(answersB.stats.hits).toBe(hits + 1);
  });
});

describe('compressed once', () => {
  it('answers a browser gzip-compressed from the kept form, and a bench plain', async () => {
    const code = await insertCode(ctx.db);
    const get = (encoding?: string) =>
      appB.inject({
        method: 'GET',
        url: `${API}/search?${QUERY}`,
        headers: { ...auth(code), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    const gzip = await get('gzip, deflate, br');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('SEARCH_CACHE_ENTRIES=0', () => {
  it('shares nothing', async () => {
    const off = new SharedAnswers({ entries: 0, bytes: 0 });
    const app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      jwtSecret: TEST_JWT_SECRET,
      loadShedding: RELAXED_LOAD_SHEDDING,
      searchAnswers: off,
    });
    await app.ready();
    await search(app);
    await search(app);
    expect(off.stats.hits).toBe(0);
    expect(off.size).toBe(0);
    await app.close();
  });
});
