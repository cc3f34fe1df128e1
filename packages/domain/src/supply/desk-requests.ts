// Request bodies and queries of the appointment desk's calls that are not a form of their own
// (docs/supply.md "Calls"): the week's range, the ids to withdraw, the reason of a cancellation.
import * as v from 'valibot';
import { isIsoDate } from '../validation/iso-date.ts';
import { noted } from '../validation/json-schema-note.ts';
import { MAX_WITHDRAW_IDS } from './desk.ts';

const SLOT_ID = /^[1-9][0-9]{0,17}$/;

const rangeDate = v.pipe(
  v.string('Bitte geben Sie ein Datum an.'),
  noted(v.check(isIsoDate, 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).'), {
    format: 'date',
  }),
);

/** GET praxis/slots?von&bis: both local dates, bis inclusive. */
export const deskSlotsQuerySchema = v.pipe(
  v.object({ von: rangeDate, bis: rangeDate }),
  v.forward(
    v.check((q) => q.bis >= q.von, 'Das Ende des Zeitraums darf nicht vor dem Beginn liegen.'),
    ['bis'],
  ),
);
export type DeskSlotsQuery = v.InferOutput<typeof deskSlotsQuerySchema>;

export const withdrawRequestSchema = v.strictObject({
  ids: v.pipe(
    v.array(v.pipe(v.string(), v.regex(SLOT_ID, 'Ungültige Termin-ID.'))),
    v.minLength(1, 'Bitte wählen Sie mindestens einen Termin.'),
    v.maxLength(MAX_WITHDRAW_IDS, `Höchstens ${MAX_WITHDRAW_IDS} Termine auf einmal.`),
  ),
});
export type WithdrawRequest = v.InferOutput<typeof withdrawRequestSchema>;

export const CANCEL_REASON_MAX = 500;

export const practiceCancelRequestSchema = v.strictObject({
  grund: v.pipe(
    v.string('Bitte geben Sie einen Grund für die Absage an.'),
    v.trim(),
    v.nonEmpty('Bitte geben Sie einen Grund für die Absage an.'),
    v.maxLength(CANCEL_REASON_MAX, `Höchstens ${CANCEL_REASON_MAX} Zeichen.`),
  ),
});
export type PracticeCancelRequest = v.InferOutput<typeof practiceCancelRequestSchema>;
