// reminders: the pages of a reminder's links 'Ich komme' and 'Termin freigeben' (issue #15 part 4,
// docs/reminders.md), lazily loaded by the WEB app at /terminservice/erinnerung/:aktion/:token.
export { ReminderPage } from './ReminderPage.tsx';
export { REMINDER_ACTION_MESSAGES, REMINDER_MESSAGES, REMINDER_TEXTS } from './texts.ts';
export { createReminderStore, type ReminderState, type ReminderStore } from './store.ts';
