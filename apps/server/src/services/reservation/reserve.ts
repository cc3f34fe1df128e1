// Reserving a video consultation (§1, §4 "Video reservation", §7 videosprechstunde/reservieren):
// the slot is held for 30 minutes (§9) and the patient gets a verification mail with a 6-digit
// PIN (pin.ts), which books it.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { RESERVATION_WINDOW_MS } from '@terminservice/domain/limits';
import type { Locale } from '@terminservice/domain/locale';
import type { BookingRequest } from '@terminservice/domain/validation';
import type { Db } from '../../db/client.ts';
import { activeBookingTermintyp, assertCodeValid } from '../booking/code-guard.ts';
import type { CodeRow } from '../kernel/code-lock.ts';
import {
  assertKnownPostcode,
  checkSlotFits,
  claimSlot,
  parseSlotId,
  slotFacts,
  whyNotFree,
} from '../booking/slot-rules.ts';
import { storedContact } from '../booking/store.ts';
import type { StoredAnswer } from '../kernel/idempotency.ts';
import { refuse } from '../kernel/refusals.ts';
import { expireReservations } from './expiry.ts';
import { sendPin } from './pin.ts';
import { lockReservation, onceForCode, type ReservationCall } from './reservations.ts';

const WINDOW_SECONDS = RESERVATION_WINDOW_MS / 1000;

export interface ReserveInput extends ReservationCall {
  readonly code: CodeRow;
  readonly body: BookingRequest;
  readonly applicationType: ApplicationType;
  /** The language of the patient's messages (issue #23 part 1): WEB's Accept-Language, else 'de'. */
  readonly locale: Locale;
}

/** POST videosprechstunde/reservieren: slot FREI → RESERVIERT for 30 minutes, PIN by mail. */
export async function reserveVideo(db: Db, input: ReserveInput): Promise<StoredAnswer> {
  const { body } = input;
  const slotId = parseSlotId(body.slot);
  const frame = { code: input.code.code, scope: 'reservierung', slotId };
  return onceForCode(db, input, frame, async (tx, code) => {
    await expireReservations(tx, { code: code.code, slotId });
    const booked = await activeBookingTermintyp(tx, code.code);
    if (booked === 'VIDEOSPRECHSTUNDE') throw refuse.videoAlreadyBooked();
    if (booked !== null) throw refuse.alreadyBooked();
    if (await lockReservation(tx, code.code)) throw refuse.videoAlreadyReserved();
    assertCodeValid(code, new Date());
    const { slot, leistungsmerkmale } = checkSlotFits(await slotFacts(tx, slotId), {
      termintyp: 'VIDEOSPRECHSTUNDE',
      applicationType: input.applicationType,
      code,
      requested: body.leistungsmerkmale,
    });
    await assertKnownPostcode(tx, body.contact.plz);
    const id = slot.id;
    if (!(await claimSlot(tx, id, 'RESERVIERT'))) {
      throw whyNotFree(await slotFacts(tx, id), refuse.reservedByOther);
    }
    // §5: for a video consultation the channel is forced to e-mail and the address required.
    const email = body.contact.notificationReceiver;
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reservierungen
         (code, slot_id, leistungsmerkmale, kontakt, email, pin_hash, laeuft_ab_am, nachrichtensprache)
         VALUES ($1, $2, $3::text[], $4::jsonb, $5, '', now() + make_interval(secs => $6), $7)
         RETURNING id::text AS id`,
      [
        code.code,
        id,
        leistungsmerkmale,
        JSON.stringify(storedContact(body.contact)),
        email,
        WINDOW_SECONDS,
        input.locale,
      ],
    );
    if (!row) throw new Error('reservation insert returned no row');
    await sendPin(tx, row.id, code.code, email, input.pepper, input.appUrl);
    return { statusCode: 204, body: null };
  });
}
