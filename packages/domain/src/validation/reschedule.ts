// The request body of rescheduling a booking (issue #15, docs/rescheduling.md): the new slot's id,
// as the search answer names it. The code comes as basic auth, as for every call on a booking; the
// contact, the Leistungsmerkmale and the notification address stay those of the booking.
import * as v from 'valibot';
import { requiredString } from './generic.ts';
import { INVALID_INPUT_MESSAGE } from './messages.ts';

/** The new slot is missing (the apps always send it; a partner may not). */
export const SLOT_REQUIRED_MESSAGE = 'Bitte wählen Sie einen neuen Termin aus.';

/** Longer than any slot id (a bigint has at most 19 digits); the server refuses others as BU002. */
const SLOT_ID_MAX_LENGTH = 20;

export const rescheduleRequestSchema = v.object(
  {
    slot: v.pipe(
      requiredString(SLOT_REQUIRED_MESSAGE),
      v.maxLength(SLOT_ID_MAX_LENGTH, INVALID_INPUT_MESSAGE),
    ),
  },
  INVALID_INPUT_MESSAGE,
);
export type RescheduleRequest = v.InferOutput<typeof rescheduleRequestSchema>;
