// What the reminder calls answer (docs/reminders.md "Calls"): the appointment a link belongs to —
// date, time and practice, never the code — and the outcome of the button press. Types and
// valibot schemas side by side, so the OpenAPI document and the client agree.
import * as v from 'valibot';
import { REMINDER_ACTIONS, type ReminderAction } from './links.ts';

/** POST erinnerung/anzeigen: the appointment and what the action would mean. Changes nothing. */
export interface ReminderView {
  readonly aktion: ReminderAction;
  /** Local 'YYYY-MM-DDTHH:mm:ss' (Europe/Berlin), as the other answers give times. */
  readonly beginn: string;
  readonly ende: string;
  readonly praxis: {
    readonly name: string;
    readonly strasse: string;
    readonly plz: string;
    readonly ort: string;
    readonly telefon: string | null;
  };
  /** The profile's name, e.g. 'Dr. med. Anna Sommer'. */
  readonly terminprofil: string;
  /** The code's cancellations so far (§9: two use it up), for what a release means. */
  readonly stornierungen: number;
  /** The patient has already confirmed ('Ich komme'). */
  readonly bestaetigt: boolean;
}

/** POST erinnerung/bestaetigen. */
export interface ReminderConfirmed {
  readonly bestaetigt: true;
}

/** POST erinnerung/freigeben: the code's cancellations now, and whether it is used up (§9). */
export interface ReminderReleased {
  readonly stornierungen: number;
  readonly codeVerbraucht: boolean;
}

const localDateTime = v.pipe(
  v.string(),
  v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$/),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const reminderViewSchema: v.GenericSchema<unknown, ReminderView> = v.strictObject({
  aktion: v.picklist(REMINDER_ACTIONS),
  beginn: localDateTime,
  ende: localDateTime,
  praxis: v.strictObject({
    name: v.string(),
    strasse: v.string(),
    plz: v.string(),
    ort: v.string(),
    telefon: v.nullable(v.string()),
  }),
  terminprofil: v.string(),
  stornierungen: count,
  bestaetigt: v.boolean(),
});

export const reminderConfirmedSchema: v.GenericSchema<unknown, ReminderConfirmed> = v.strictObject({
  bestaetigt: v.literal(true),
});

export const reminderReleasedSchema: v.GenericSchema<unknown, ReminderReleased> = v.strictObject({
  stornierungen: count,
  codeVerbraucht: v.boolean(),
});
