// When a reminder goes out (docs/reminders.md "When"), and what a release means for the code
// (§9: the code becomes invalid after two cancellations; a release is a cancellation).
import { NO_FURTHER_BOOKING_WITH_CODE } from '../errors/notices.ts';
import { MAX_CANCELLATIONS_PER_CODE } from '../limits/index.ts';

/** Issue #15: a set time before the appointment, 48 h unless REMINDER_LEAD_HOURS says otherwise. */
export const DEFAULT_REMINDER_LEAD_HOURS = 48;
/** Longest lead time the configuration takes: two weeks. */
export const MAX_REMINDER_LEAD_HOURS = 336;
/**
 * No reminder when less than this is left before the start (a booking made at short notice): the
 * confirmation has just arrived, and a slot freed that late hardly finds another patient.
 */
export const MIN_REMINDER_NOTICE_HOURS = 3;

/** Whether releasing now (with `cancellations` so far) uses the code up. */
export function releaseUsesUpCode(cancellations: number): boolean {
  return cancellations + 1 >= MAX_CANCELLATIONS_PER_CODE;
}

const ORDINALS = ['erste', 'zweite', 'dritte'];
const NUMBERS = ['keine', 'eine', 'zwei', 'drei'];

/**
 * What a release means for the code, said before the button is pressed: which of the allowed
 * cancellations it is, and whether the code books again afterwards.
 */
export function releaseConsequence(cancellations: number): string {
  const nth = ORDINALS[cancellations] ?? `${cancellations + 1}.`;
  const allowed = NUMBERS[MAX_CANCELLATIONS_PER_CODE] ?? String(MAX_CANCELLATIONS_PER_CODE);
  const which = `Es ist die ${nth} von ${allowed} möglichen Absagen mit Ihrem Vermittlungscode.`;
  return releaseUsesUpCode(cancellations)
    ? `${which} Danach ist der Code verbraucht: ${NO_FURTHER_BOOKING_WITH_CODE}`
    : `${which} Danach können Sie mit dem Code einen neuen Termin buchen.`;
}

/** What the page says after the release, from the code's cancellations now. */
export function releasedCodeNotice(codeUsedUp: boolean): string {
  return codeUsedUp
    ? NO_FURTHER_BOOKING_WITH_CODE
    : 'Mit Ihrem Vermittlungscode können Sie einen neuen Termin buchen.';
}
