// The bodies of the reminder calls (docs/reminders.md "Calls"): the link's token (and, to show it,
// the action of the page). Apart from links.ts, so that the WEB app's start chunk, which needs only
// the path, carries no schema.
import * as v from 'valibot';
import { REMINDER_ACTIONS } from './links.ts';

/** Longest token text the calls take; anything longer is not a token of ours (WP003). */
const TOKEN_MAX_LENGTH = 200;
const tokenSchema = v.pipe(
  v.string('ungültiger Input'),
  v.maxLength(TOKEN_MAX_LENGTH, 'ungültiger Input'),
);

/** POST erinnerung/anzeigen: the token and the action of the page that shows it. */
export const reminderViewRequestSchema = v.strictObject({
  aktion: v.picklist(REMINDER_ACTIONS, 'ungültiger Input'),
  token: tokenSchema,
});
export type ReminderViewRequest = v.InferOutput<typeof reminderViewRequestSchema>;

/** POST erinnerung/bestaetigen and erinnerung/freigeben: the link's token. */
export const reminderActionRequestSchema = v.strictObject({ token: tokenSchema });
export type ReminderActionRequest = v.InferOutput<typeof reminderActionRequestSchema>;
