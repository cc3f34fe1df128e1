// The two links of a reminder (issue #15 part 4, docs/reminders.md): 'Ich komme' and 'Termin
// freigeben'. Each opens a page of the patient app that shows the appointment and what the action
// means; only the page's button changes anything (a POST), because mail scanners follow links.
import { BASE_PATH } from '../search/route.ts';

/** The two actions of a reminder: confirm ('Ich komme') or release ('Termin freigeben'). */
export const REMINDER_ACTIONS = ['komme', 'freigeben'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

export function isReminderAction(value: string | undefined): value is ReminderAction {
  return (REMINDER_ACTIONS as readonly (string | undefined)[]).includes(value);
}

/** The pages of the links: /terminservice/erinnerung/{aktion}/{token}. */
export const REMINDER_PATH = `${BASE_PATH}/erinnerung`;

export function reminderPath(action: ReminderAction, token: string): string {
  return `${REMINDER_PATH}/${action}/${encodeURIComponent(token)}`;
}

/**
 * A link's token: 32 random bytes in base64url, 43 characters. The server stores only its hash;
 * a malformed token is answered like an unknown one.
 */
export const REMINDER_TOKEN_LENGTH = 43;
export const REMINDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isReminderToken(value: string): boolean {
  return REMINDER_TOKEN_PATTERN.test(value);
}
