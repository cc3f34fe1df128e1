// The contract between the search results and the booking modals: the slot a patient chose, with
// what the modals show and send (§3 "Selected slot (cached): data, date, office, qualifications,
// referer, profile"). Search builds it; booking reads it and stores it in the session.
import type { Praxis, SearchSlot, Terminprofil } from '@terminservice/domain/api';

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
}

export interface BookingFlowProps {
  /** The chosen slot; null closes every booking modal. */
  readonly selection: SlotSelection | null;
  /** Called when the patient leaves the flow without booking (Abbrechen, Escape). */
  readonly onClose: () => void;
}
