// What the appointment desk's calls answer (docs/supply.md "Calls"): the practice, its slots with
// their state, booked ones with what the practice needs to treat the patient, and the results of
// the changing calls. Shared by the server, the API client and the desk screens.
import type { NoShowAction } from './no-show.ts';
import type { DeskSlotState } from './slots.ts';

/** The practice whose desk it is (GET praxis). */
export interface DeskPractice {
  readonly bsnr: string;
  readonly name: string;
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
}

/** A booked slot's booking as the practice sees it: the masked code and the patient's details. */
export interface DeskBooking {
  readonly id: string;
  readonly codeMaskiert: string;
  readonly vorname: string;
  readonly nachname: string;
  /** 'YYYY-MM-DD' as the patient entered it. */
  readonly geburtsdatum: string;
  readonly telefon: string;
  readonly email: string;
  /** 'Hinweis an den behandelnden Arzt'. */
  readonly hinweis: string;
  readonly leistungsmerkmale: readonly string[];
  /**
   * When the patient confirmed with 'Ich komme' in the reminder (ISO instant; issue #15,
   * docs/reminders.md), null while not confirmed. The desk shows 'bestätigt'.
   */
  readonly bestaetigtAm: string | null;
  /**
   * When the practice marked the booking 'nicht erschienen' (ISO instant; issue #24 part 1,
   * no-show.ts), null while not marked. The desk shows 'nicht erschienen'.
   */
  readonly nichtErschienenAm: string | null;
  /** What the desk offers now: 'markieren' (begun, not marked), 'aufheben' (within 7 days), null. */
  readonly nichtErschienenAktion: NoShowAction | null;
}

/** One slot of the week view. */
export interface DeskSlotView {
  readonly id: string;
  readonly profilId: string;
  /** Local 'YYYY-MM-DDTHH:mm:ss' (service time zone). */
  readonly beginn: string;
  readonly ende: string;
  readonly termintyp: string;
  readonly zustand: DeskSlotState;
  /** Only for booked slots. */
  readonly buchung: DeskBooking | null;
}

export interface DeskSlotsResponse {
  readonly slots: readonly DeskSlotView[];
}

/** POST praxis/slots and praxis/slots/serie. */
export interface PublishResponse {
  readonly anzahl: number;
  readonly ids: readonly string[];
}

/** POST praxis/slots/zurueckziehen and praxis/profile/:id/deaktivieren. */
export interface WithdrawResponse {
  readonly zurueckgezogen: number;
}

/** How the patient was told of the practice's cancellation; null: not reachable, call them. */
export type CancelNotification = 'email' | 'sms' | null;

export interface PracticeCancelResponse {
  readonly benachrichtigt: CancelNotification;
}

/** POST praxis/buchungen/:id/nichterschienen and …/aufheben: the mark as it now is. */
export interface NoShowResponse {
  /** ISO instant of the mark; null after undoing it. */
  readonly nichtErschienenAm: string | null;
}

/** The slot ids of a bulk withdrawal. */
export const MAX_WITHDRAW_IDS = 500;
