// The calls of the reminder links (issue #15 part 4, docs/reminders.md "Calls"): not in §7 — the
// spec has no reminders. No code, no token: the link's token in the body is the authority, and
// the token never stands in a URL (it would end up in access logs and referrers). The first call
// only reads; the other two change the booking, each once.
import type { ReminderConfirmed, ReminderReleased, ReminderView } from '../reminders/answers.ts';

export const REMINDER_CALLS = {
  reminderView: {
    method: 'POST',
    path: 'erinnerung/anzeigen',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  reminderConfirm: {
    method: 'POST',
    path: 'erinnerung/bestaetigen',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  reminderRelease: {
    method: 'POST',
    path: 'erinnerung/freigeben',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
} as const;

export type ReminderCallKey = keyof typeof REMINDER_CALLS;

export const REMINDER_CALL_KEYS = Object.keys(REMINDER_CALLS) as ReminderCallKey[];

export interface ReminderCallResponses {
  readonly reminderView: ReminderView;
  readonly reminderConfirm: ReminderConfirmed;
  readonly reminderRelease: ReminderReleased;
}
