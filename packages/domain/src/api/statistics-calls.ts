// The operators' statistics call (issue #24 part 2, docs/statistics.md): not in §7. KV only,
// authenticated by the KV token in the identification header, never by a code (auth 'none').
import type { StatistikAnswer } from '../statistics/answer.ts';

export const STATISTICS_CALLS = {
  statistics: {
    method: 'GET',
    path: 'statistik',
    auth: 'none',
    query: ['zeitraum', 'von', 'bis', 'leistungsmerkmal', 'dringlichkeit', 'region', 'kv'],
    response: 'json',
    errorContext: null,
  },
} as const;

export interface StatisticsCallResponses {
  readonly statistics: StatistikAnswer;
}
