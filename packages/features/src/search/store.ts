// The search page's state: the criteria of the last search, its answer, its error. A store per
// provider (docs/architecture.md "Apps and features"); it never touches the URL — the page rewrites it after a search.
import type { ApiClient } from '@terminservice/api-client';
import type { SearchResponse } from '@terminservice/domain/api';
import { parseSearchDateTime } from '@terminservice/domain/dates';
import type { SearchParams, SearchUrgency } from '@terminservice/domain/search';
import type { SpracheCode } from '@terminservice/domain/supply';
import {
  resolveError,
  toParsedServerError,
  type ResolvedError,
} from '@terminservice/domain/errors';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { loadAppointmentTypes, needsAppointmentTypes } from './appointment-types.ts';

/** What a search asks for (§3 "Search parameters" of the WEB app). */
export interface SearchCriteria {
  readonly code: string;
  readonly plz: string;
  readonly qualifikationen: readonly string[];
  readonly radius: number;
  /** The 14-digit daytime mask (§3). */
  readonly daytime: string;
  /** SMED with a pseudonym searches by facility (§7 "SMED search"). */
  readonly smedPseudonym?: string;
  /** TSS/DISPO (§6 urgency filter): '' before the first choice (§9), sent as dringlichkeit. */
  readonly urgency?: SearchUrgency;
  /** TSS/SURGERY time range (§5), 'yyyy-MM-ddTHH:mm' each; both or none. */
  readonly fromDate?: string;
  readonly toDate?: string;
  /** TSS/SURGERY BSNR filter (§6, §9 max 9). */
  readonly bsnr?: string;
  /** Issue #15: a new slot for the code's booking (sent as verschieben=true, no WP009). */
  readonly reschedule?: boolean;
  /** Issue #22: a diagnosis language (sent as sprache); undefined: all languages. */
  readonly sprache?: SpracheCode | undefined;
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface SearchState {
  readonly status: SearchStatus;
  readonly criteria: SearchCriteria | null;
  readonly response: SearchResponse | null;
  /** §8 "search": the resolved error of the last search, for the page to show or act on. */
  readonly error: ResolvedError | null;
  /** How many searches have finished, so the page can reset its filters after each one (§4). */
  readonly completed: number;
  /** Runs a search; a newer one aborts an older one still running. */
  search(criteria: SearchCriteria): Promise<void>;
  /** §4 "On leaving the page results are removed." */
  clear(): void;
}

export type SearchStore = StoreApi<SearchState>;

/** The time range as the query wants it (§7 gesuchterTagVon/-Bis), only when both ends parse. */
function rangeParams(criteria: SearchCriteria) {
  const from = criteria.fromDate ? parseSearchDateTime(criteria.fromDate) : null;
  const to = criteria.toDate ? parseSearchDateTime(criteria.toDate) : null;
  return from && to ? { fromDate: from, toDate: to } : {};
}

/**
 * The call's parameters for the criteria (also what the booking modal searches again with for
 * alternatives to a taken slot, issue #17). The client sends dringlichkeit for TSS only and the
 * range and BSNR when given (§7).
 */
export function searchParamsOf(criteria: SearchCriteria): SearchParams {
  return {
    code: criteria.code,
    plz: criteria.plz,
    qualifikationen: criteria.qualifikationen,
    radius: criteria.radius,
    daytime: criteria.daytime,
    ...(criteria.smedPseudonym ? { smedPseudonym: criteria.smedPseudonym } : {}),
    ...(criteria.urgency !== undefined ? { urgency: criteria.urgency } : {}),
    ...rangeParams(criteria),
    ...(criteria.bsnr ? { bsnr: criteria.bsnr } : {}),
    ...(criteria.reschedule ? { reschedule: true } : {}),
    ...(criteria.sprache ? { sprache: criteria.sprache } : {}),
  };
}

export function createSearchStore(getApi: () => Promise<ApiClient>): SearchStore {
  let running: AbortController | null = null;

  return createStore<SearchState>()((set) => ({
    status: 'idle',
    criteria: null,
    response: null,
    error: null,
    completed: 0,

    async search(criteria) {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      set({ status: 'loading', criteria, error: null });
      try {
        const api = await getApi();
        // §7: the types come from the login; a search without it (no-code flow) asks once.
        if (!criteria.smedPseudonym && needsAppointmentTypes()) {
          await loadAppointmentTypes(api, criteria.plz, controller.signal);
          if (controller.signal.aborted) return;
        }
        const params = searchParamsOf(criteria);
        const response = criteria.smedPseudonym
          ? await api.smedSearch(params, { signal: controller.signal })
          : await api.search(params, { signal: controller.signal });
        if (controller.signal.aborted) return;
        set((state) => ({ status: 'done', response, completed: state.completed + 1 }));
      } catch (error) {
        if (controller.signal.aborted) return;
        // §8 "search": every failure resolves to a row (other errors with or without text).
        const resolved = resolveError('search', toParsedServerError(error));
        set((state) => ({
          status: 'failed',
          response: null,
          error: resolved,
          completed: state.completed + 1,
        }));
      } finally {
        if (running === controller) running = null;
      }
    },

    clear() {
      running?.abort();
      running = null;
      set({ status: 'idle', criteria: null, response: null, error: null });
    },
  }));
}
