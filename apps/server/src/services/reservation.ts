// The video consultation (§1, §4 "Video reservation", §8 video booking, §9): a slot is first
// reserved for 30 minutes, the patient gets a verification mail with a 6-digit PIN, and the PIN
// books it. Five wrong PINs cancel the reservation; an expired one releases its slot.
//
// Expiry is lazy and in SQL: every read and write treats `laeuft_ab_am <= now()` as expired, and
// expireReservations() marks such reservations ABGELAUFEN and frees their slots — scoped before a
// code's request, and for all of them from the housekeeping timer in main.ts.
import type { ReservationInfoResponse } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { ERROR_CATALOGUE } from '@terminservice/domain/errors';
import {
  BOOKING_PIN_LENGTH,
  MAX_BOOKING_PIN_ATTEMPTS,
  PIN_RESEND_COOLDOWN_MS,
  RESERVATION_WINDOW_MS,
} from '@terminservice/domain/limits';
import type { BookingRequest } from '@terminservice/domain/validation';
import type { Db, Queryable } from '../db/client.ts';
import { errorBody, ServiceError } from '../errors.ts';
import { generatePin, hashPin, pinMatches } from '../security/pins.ts';
import { resendCooldown, type Limit } from '../security/rate-limit.ts';
import {
  berlinGermanDate,
  berlinTime,
  berlinWeekday,
  leistungsmerkmalInfos,
  loadBookedSlotById,
} from './appointments.ts';
import {
  activeBookingTermintyp,
  assertCodeUsable,
  assertKnownPostcode,
  checkSlotFits,
  claimSlot,
  confirmationMail,
  insertBooking,
  lockCode,
  parseSlotId,
  refuse,
  slotFacts,
  storedContact,
  whyNotFree,
  type CodeRow,
} from './booking.ts';
import { once, type StoredAnswer } from './idempotency.ts';
import { enqueueMessage, MAIL_SIGNATURE } from './outbox.ts';

/** Verification mails per reservation (the first one included); then WP078. */
export const MAX_PIN_DELIVERIES = 5;

/** PIN checks per client address, on top of the five per reservation (hashed address). */
export const BOOKING_PIN_IP_LIMIT: Limit = {
  name: 'buchungspin:ip',
  max: 30,
  windowSeconds: 15 * 60,
};

const WINDOW_SECONDS = RESERVATION_WINDOW_MS / 1000;
const WINDOW_MINUTES = RESERVATION_WINDOW_MS / 60_000;
const COOLDOWN_SECONDS = PIN_RESEND_COOLDOWN_MS / 1000;

function catalogueText(code: string, fallback: string): string {
  const row = ERROR_CATALOGUE.find((r) => r.context === 'videoBooking' && r.code === code);
  return typeof row?.message === 'string' ? row.message : fallback;
}

export const refuseVideo = {
  /** WP073: the code already holds a reservation. */
  alreadyReserved: () =>
    new ServiceError(
      409,
      'WP073',
      'Für diesen Vermittlungscode ist bereits eine Videosprechstunde reserviert. Bitte schließen Sie die Buchung mit der PIN aus der Verifizierungsmail ab oder stornieren Sie die Reservierung.',
    ),
  /** WP074: the slot is held by someone else's reservation. */
  reservedByOther: () =>
    new ServiceError(
      409,
      'WP074',
      catalogueText(
        'WP074',
        'Dieser Termin wurde bereits von einer anderen Person reserviert. Bitte wählen Sie einen neuen Termin aus.',
      ),
    ),
  /** WP075: no valid reservation (30 minutes passed, cancelled, or none made). */
  invalid: () =>
    new ServiceError(
      410,
      'WP075',
      catalogueText(
        'WP075',
        'Ihre Reservierung ist nicht mehr gültig. Bitte suchen Sie über den Terminservice einen neuen Termin.',
      ),
    ),
  /** WP076: the code's video consultation is already booked. */
  alreadyBooked: () =>
    new ServiceError(
      409,
      'WP076',
      'Für diesen Vermittlungscode wurde die Videosprechstunde bereits gebucht.',
    ),
  /** WP078: no further verification mails for this reservation. */
  noMoreDeliveries: () =>
    new ServiceError(
      409,
      'WP078',
      catalogueText(
        'WP078',
        'Die PIN kann nicht erneut versendet werden, da die maximale Anzahl an Zusendungen erreicht ist.',
      ),
    ),
  /** WP079: the PIN was blocked after five wrong attempts; the reservation is cancelled. */
  pinBlocked: () =>
    new ServiceError(
      423,
      'WP079',
      catalogueText('WP079', 'Ungültige Eingabe. Es wurde ein gesperrter PIN verwendet.'),
    ),
  /** WP080: wrong PIN. */
  wrongPin: () => new ServiceError(422, 'WP080', catalogueText('WP080', 'PIN ungültig.')),
  receiverMismatch: () =>
    new ServiceError(422, 'WP003', 'ungültiger Input', {
      items: [
        {
          code: 'WP003',
          text: 'Die E-Mail-Adresse stimmt nicht mit der Adresse der Reservierung überein.',
          field: 'body.receiver',
        },
      ],
    }),
} as const;

