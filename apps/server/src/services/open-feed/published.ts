// What the open feed publishes (issue #24 part 3, ADR 32): the free slots a WEB patient's search
// shows — the search's own rule (search/sql.ts slotCondition with the WEB type's booking
// authority), over the longest window any patient's code searches — of active profiles patients
// may book, of practices still in the register, in the KV regions that switched the feed on.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { EMPTY_DAYTIME_MASK } from '@terminservice/domain/daytime';
import { maxSearchDays, URGENCIES } from '@terminservice/domain/search';
import { authoritiesFor } from '../search/slot-filter.ts';
import { Params, slotCondition, type SlotFilter } from '../search/sql.ts';
import { windowEnd } from '../search/window.ts';

/** The patients the feed is for: the WEB app's (a booking still needs their code or identity check). */
const PATIENT_TYPE: ApplicationType = 'WEB';

/** The longest search window of a patient's code (§9 date-range maximum, any urgency), in days. */
export const FEED_HORIZON_DAYS = Math.max(...URGENCIES.map((u) => maxSearchDays(u, PATIENT_TYPE)));

/** The search's slot filter for a patient without any restriction of specialty, time or day. */
export function patientSlotFilter(now: Date): SlotFilter {
  return {
    specialties: [],
    extras: [],
    authorities: authoritiesFor(PATIENT_TYPE),
    daytime: EMPTY_DAYTIME_MASK,
    windowEnd: windowEnd(FEED_HORIZON_DAYS, now),
  };
}

/**
 * The SQL condition on `p` (praxen) and `tp` (terminprofile), its parameters added to `params`: a
 * published profile — its practice in the register, active, bookable by patients.
 */
export function publishedProfile(params: Params): string {
  return `NOT p.entfernt AND tp.aktiv
      AND tp.buchungsbefugnisse && ${params.add([...authoritiesFor(PATIENT_TYPE)], 'text[]')}`;
}

/** The same on `p`, `tp` and `s` (slots): a published profile's slot the search shows. */
export function publishedSlot(params: Params, now: Date): string {
  return `${publishedProfile(params)}
      AND ${slotCondition(params, patientSlotFilter(now))}`;
}

export { Params };
