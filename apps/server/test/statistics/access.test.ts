// Who reads the statistics and what leaves the server (issue #24 part 2, docs/statistics.md
// "Access", "Suppression"): KV tokens only, each its own KV, the KBV's '*' all; bad parameters
// 400; and a cell under 5 never leaves the server.
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdraw } from '../../src/auth/revocations.ts';
import { RELAXED_LOAD_SHEDDING, startTestApp, type TestContext } from '../helper.ts';
import { API, errorCode, insertPractice, seedReference } from '../fixtures/booking.ts';
import { bookedCode } from '../fixtures/reschedule.ts';
import { answerOf, runStatistics, statistik, tokenOf } from './fixtures.ts';

let ctx: TestContext;
/** Days long past the job's window: rows written here stay as they are. */
const OLD = { von: '2025-03-03', bis: '2025-03-30' };

async function insertAggregate(kv: string, region: string, anzahl: number): Promise<void> {
  await ctx.db.query(
    `INSERT INTO statistik_werte (tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl)
     VALUES ('2025-03-10', $1, $2, 'W030', 'DRINGEND', 'codesAusgestellt', $3)`,
    [kv, region, anzahl],
  );
}

beforeAll(async () => {
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  await seedReference(ctx.db);
  await insertAggregate('72', '10', 40);
  await insertAggregate('71', '80', 7);
  await insertAggregate('71', '81', 3);
});

afterAll(async () => {
  await ctx?.close();
});

describe('KV scoping', () => {
  it('a KV sees its own KV only', async () => {
    const berlin = answerOf(await statistik(ctx, OLD, await tokenOf('KV', '72')));
    expect(berlin.gesamt.codesAusgestellt).toBe(40);
    expect(berlin.regionen.map((r) => r.region)).toEqual(['10']);
    const bayern = answerOf(await statistik(ctx, OLD, await tokenOf('KV', '71')));
    expect(bayern.gesamt.codesAusgestellt).toBe(10);
    expect(bayern.regionen.map((r) => [r.region, r.werte.codesAusgestellt])).toEqual([
      ['80', 7],
      ['81', '< 5'],
    ]);
  });

  it("the KBV's '*' sees all and may narrow to one KV", async () => {
    const kbv = await tokenOf('KV', '*');
    expect(answerOf(await statistik(ctx, OLD, kbv)).gesamt.codesAusgestellt).toBe(50);
    const narrowed = answerOf(await statistik(ctx, { ...OLD, kv: '71' }, kbv));
    expect([narrowed.kv, narrowed.gesamt.codesAusgestellt]).toEqual(['71', 10]);
  });

  it("refuses another KV's figures to a KV token (403 KV002)", async () => {
    const res = await statistik(ctx, { ...OLD, kv: '71' }, await tokenOf('KV', '72'));
    expect([res.statusCode, errorCode(res.body)]).toEqual([403, 'KV002']);
  });

  it('filters by area, Leistungsmerkmal and urgency', async () => {
    const kbv = await tokenOf('KV', '*');
    const area = answerOf(await statistik(ctx, { ...OLD, region: '80' }, kbv));
    expect(area.gesamt.codesAusgestellt).toBe(7);
    const other = answerOf(await statistik(ctx, { ...OLD, leistungsmerkmal: 'A001' }, kbv));
    expect(other.gesamt.codesAusgestellt).toBe('< 5');
    const akut = answerOf(await statistik(ctx, { ...OLD, dringlichkeit: 'AKUT' }, kbv));
    expect(akut.gesamt.codesAusgestellt).toBe('< 5');
  });

  it('answers per month too, from the first of the month', async () => {
    const kbv = await tokenOf('KV', '*');
    const res = answerOf(await statistik(ctx, { ...OLD, zeitraum: 'monat' }, kbv));
    expect(res.perioden.map((p) => [p.beginn, p.werte.codesAusgestellt])).toEqual([
      ['2025-03-01', 50],
    ]);
  });
});

