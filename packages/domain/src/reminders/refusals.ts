// Why a reminder link cannot be used (docs/reminders.md "Refusals"): the server answers these in
// the error shape (§3 "Server error"), the page shows the text. Codes RM0xx are the server's own;
// the spec has no reminders.
import type { ReminderAction } from './links.ts';

export interface ReminderRefusal {
  readonly status: number;
  readonly code: string;
  readonly text: string;
}

export const REMINDER_REFUSALS = {
  /** RM001: no such link (also a malformed token, or the token of the other action). */
  unknown: {
    status: 404,
    code: 'RM001',
    text: 'Dieser Link ist ungültig. Bitte öffnen Sie den Link genau so, wie er in Ihrer Erinnerung steht.',
  },
  /** RM002: the link was used already; each link works once. */
  usedKomme: {
    status: 409,
    code: 'RM002',
    text: 'Sie haben bereits bestätigt, dass Sie kommen. Jeder Link der Erinnerung gilt nur einmal.',
  },
  usedFreigeben: {
    status: 409,
    code: 'RM002',
    text: 'Sie haben diesen Termin bereits freigegeben. Jeder Link der Erinnerung gilt nur einmal.',
  },
  /** RM003: the appointment has begun; the links expire at its start. */
  expired: {
    status: 410,
    code: 'RM003',
    text: 'Dieser Link ist abgelaufen: Der Termin hat bereits begonnen.',
  },
  /** RM004: the booking was cancelled (by the patient or the practice) or moved to another time. */
  cancelled: {
    status: 409,
    code: 'RM004',
    text: 'Dieser Termin besteht nicht mehr, weil er abgesagt oder verlegt wurde. Der Link gilt deshalb nicht mehr.',
  },
} as const satisfies Record<string, ReminderRefusal>;

export function usedRefusal(action: ReminderAction): ReminderRefusal {
  return action === 'komme' ? REMINDER_REFUSALS.usedKomme : REMINDER_REFUSALS.usedFreigeben;
}
