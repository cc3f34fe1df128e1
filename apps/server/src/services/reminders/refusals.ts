// The refusals of the reminder links as service errors: status, code and text from the domain
// (REMINDER_REFUSALS), so the server and the page say the same (docs/reminders.md "Refusals").
import {
  REMINDER_REFUSALS,
  usedRefusal,
  type ReminderAction,
  type ReminderRefusal,
} from '@terminservice/domain/reminders';
import { refusal, ServiceError } from '../../errors.ts';

function error(refusal: ReminderRefusal): ServiceError {
  return new ServiceError(refusal.status, refusal.code, refusal.text);
}

const usedKomme = refusal(() => error(REMINDER_REFUSALS.usedKomme));
const usedFreigeben = refusal(() => error(REMINDER_REFUSALS.usedFreigeben));

export const refuseReminder = {
  unknown: refusal(() => error(REMINDER_REFUSALS.unknown)),
  /** The link was used already: one text per action (usedRefusal), both declared by the calls. */
  used: (action: ReminderAction) => error(usedRefusal(action)),
  usedKomme,
  usedFreigeben,
  expired: refusal(() => error(REMINDER_REFUSALS.expired)),
  cancelled: refusal(() => error(REMINDER_REFUSALS.cancelled)),
};