/** A refusal that is answered after the transaction commits (its state change must stay). */
function committedRefusal(error: ServiceError): StoredAnswer {
  return { statusCode: error.statusCode, body: errorBody(error.items) };
}

// ---------------------------------------------------------------------------------------------
// Expiry

/**
 * Marks reservations past their 30 minutes as ABGELAUFEN and frees their slots, in one statement.
 * With a scope only those of the code or of the slot; without one all (housekeeping).
 */
export async function expireReservations(
  q: Queryable,
  scope: { readonly code?: string; readonly slotId?: string | null } = {},
): Promise<number> {
  const code = scope.code ?? null;
  const slotId = scope.slotId ?? null;
  const [row] = await q.query<{ anzahl: number }>(
    `WITH abgelaufen AS (
       UPDATE reservierungen SET status = 'ABGELAUFEN'
        WHERE status = 'RESERVIERT' AND laeuft_ab_am <= now()
          AND (($1::text IS NULL AND $2::bigint IS NULL) OR code = $1 OR slot_id = $2)
        RETURNING slot_id
     ), freigegeben AS (
       UPDATE slots SET status = 'FREI', version = version + 1
        WHERE id IN (SELECT slot_id FROM abgelaufen) AND status = 'RESERVIERT'
        RETURNING id
     )
     SELECT count(*)::int AS anzahl FROM abgelaufen`,
    [code, slotId],
  );
  return row?.anzahl ?? 0;
}

/** Housekeeping interval for expireReservations (main.ts). */
export const EXPIRY_INTERVAL_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Reading the code's reservation

interface ActiveReservation {
  readonly id: string;
  readonly slot_id: string;
  readonly leistungsmerkmale: string[];
  readonly kontakt: Record<string, string>;
  readonly email: string;
  readonly pin_hash: string;
  readonly fehlversuche: number;
  readonly versendet: number;
  /** Seconds until the next verification mail may be sent (≤ 0: now). */
  readonly abkuehlung: number;
  readonly gueltig: boolean;
}

async function lockReservation(tx: Queryable, code: string): Promise<ActiveReservation | null> {
  const [row] = await tx.query<ActiveReservation>(
    `SELECT id::text AS id, slot_id::text AS slot_id, leistungsmerkmale, kontakt, email, pin_hash,
            fehlversuche, versendet,
            ceil(extract(epoch FROM zuletzt_versendet_am + make_interval(secs => $2) - now()))::int
              AS abkuehlung,
            laeuft_ab_am > now() AS gueltig
       FROM reservierungen
      WHERE code = $1 AND status = 'RESERVIERT'
      ORDER BY id DESC LIMIT 1
      FOR UPDATE`,
    [code, COOLDOWN_SECONDS],
  );
  return row ?? null;
}

/** Why the code has no active reservation, as the §8 video code. */
async function noActiveReservation(q: Queryable, code: string): Promise<ServiceError> {
  if ((await activeBookingTermintyp(q, code)) === 'VIDEOSPRECHSTUNDE') {
    return refuseVideo.alreadyBooked();
  }
  const [latest] = await q.query<{ status: string; fehlversuche: number }>(
    'SELECT status, fehlversuche FROM reservierungen WHERE code = $1 ORDER BY id DESC LIMIT 1',
    [code],
  );
  if (latest?.status === 'STORNIERT' && latest.fehlversuche >= MAX_BOOKING_PIN_ATTEMPTS) {
    return refuseVideo.pinBlocked();
  }
  return refuseVideo.invalid();
}

async function endReservation(
  tx: Queryable,
  reservation: ActiveReservation,
  status: 'STORNIERT' | 'ABGELAUFEN',
  fehlversuche = reservation.fehlversuche,
): Promise<void> {
  await tx.query('UPDATE reservierungen SET status = $2, fehlversuche = $3 WHERE id = $1', [
    reservation.id,
    status,
    fehlversuche,
  ]);
  await tx.query(
    `UPDATE slots SET status = 'FREI', version = version + 1 WHERE id = $1 AND status = 'RESERVIERT'`,
    [reservation.slot_id],
  );
}

