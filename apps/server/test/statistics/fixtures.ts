// Shared by the statistics tests (issue #24 part 2): KV tokens, the call, the job run once.
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import type { StatistikAnswer } from '@terminservice/domain/statistics';
import type { LightMyRequestResponse } from 'fastify';
import { issueToken, type TokenType } from '../../src/auth/tokens.ts';
import type { Db } from '../../src/db/client.ts';
import { runJobOnce } from '../../src/services/kernel/jobs.ts';
import { flushEvents, statisticsJob } from '../../src/services/statistics/index.ts';
import { DEFAULT_STATISTICS } from '../../src/settings/statistics.ts';
import { TEST_JWT_SECRET, type TestContext } from '../helper.ts';
import { API } from '../fixtures/booking.ts';

export async function tokenOf(type: TokenType, subject: string): Promise<string> {
  return issueToken(TEST_JWT_SECRET, { applicationType: type, subject }, 3600);
}

export async function statistik(
  ctx: TestContext,
  query: Record<string, string> = {},
  token?: string,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'GET',
    url: `${API}/statistik`,
    query,
    headers: token ? { [IDENTIFICATION_TOKEN_HEADER]: token } : {},
  });
}

export function answerOf(res: LightMyRequestResponse): StatistikAnswer {
  if (res.statusCode !== 200) throw new Error(`statistik ${res.statusCode}: ${res.body}`);
  return res.json<StatistikAnswer>();
}

/** The counted searches written, then the job run once (as its timer would). */
export async function runStatistics(db: Db): Promise<Record<string, number> | null> {
  await db.transaction((tx) => flushEvents(tx));
  return runJobOnce(db, statisticsJob(DEFAULT_STATISTICS));
}

/** Every row of the daily aggregates and of the period sums, in a stable order. */
export async function aggregateRows(db: Db): Promise<unknown[]> {
  const daily = await db.query(
    `SELECT tag::text, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl
       FROM statistik_werte ORDER BY 1, 2, 3, 4, 5, 6`,
  );
  const periods = await db.query(
    `SELECT art, beginn::text, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl
       FROM statistik_perioden_merkmale ORDER BY 1, 2, 3, 4, 5, 6, 7`,
  );
  const urgencies = await db.query(
    `SELECT art, beginn::text, kv_id, region, dringlichkeit, kennzahl, anzahl
       FROM statistik_perioden_dringlichkeit ORDER BY 1, 2, 3, 4, 5, 6`,
  );
  const sums = await db.query(
    `SELECT art, beginn::text, kv_id, region, kennzahl, anzahl
       FROM statistik_perioden ORDER BY 1, 2, 3, 4, 5`,
  );
  return [...daily, ...periods, ...urgencies, ...sums];
}

/** The aggregates summed per figure, of one KV or of all. */
export async function sumsByFigure(db: Db, kv?: string): Promise<Record<string, number>> {
  const rows = await db.query<{ kennzahl: string; n: number }>(
    `SELECT kennzahl, sum(anzahl)::int AS n FROM statistik_werte
      WHERE $1::text IS NULL OR kv_id = $1 GROUP BY kennzahl`,
    [kv ?? null],
  );
  return Object.fromEntries(rows.map((row) => [row.kennzahl, row.n]));
}
