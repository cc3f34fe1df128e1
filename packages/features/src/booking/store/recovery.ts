// Issue #17 "Taken-slot recovery": after a slot-gone answer (§8 booking BU012, BU002/WP010/WP012,
// BU004; video WP074) the same search runs again — same code, postcode, radius, daytime,
// qualifications and, for staff, urgency, time range and BSNR — and the domain's ranking picks the
// nearest free slots of the same kind. No new server call: the search call the page made.
import type { SearchResponse } from '@terminservice/domain/api';
import { nearestAlternatives, type Alternative } from '@terminservice/domain/search';
import type { BookingErrorView } from '../booking-error.ts';
import { CONTACT_FIELDS } from '../contact-values.ts';
import type { SlotSelection } from '../selection.ts';
import type { BookingActionContext, BookingState, Recovery, RecoveryRunner } from './types.ts';

/** An alternative as a selection of its own, with the original's qualifications and search. */
export function selectionOfAlternative(
  alternative: Alternative,
  response: SearchResponse,
  origin: SlotSelection,
): SlotSelection | null {
  const office = response.praxen[alternative.praxisId];
  if (!office) return null;
  const profile = response.terminprofile[alternative.terminprofilId];
  return {
    slot: alternative.slot,
    date: alternative.date,
    office: { ...office, id: alternative.praxisId },
    profile: profile ? { ...profile, id: alternative.terminprofilId } : null,
    qualifications: origin.qualifications,
    referer: origin.referer,
    ...(origin.search ? { search: origin.search } : {}),
  };
}

async function searchAlternatives(
  { getApi }: BookingActionContext,
  origin: SlotSelection,
  gone: readonly string[],
  signal: AbortSignal,
): Promise<SlotSelection[]> {
  const search = origin.search;
  if (!search) return [];
  const api = await getApi();
  const response = search.params.smedPseudonym
    ? await api.smedSearch(search.params, { signal })
    : await api.search(search.params, { signal });
  const ranked = nearestAlternatives(
    response,
    {
      id: origin.slot.id,
      date: origin.date,
      begin: origin.slot.begin,
      praxisId: origin.slot.praxisId,
      terminprofilId: origin.profile?.id,
      termintyp: origin.slot.termintyp,
    },
    { authorities: search.authorities, sections: search.sections, exclude: gone },
  );
  return ranked.flatMap((alternative) => {
    const selection = selectionOfAlternative(alternative, response, origin);
    return selection ? [selection] : [];
  });
}

export function createRecoveryRunner(context: BookingActionContext): RecoveryRunner {
  const { set, get } = context;
  let running: AbortController | null = null;

  const abortSearch = () => {
    running?.abort();
    running = null;
  };

  return {
    start(message: BookingErrorView) {
      abortSearch();
      const { selection, recovery } = get();
      if (selection === null || selection.search === undefined) {
        set({ recovery: null });
        return;
      }
      const origin = recovery?.origin ?? selection;
      const gone = [...(recovery?.gone ?? []), selection.slot.id];
      const next: Recovery = {
        message,
        status: 'searching',
        alternatives: [],
        origin,
        taken: selection,
        gone,
      };
      set({ recovery: next });

      const controller = new AbortController();
      running = controller;
      const settle = (patch: Pick<Recovery, 'status' | 'alternatives'>) => {
        if (controller.signal.aborted || get().recovery !== next) return;
        running = null;
        set({ recovery: { ...next, ...patch } });
      };
      searchAlternatives(context, origin, gone, controller.signal).then(
        (alternatives) => settle({ status: 'done', alternatives }),
        // A failed search leaves the way back to the results (the modal says so calmly).
        () => settle({ status: 'failed', alternatives: [] }),
      );
    },
    stop() {
      abortSearch();
      if (get().recovery !== null) set({ recovery: null });
    },
  };
}

/** Books an offered alternative: it becomes the selection, the entered contact data is sent. */
export function bookAlternativeAction(
  { set, get }: BookingActionContext,
  submit: BookingState['submit'],
  recovery: RecoveryRunner,
): BookingState['bookAlternative'] {
  return async (alternative, today) => {
    const state = get();
    if (state.busy || state.recovery === null) return { kind: 'invalid' };
    set({ selection: alternative });
    const outcome = await submit(today);
    // Should the entered data not fit the alternative after all, the form shows it with its
    // messages (the offer is left, the alternative stays chosen).
    if (outcome.kind === 'invalid') {
      recovery.stop();
      get().touchAll(CONTACT_FIELDS);
    }
    return outcome;
  };
}