interface ReservationDetails {
  readonly laeuft_ab_am: Date;
  readonly leistungsmerkmale: string[];
  readonly beginn: Date;
  readonly praxis_name: string;
  readonly bsnr: string;
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
  readonly lat: number;
  readonly lon: number;
  readonly telefon: string | null;
  readonly webseite: string | null;
  readonly praxis_hinweis: string | null;
  readonly barrierefreiheiten: string[];
  readonly barrierefreiheit_freitext: string | null;
  readonly profil_name: string;
  readonly profil_hinweis: string | null;
  /** Centroid of the patient's postcode, for the distance. */
  readonly wohnort_lat: number | null;
  readonly wohnort_lon: number | null;
}

async function reservationDetails(
  q: Queryable,
  reservationId: string,
): Promise<ReservationDetails | undefined> {
  const [row] = await q.query<ReservationDetails>(
    `SELECT r.laeuft_ab_am, r.leistungsmerkmale, s.beginn,
            p.name AS praxis_name, p.bsnr, p.strasse, p.plz, p.ort, p.lat, p.lon, p.telefon,
            p.webseite, p.hinweis AS praxis_hinweis, p.barrierefreiheiten,
            p.barrierefreiheit_freitext, t.name AS profil_name, t.hinweis AS profil_hinweis,
            z.lat AS wohnort_lat, z.lon AS wohnort_lon
       FROM reservierungen r
       JOIN slots s ON s.id = r.slot_id
       JOIN praxen p ON p.id = s.praxis_id
       JOIN terminprofile t ON t.id = s.terminprofil_id
       LEFT JOIN postleitzahlen z ON z.plz = r.kontakt ->> 'plz'
      WHERE r.id = $1`,
    [reservationId],
  );
  return row;
}

// ---------------------------------------------------------------------------------------------
// Mails

