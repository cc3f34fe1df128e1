// Reading and cancelling the code's video reservation (§3 "Reservation status", "Booking e-mail
// response", "Reservation info"; §7 videosprechstunde/reservierung/stornieren).
import type { ReservationInfoResponse } from '@terminservice/domain/api';
import { distanceKm, roundKm } from '@terminservice/domain/geo';
import type { Db } from '../../db/client.ts';
import { leistungsmerkmalInfos } from '../booking/appointments.ts';
import { berlinGermanDate, berlinTime, berlinWeekday } from '../kernel/berlin-time.ts';
import { lockCode } from '../kernel/code-lock.ts';
import { einrichtungOf, present } from '../kernel/practice-row.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { refuse } from '../kernel/refusals.ts';
import { expireReservations } from './expiry.ts';
import { reservationCancelledMail } from './mails.ts';
import {
  activeReservationId,
  endReservation,
  lockReservation,
  noActiveReservation,
  reservationDetails,
} from './reservations.ts';

/** §3 "Reservation status": RESERVIERT while a reservation waits for its PIN, else FREI. */
export async function reservationStatus(
  db: Db,
  code: string,
): Promise<{ reservierungsstatus: 'RESERVIERT' | 'FREI' }> {
  return { reservierungsstatus: (await activeReservationId(db, code)) ? 'RESERVIERT' : 'FREI' };
}

/** §3 "Booking e-mail response": the address the verification mail went to. */
export async function reservationEmail(db: Db, code: string): Promise<{ email: string }> {
  const active = await activeReservationId(db, code);
  if (!active) throw await noActiveReservation(db, code);
  return { email: active.email };
}

/** §3 "Reservation info". */
export async function reservationInfo(db: Db, code: string): Promise<ReservationInfoResponse> {
  const active = await activeReservationId(db, code);
  if (!active) throw await noActiveReservation(db, code);
  const details = await reservationDetails(db, active.id);
  if (!details) throw refuse.reservationInvalid();
  const names = await leistungsmerkmalInfos(db, details.leistungsmerkmale);
  const distance =
    details.wohnort_lat === null || details.wohnort_lon === null
      ? undefined
      : roundKm(distanceKm({ lat: details.wohnort_lat, lon: details.wohnort_lon }, details));
  return {
    slot: {
      terminzeit: {
        wochentag: berlinWeekday(details.beginn),
        datum: berlinGermanDate(details.beginn),
        uhrzeit: berlinTime(details.beginn),
      },
      leistungsmerkmale: details.leistungsmerkmale.map(
        (lm) => names.get(lm) ?? { code: lm, name: lm },
      ),
    },
    // The reservation info lists the accessibility features also when there are none (the
    // facility lookup leaves an empty list out).
    einrichtung: {
      ...einrichtungOf(details, { distance }),
      barrierefreiheiten: details.barrierefreiheiten,
    },
    terminprofil: {
      name: details.profil_name,
      ...(present(details.profil_hinweis) ? { hinweis: details.profil_hinweis } : {}),
    },
  };
}

/**
 * POST videosprechstunde/reservierung/stornieren: the reservation ends, the slot is free again. A
 * reservation is not a booking: it does not count towards the two cancellations of §9.
 */
export async function cancelReservation(db: Db, code: string): Promise<void> {
  await expireReservations(db, { code });
  await db.transaction(async (tx) => {
    await lockCode(tx, code);
    const reservation = await lockReservation(tx, code);
    if (!reservation || !reservation.gueltig) throw await noActiveReservation(tx, code);
    const details = await reservationDetails(tx, reservation.id);
    await endReservation(tx, reservation, 'STORNIERT');
    if (details) await enqueueMessage(tx, reservationCancelledMail(details, reservation.email));
  });
}
