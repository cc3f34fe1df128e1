// The view's filters (issue #24 part 2: per week or month, by Leistungsmerkmal, urgency and
// region) as the form holds them, and the call's query they make. The rules are the domain's
// (statistikQuerySchema): the form shows the same German texts the server would answer with.
import type { Urgency } from '@terminservice/domain/search';
import { statistikQuerySchema, type Zeitraum } from '@terminservice/domain/statistics';
import { fieldErrors } from '@terminservice/domain/validation';

/** The form's values: '' for a field left empty (server default or 'all'). */
export interface StatisticsFilters {
  readonly zeitraum: Zeitraum;
  readonly von: string;
  readonly bis: string;
  readonly leistungsmerkmal: string;
  readonly dringlichkeit: Urgency | '';
  readonly region: string;
  /** A KV's number; only the KBV's token ('*', every KV) may choose one. */
  readonly kv: string;
}

export const INITIAL_FILTERS: StatisticsFilters = {
  zeitraum: 'woche',
  von: '',
  bis: '',
  leistungsmerkmal: '',
  dringlichkeit: '',
  region: '',
  kv: '',
};

export type FilterField = keyof StatisticsFilters;

/** The call's query: the chosen values only, trimmed. */
export type StatisticsQuery = Partial<Record<FilterField, string>>;

export function queryOf(filters: StatisticsFilters): StatisticsQuery {
  const query: Record<string, string> = { zeitraum: filters.zeitraum };
  for (const field of [
    'von',
    'bis',
    'leistungsmerkmal',
    'dringlichkeit',
    'region',
    'kv',
  ] as const) {
    const value = filters[field].trim();
    if (value !== '') query[field] = value;
  }
  return query;
}

/** The German message per field, by the domain's rules; empty when the filters may be sent. */
export function filterErrors(filters: StatisticsFilters): Partial<Record<FilterField, string>> {
  return fieldErrors(statistikQuerySchema, queryOf(filters));
}
