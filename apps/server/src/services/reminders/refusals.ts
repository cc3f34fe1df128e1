// The refusals of the reminder links as service errors: status, code and text from the domain
// (REMINDER_REFUSALS), so the server and the page say the same (docs/reminders.md "Refusals").
import {
  REMINDER_REFUSALS,
  usedRefusal,
  type ReminderAction,
  type ReminderRefusal,
} from '@terminservice/domain/reminders';
import { ServiceError } from '../../errors.ts';

function error(refusal: ReminderRefusal): ServiceError {
  return new ServiceError(refusal.status, refusal.code, refusal.text);
}

export const refuseReminder = {
  unknown: () => error(REMINDER_REFUSALS.unknown),
  used: (action: ReminderAction) => error(usedRefusal(action)),
  expired: () => error(REMINDER_REFUSALS.expired),
  cancelled: () => error(REMINDER_REFUSALS.cancelled),
};
