// Reminders with confirm or release (issue #15 part 4; docs/reminders.md): the job that sends them,
// the links' calls, the settings.
export { REMINDER_BATCH_SIZE, remindDueBookings, reminderJob } from './job.ts';
export { confirmReminder, releaseReminder, viewReminder } from './links.ts';
export { reminderMail, type ReminderLinks } from './mail.ts';
export { refuseReminder } from './refusals.ts';
export {
  DEFAULT_REMINDER_INTERVAL_MS,
  DEFAULT_REMINDERS,
  loadReminderSettings,
  type ReminderSettings,
} from '../../settings/reminders.ts';
export { hashReminderToken, newReminderToken } from './tokens.ts';