function verificationMail(
  details: ReservationDetails,
  code: string,
  pin: string,
  to: string,
  appUrl: string,
) {
  const link = `${appUrl}/terminservice/reservierung-pin/${code}?pin=${pin}`;
  return {
    channel: 'email' as const,
    to,
    subject: 'Ihre Verifizierungs-PIN für die Videosprechstunde',
    text: [
      'Guten Tag,',
      '',
      'Sie haben beim Terminservice 116117 eine Videosprechstunde reserviert:',
      '',
      `Termin: ${berlinWeekday(details.beginn)}, ${berlinGermanDate(details.beginn)}, ${berlinTime(details.beginn)} Uhr`,
      `Praxis: ${details.praxis_name} (${details.profil_name})`,
      '',
      `Ihre Verifizierungs-PIN: ${pin}`,
      '',
      `Bitte schließen Sie die Buchung innerhalb von ${WINDOW_MINUTES} Minuten ab (bis ${berlinTime(details.laeuft_ab_am)} Uhr): Geben Sie die PIN auf der Seite „Termin reserviert“ ein oder öffnen Sie diesen Link:`,
      link,
      '',
      'Ohne Bestätigung verfällt die Reservierung und der Termin wird wieder freigegeben.',
      'Wenn Sie diese Reservierung nicht veranlasst haben, können Sie diese E-Mail ignorieren.',
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

function reservationCancelledMail(details: ReservationDetails, to: string) {
  return {
    channel: 'email' as const,
    to,
    subject: 'Ihre Reservierung einer Videosprechstunde wurde storniert',
    text: [
      'Guten Tag,',
      '',
      `die Reservierung der Videosprechstunde am ${berlinGermanDate(details.beginn)} um ${berlinTime(details.beginn)} Uhr bei ${details.praxis_name} wurde storniert. Der Termin ist nicht gebucht.`,
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

async function sendPin(
  tx: Queryable,
  reservationId: string,
  code: string,
  to: string,
  pepper: string,
  appUrl: string,
): Promise<string> {
  const pin = generatePin(BOOKING_PIN_LENGTH);
  await tx.query('UPDATE reservierungen SET pin_hash = $2 WHERE id = $1', [
    reservationId,
    hashPin(pepper, `reservierung:${reservationId}`, pin),
  ]);
  const details = await reservationDetails(tx, reservationId);
  if (details) await enqueueMessage(tx, verificationMail(details, code, pin, to, appUrl));
  return pin;
}

// ---------------------------------------------------------------------------------------------
// Reserve

export interface ReserveInput {
  readonly code: CodeRow;
  readonly body: BookingRequest;
  readonly applicationType: ApplicationType;
  readonly idempotencyKey: string | null;
  readonly requestHash: string;
  readonly pepper: string;
  readonly appUrl: string;
}

/** POST videosprechstunde/reservieren: slot FREI → RESERVIERT for 30 minutes, PIN by mail. */
export async function reserveVideo(db: Db, input: ReserveInput): Promise<StoredAnswer> {
  const { body } = input;
  const slotId = parseSlotId(body.slot);
  await expireReservations(db, { code: input.code.code, slotId });
  return db.transaction(async (tx) => {
    const code = await lockCode(tx, input.code.code);
    assertCodeUsable(code);
    return once(
      tx,
      `reservierung:${code.code}`,
      input.idempotencyKey,
      input.requestHash,
      async () => {
        await expireReservations(tx, { code: code.code, slotId });
        const booked = await activeBookingTermintyp(tx, code.code);
        if (booked === 'VIDEOSPRECHSTUNDE') throw refuseVideo.alreadyBooked();
        if (booked !== null) throw refuse.alreadyBooked();
        if (await lockReservation(tx, code.code)) throw refuseVideo.alreadyReserved();
        const leistungsmerkmale = checkSlotFits(await slotFacts(tx, slotId), {
          termintyp: 'VIDEOSPRECHSTUNDE',
          applicationType: input.applicationType,
          code,
          requested: body.leistungsmerkmale,
        });
        await assertKnownPostcode(tx, body.contact.plz);
        const id = slotId as string;
        if (!(await claimSlot(tx, id, 'RESERVIERT'))) {
          throw whyNotFree(await slotFacts(tx, id), refuseVideo.reservedByOther);
        }
        // §5: for a video consultation the channel is forced to e-mail and the address required.
        const email = body.contact.notificationReceiver;
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO reservierungen (code, slot_id, leistungsmerkmale, kontakt, email, pin_hash, laeuft_ab_am)
         VALUES ($1, $2, $3::text[], $4::jsonb, $5, '', now() + make_interval(secs => $6))
         RETURNING id::text AS id`,
          [
            code.code,
            id,
            leistungsmerkmale,
            JSON.stringify(storedContact(body.contact)),
            email,
            WINDOW_SECONDS,
          ],
        );
        if (!row) throw new Error('reservation insert returned no row');
        await sendPin(tx, row.id, code.code, email, input.pepper, input.appUrl);
        return { statusCode: 204, body: null };
      },
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Book with the PIN

export interface VerifyInput {
  readonly code: string;
  readonly pin: string;
  readonly idempotencyKey: string | null;
  readonly requestHash: string;
  readonly pepper: string;
  readonly appUrl: string;
}

/**
 * POST videosprechstunde/buchen. A correct PIN within the window books the slot. A wrong one
 * counts (WP080); the fifth wrong one cancels the reservation and frees the slot (WP079, as does
 * any later attempt: the PIN is blocked). These refusals are answered after the commit so the
 * count stays.
 */
export async function verifyBookingPin(db: Db, input: VerifyInput): Promise<StoredAnswer> {
  await expireReservations(db, { code: input.code });
  return db.transaction(async (tx) => {
    const code = await lockCode(tx, input.code);
    assertCodeUsable(code);
    return once(
      tx,
      `videobuchung:${code.code}`,
      input.idempotencyKey,
      input.requestHash,
      async () => {
        const reservation = await lockReservation(tx, code.code);
        if (!reservation) throw await noActiveReservation(tx, code.code);
        if (!reservation.gueltig) {
          await endReservation(tx, reservation, 'ABGELAUFEN');
          return committedRefusal(refuseVideo.invalid());
        }
        const scope = `reservierung:${reservation.id}`;
        if (!pinMatches(input.pepper, scope, input.pin, reservation.pin_hash)) {
          const attempts = reservation.fehlversuche + 1;
          if (attempts >= MAX_BOOKING_PIN_ATTEMPTS) {
            await endReservation(tx, reservation, 'STORNIERT', attempts);
            return committedRefusal(refuseVideo.pinBlocked());
          }
          await tx.query('UPDATE reservierungen SET fehlversuche = $2 WHERE id = $1', [
            reservation.id,
            attempts,
          ]);
          return committedRefusal(refuseVideo.wrongPin());
        }
        const taken = await tx.query(
          `UPDATE slots SET status = 'GEBUCHT', version = version + 1
          WHERE id = $1 AND status = 'RESERVIERT' AND beginn > now() RETURNING id`,
          [reservation.slot_id],
        );
        if (taken.length === 0) {
          // The appointment began within the 30 minutes: nothing left to book.
          await endReservation(tx, reservation, 'ABGELAUFEN');
          return committedRefusal(refuseVideo.invalid());
        }
        const buchungId = await insertBooking(tx, {
          code: code.code,
          slotId: reservation.slot_id,
          termintyp: 'VIDEOSPRECHSTUNDE',
          leistungsmerkmale: reservation.leistungsmerkmale,
          kontakt: reservation.kontakt,
          benachrichtigung: reservation.email,
        });
        await tx.query(
          `UPDATE reservierungen SET status = 'GEBUCHT', buchung_id = $2 WHERE id = $1`,
          [reservation.id, buchungId],
        );
        const booked = await loadBookedSlotById(tx, buchungId);
        if (booked) {
          await enqueueMessage(
            tx,
            confirmationMail(booked, code.code, reservation.email, input.appUrl),
          );
        }
        return { statusCode: 204, body: null };
      },
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Resend, status, info, e-mail, cancel

export interface ResendInput {
  readonly code: string;
  /** The address the app showed; when given it must be the reservation's. */
  readonly receiver: string | undefined;
  readonly idempotencyKey: string | null;
  readonly requestHash: string;
  readonly pepper: string;
  readonly appUrl: string;
}

/**
 * POST videosprechstunde/pin/erneut/zusenden: a new PIN (the old one no longer works) to the
 * reservation's address, attempts back to 0 (§4). 60 s between mails (429 with Retry-After), at most
 * MAX_PIN_DELIVERIES mails per reservation (WP078). The 30 minutes are not extended.
 */
export async function resendBookingPin(db: Db, input: ResendInput): Promise<StoredAnswer> {
  await expireReservations(db, { code: input.code });
  return db.transaction(async (tx) => {
    const code = await lockCode(tx, input.code);
    assertCodeUsable(code);
    return once(
      tx,
      `pin-erneut:${code.code}`,
      input.idempotencyKey,
      input.requestHash,
      async () => {
        const reservation = await lockReservation(tx, code.code);
        if (!reservation || !reservation.gueltig) throw await noActiveReservation(tx, code.code);
        const receiver = input.receiver?.trim().toLowerCase();
        if (receiver !== undefined && receiver !== reservation.email.toLowerCase()) {
          throw refuseVideo.receiverMismatch();
        }
        if (reservation.versendet >= MAX_PIN_DELIVERIES) throw refuseVideo.noMoreDeliveries();
        if (reservation.abkuehlung > 0) throw resendCooldown(reservation.abkuehlung);
        await tx.query(
          `UPDATE reservierungen
            SET fehlversuche = 0, versendet = versendet + 1, zuletzt_versendet_am = now()
          WHERE id = $1`,
          [reservation.id],
        );
        await sendPin(tx, reservation.id, code.code, reservation.email, input.pepper, input.appUrl);
        return { statusCode: 204, body: null };
      },
    );
  });
}

async function activeReservationId(
  db: Db,
  code: string,
): Promise<{ id: string; email: string } | null> {
  await expireReservations(db, { code });
  const [row] = await db.query<{ id: string; email: string }>(
    `SELECT id::text AS id, email FROM reservierungen
      WHERE code = $1 AND status = 'RESERVIERT' AND laeuft_ab_am > now()
      ORDER BY id DESC LIMIT 1`,
    [code],
  );
  return row ?? null;
}

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

const EARTH_RADIUS_KM = 6371;

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(bLat - aLat);
  const dLon = rad(bLon - aLon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function present(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/** §3 "Reservation info". */
export async function reservationInfo(db: Db, code: string): Promise<ReservationInfoResponse> {
  const active = await activeReservationId(db, code);
  if (!active) throw await noActiveReservation(db, code);
  const details = await reservationDetails(db, active.id);
  if (!details) throw refuseVideo.invalid();
  const names = await leistungsmerkmalInfos(db, details.leistungsmerkmale);
  const distance =
    details.wohnort_lat === null || details.wohnort_lon === null
      ? undefined
      : Math.round(
          distanceKm(details.wohnort_lat, details.wohnort_lon, details.lat, details.lon) * 10,
        ) / 10;
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
    einrichtung: {
      bsnr: details.bsnr,
      name: details.praxis_name,
      strasse: details.strasse,
      plz: details.plz,
      ort: details.ort,
      barrierefreiheiten: details.barrierefreiheiten,
      ...(present(details.webseite) ? { webseite: details.webseite } : {}),
      ...(present(details.telefon) ? { telefonnummer: details.telefon } : {}),
      ...(distance === undefined ? {} : { distance }),
      ...(present(details.praxis_hinweis) ? { hinweis: details.praxis_hinweis } : {}),
      ...(present(details.barrierefreiheit_freitext)
        ? { barrierefreiheitFreitext: details.barrierefreiheit_freitext }
        : {}),
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
