// Issue #17 "Taken-slot recovery": when the chosen slot is gone at booking time (§8 booking rows
// BU012, BU002/WP010/WP012, BU004; video WP074), the booking modal offers the nearest free slots of
// a new search with the same criteria. This is the ranking over that search's answer: the same
// kind of appointment (in person or video) that passes the page's filters, never the gone slot or
// one tried before; the same practice first (its same appointment profile — doctor or service —
// before its others), nearest in time to the gone slot, then the other practices by distance
// (§9 "Distance sorted ascending") and nearness in time.
import type {
  DateKey,
  ResultSection,
  SearchResponse,
  SearchSlot,
  Termintyp,
} from '../api/responses.ts';
import {
  DEFAULT_TERMINTYP,
  matchesBookingAuthorityFilter,
  type BookingAuthority,
} from './filters.ts';

/** How many alternatives the modal offers: a short list a patient can take in at a glance. */
export const MAX_ALTERNATIVES = 3;

/** The slot that turned out gone, as the search had shown it. */
export interface TakenSlot {
  readonly id: string;
  /** yyyy-MM-dd, the date key of the search answer. */
  readonly date: DateKey;
  /** The start time as text (HH:mm). */
  readonly begin: string;
  readonly praxisId: string;
  /** The appointment profile the slot belonged to, when the answer named one. */
  readonly terminprofilId?: string | undefined;
  /** Absent means PRAESENZTERMIN (§4 "Slot type defaults to PRAESENZTERMIN"). */
  readonly termintyp?: Termintyp | undefined;
}

/** The page's filters the gone slot passed, and the slots never to offer. */
export interface AlternativeFilters {
  /** §2 booking-authority filter: a slot passes when one of its authorities is checked. */
  readonly authorities: readonly BookingAuthority[];
  /** The result sections the page shows (§6: TSS sees only the default section). */
  readonly sections: readonly ResultSection[];
  /** Slot ids to leave out besides the taken one: those tried in this flow and gone as well. */
  readonly exclude?: readonly string[];
  /** At most this many (default MAX_ALTERNATIVES). */
  readonly limit?: number;
}

export interface Alternative {
  readonly slot: SearchSlot;
  readonly date: DateKey;
  readonly praxisId: string;
  readonly terminprofilId: string;
  readonly section: ResultSection;
  readonly samePractice: boolean;
  /** At the same practice and with the same appointment profile (doctor or service). */
  readonly sameProfile: boolean;
  /** Wall-clock minutes between this start and the taken one's, as a patient reads the times. */
  readonly minutesApart: number;
}

const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const TIME = /^([0-9]{1,2}):([0-9]{2})/;

/** Minutes since the epoch of a wall-clock date and time; NaN when either does not parse. */
export function wallClockMinutes(date: DateKey, begin: string): number {
  const d = DATE.exec(date);
  const t = TIME.exec(begin);
  if (!d || !t) return Number.NaN;
  const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return ms / 60_000;
}

function termintypOf(slot: { readonly termintyp?: Termintyp | undefined }): Termintyp {
  return slot.termintyp ?? DEFAULT_TERMINTYP;
}

/** Every slot of the shown sections that may stand in for the taken one, each id once. */
function candidates(
  response: SearchResponse,
  taken: TakenSlot,
  filters: AlternativeFilters,
): Alternative[] {
  const skip = new Set([taken.id, ...(filters.exclude ?? [])]);
  const takenAt = wallClockMinutes(taken.date, taken.begin);
  const kind = termintypOf(taken);
  const found: Alternative[] = [];
  for (const section of filters.sections) {
    for (const [date, practices] of Object.entries(response.slots[section] ?? {})) {
      for (const [praxisId, profiles] of Object.entries(practices)) {
        if (!response.praxen[praxisId]) continue;
        for (const [terminprofilId, slots] of Object.entries(profiles)) {
          for (const slot of slots) {
            if (skip.has(slot.id) || termintypOf(slot) !== kind) continue;
            if (!matchesBookingAuthorityFilter(filters.authorities, slot.buchungsbefugnisse))
              continue;
            skip.add(slot.id);
            const apart = Math.abs(wallClockMinutes(date, slot.begin) - takenAt);
            found.push({
              slot,
              date,
              praxisId,
              terminprofilId,
              section,
              samePractice: praxisId === taken.praxisId,
              sameProfile: praxisId === taken.praxisId && terminprofilId === taken.terminprofilId,
              minutesApart: Number.isNaN(apart) ? Number.POSITIVE_INFINITY : apart,
            });
          }
        }
      }
    }
  }
  return found;
}

/**
 * The order of the offer: the taken slot's practice first, its profile before its others; then
 * nearer practices first; within these (and among practices at the same distance) the start
 * nearest to the taken one, the earlier of two equally near, then the slot id, so the order never
 * depends on the answer's.
 */
export function compareAlternatives(
  response: SearchResponse,
): (a: Alternative, b: Alternative) => number {
  const distance = (alternative: Alternative) =>
    response.praxen[alternative.praxisId]?.distance ?? Number.POSITIVE_INFINITY;
  const start = (alternative: Alternative) =>
    wallClockMinutes(alternative.date, alternative.slot.begin) || 0;
  return (a, b) =>
    Number(b.samePractice) - Number(a.samePractice) ||
    Number(b.sameProfile) - Number(a.sameProfile) ||
    (a.samePractice ? 0 : distance(a) - distance(b)) ||
    a.minutesApart - b.minutesApart ||
    start(a) - start(b) ||
    (a.slot.id < b.slot.id ? -1 : a.slot.id > b.slot.id ? 1 : 0);
}

/** The nearest free alternatives to a taken slot in a search answer, best first. */
export function nearestAlternatives(
  response: SearchResponse,
  taken: TakenSlot,
  filters: AlternativeFilters,
): Alternative[] {
  const limit = filters.limit ?? MAX_ALTERNATIVES;
  if (limit <= 0) return [];
  return candidates(response, taken, filters).sort(compareAlternatives(response)).slice(0, limit);
}
