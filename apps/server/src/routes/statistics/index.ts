// GET statistik (issue #24 part 2, docs/statistics.md "Call"): the operators' statistics, for a
// KV token only. A KV's token sees its own KV; the KBV's ('*') sees all and may narrow with kv.
import {
  ALLE_KVS,
  statistikAnswerSchema,
  statistikQuerySchema,
  type StatistikQuery,
} from '@terminservice/domain/statistics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notForThisType, requireType } from '../../auth/require-type.ts';
import { defineCall } from '../../http/define-call.ts';
import { readStatistics, refuseStatistics } from '../../services/statistics/index.ts';
import type { RouteDeps } from '../deps.ts';

/** The KV whose figures the request may read: the token's, or for '*' the one asked for. */
export function kvScope(request: FastifyRequest, query: StatistikQuery): string {
  if (request.tokenClaims === null) throw refuseStatistics.tokenRequired();
  requireType(request, ['KV']);
  const subject = request.tokenClaims.subject;
  if (subject === ALLE_KVS) return query.kv ?? ALLE_KVS;
  if (query.kv !== undefined && query.kv !== subject) throw refuseStatistics.otherKv();
  return subject;
}

const ZERO = 'Zähler unter 5 stehen als "< 5"';

export async function statisticsRoutes(
  api: FastifyInstance,
  { db, registry }: RouteDeps,
): Promise<void> {
  defineCall(
    api,
    registry,
    'statistics',
    {
      summary: 'Statistik für Kassenärztliche Vereinigungen (Kennzahlen je Zeitraum und Region)',
      description: `Needs a KV token (issue #24 part 2, docs/statistics.md). Figures of the Berlin days von…bis (default: the last 12 weeks or months), per week or month, per postcode area and in total, read from the daily aggregates the statistics job keeps. A KV token sees its own KV; the KBV's token (subject '*') sees all and may narrow with kv. Every count under 5, 0 included, is the string "< 5" (${ZERO}); derived figures are null when their base is under 5.`,
      query: statistikQuerySchema,
      response: statistikAnswerSchema,
      queryExample: { zeitraum: 'woche', von: '2026-09-07', bis: '2026-11-29' },
      privileged: true,
      refusals: [refuseStatistics.tokenRequired, notForThisType, refuseStatistics.otherKv],
    },
    async ({ query, request }) =>
      readStatistics(db, { kv: kvScope(request, query) }, query, new Date()),
  );
}
