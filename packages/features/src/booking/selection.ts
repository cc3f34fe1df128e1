// The contract between the search results and the booking modals: the slot a patient chose, with
// what the modals show and send (§3 "Selected slot (cached): data, date, office, qualifications,
// referer, profile"). Search builds it; booking reads it and stores it in the session.
import type { Praxis, ResultSection, SearchSlot, Terminprofil } from '@terminservice/domain/api';
import type { BookingAuthority, SearchParams } from '@terminservice/domain/search';

/**
 * Issue #17 "Taken-slot recovery": the search that found the slot and the page's filters it
 * passed, so that the modal can search again for the nearest free alternatives when it is gone.
 */
export interface AlternativesSearch {
  /** §3 "Search parameters" as the page sent them (SMED: with the facility pseudonym). */
  readonly params: SearchParams;
  /** §2 booking-authority filter as checked on the page. */
  readonly authorities: readonly BookingAuthority[];
  /** The result sections the page shows (§6). */
  readonly sections: readonly ResultSection[];
}

export interface SlotSelection {
  /** The slot as the search returned it (id, begin, praxisId, termintyp, buchungsbefugnisse). */
  readonly slot: SearchSlot;
  /** The date key of the slot (yyyy-MM-dd). */
  readonly date: string;
  /** The office (practice) with its id. */
  readonly office: Praxis & { readonly id: string };
  /** The appointment profile with its id, when the result names one. */
  readonly profile: (Terminprofil & { readonly id: string }) | null;
  /** The searched service features (leistungsmerkmale) sent with the booking. */
  readonly qualifications: readonly string[];
  /** The search URL (path + search + hash) to return to (§4 cancellation, back to search). */
  readonly referer: string;
  /** Issue #17: how to find alternatives when the slot is gone; absent: back to the results only. */
  readonly search?: AlternativesSearch;
}

export interface BookingFlowProps {
  /** The chosen slot; null closes every booking modal. */
  readonly selection: SlotSelection | null;
  /** Called when the patient leaves the flow without booking (Abbrechen, Escape). */
  readonly onClose: () => void;
}