describe('access', () => {
  it('refuses a request without a token (401 KV001)', async () => {
    const res = await statistik(ctx, OLD);
    expect([res.statusCode, errorCode(res.body)]).toEqual([401, 'KV001']);
  });

  it.each(['TSS', 'DISPO', 'SURGERY'] as const)('refuses a %s token (403 WP002)', async (type) => {
    const res = await statistik(ctx, OLD, await tokenOf(type, 'staff-1'));
    expect([res.statusCode, errorCode(res.body)]).toEqual([403, 'WP002']);
  });

  it('refuses a withdrawn KV token (401 WP005)', async () => {
    const token = await tokenOf('KV', '72');
    expect((await statistik(ctx, OLD, token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await withdraw(ctx.db, { kind: 'subject', subject: '72' });
    const res = await statistik(ctx, OLD, token);
    expect([res.statusCode, errorCode(res.body)]).toEqual([401, 'WP005']);
  });

  it('a KV token opens no other privileged call', async () => {
    const headers = { [IDENTIFICATION_TOKEN_HEADER]: await tokenOf('KV', '*') };
    const code = await ctx.app.inject({
      method: 'GET',
      url: `${API}/code/dringlichkeit`,
      query: { dringlichkeit: 'DRINGEND' },
      headers,
    });
    expect([code.statusCode, errorCode(code.body)]).toEqual([403, 'WP002']);
    const desk = await ctx.app.inject({
      method: 'GET',
      url: `${API}/praxis/slots`,
      query: { von: '2026-01-05', bis: '2026-01-11' },
      headers,
    });
    expect(desk.statusCode).toBe(403);
  });

  it('answers the KV type in the version header', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/version`,
      headers: { [IDENTIFICATION_TOKEN_HEADER]: await tokenOf('KV', '*') },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.headers)).toContain('KV');
  });
});

describe('bad parameters (400 WP003)', () => {
  it.each([
    { zeitraum: 'jahr' },
    { von: '2025-02-30' },
    { von: '2025-03-10', bis: '2025-03-01' },
    { von: '2024-01-01', bis: '2025-03-01' },
    { von: '2099-01-01' },
    { region: '1' },
    { kv: 'XX' },
    { dringlichkeit: 'SOFORT' },
    { leistungsmerkmal: '<script>' },
  ] as Record<string, string>[])('refuses %j', async (query) => {
    const res = await statistik(ctx, query, await tokenOf('KV', '*'));
    expect([res.statusCode, errorCode(res.body)]).toEqual([400, 'WP003']);
  });
});

describe('suppression', () => {
  it('a cell under 5 never leaves the server', async () => {
    const practice = await insertPractice(ctx.db);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const slot = { inMs: 2 * 86_400_000 + i * 3_600_000 };
      codes.push((await bookedCode(ctx.app, ctx.db, practice, { slot })).code);
    }
    await runStatistics(ctx.db);
    const [row] = await ctx.db.query<{ n: number }>(
      "SELECT sum(anzahl)::int AS n FROM statistik_werte WHERE kennzahl = 'codesGebucht'",
    );
    expect(row!.n).toBe(3);
    const res = await statistik(ctx, {}, await tokenOf('KV', '72'));
    const answer = answerOf(res);
    expect(answer.gesamt.codesGebucht).toBe('< 5');
    expect(answer.gesamt.buchungszeitMedianStunden).toBeNull();
    // Every number of the answer but the deadlines and the map's coordinates: none from 1 to 4.
    const small: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'number' && value >= 1 && value <= 4) small.push(`${path}=${value}`);
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (value && typeof value === 'object') {
        for (const [key, v] of Object.entries(value)) {
          if (key !== 'fristen' && key !== 'lat' && key !== 'lon') walk(v, `${path}.${key}`);
        }
      }
    };
    walk(JSON.parse(res.body), '');
    expect(small).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
    // No code, contact or patient data in the answer.
    expect(res.body).not.toMatch(/Musterfrau|Erika|example\.org|Invalidenstraße/);
    for (const code of codes) expect(res.body).not.toContain(code);
  });
});
