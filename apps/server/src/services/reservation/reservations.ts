// The code's video reservation as the requests read and end it (§3 "Reservation status",
// "Reservation info", §8 video booking), and what every reservation request carries.
import { MAX_BOOKING_PIN_ATTEMPTS, PIN_RESEND_COOLDOWN_MS } from '@terminservice/domain/limits';
import type { Locale } from '@terminservice/domain/locale';
import type { Db, Queryable } from '../../db/client.ts';
import { errorBody, type ServiceError } from '../../errors.ts';
import { activeBookingTermintyp, assertCodeUsable } from '../booking/code-guard.ts';
import { lockCode, type CodeRow } from '../kernel/code-lock.ts';
import { once, type StoredAnswer } from '../kernel/idempotency.ts';
import { practiceColumns, type PracticeRow } from '../kernel/practice-row.ts';
import { refuse } from '../kernel/refusals.ts';
import { expireReservations } from './expiry.ts';

const COOLDOWN_SECONDS = PIN_RESEND_COOLDOWN_MS / 1000;

/** What every request that writes a reservation carries besides its own values. */
export interface ReservationCall {
  readonly idempotencyKey: string | null;
  readonly requestHash: string;
  readonly pepper: string;
  /** The public address of the patient app, for the links in mails. */
  readonly appUrl: string;
}

/**
 * The frame of every request that writes the code's reservation: expired reservations end first,
 * then one transaction locks the code (still usable, §9) and runs `work` once per Idempotency-Key
 * in `scope` (services/kernel/idempotency.ts).
 */
export async function onceForCode(
  db: Db,
  call: ReservationCall,
  frame: { readonly code: string; readonly scope: string; readonly slotId?: string | null },
  work: (tx: Queryable, code: CodeRow) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  await expireReservations(db, { code: frame.code, slotId: frame.slotId ?? null });
  return db.transaction(async (tx) => {
    const code = await lockCode(tx, frame.code);
    assertCodeUsable(code);
    const scope = `${frame.scope}:${code.code}`;
    return once(tx, scope, call.idempotencyKey, call.requestHash, () => work(tx, code));
  });
}

/** A refusal that is answered after the transaction commits (its state change must stay). */
export function committedRefusal(error: ServiceError): StoredAnswer {
  return { statusCode: error.statusCode, body: errorBody(error.items) };
}

export interface ActiveReservation {
  readonly id: string;
  readonly slot_id: string;
  readonly leistungsmerkmale: string[];
  readonly kontakt: Record<string, string>;
  readonly email: string;
  /** The language of the patient's messages (issue #23 part 1), taken over by the booking. */
  readonly nachrichtensprache: Locale;
  readonly pin_hash: string;
  readonly fehlversuche: number;
  readonly versendet: number;
  /** Seconds until the next verification mail may be sent (≤ 0: now). */
  readonly abkuehlung: number;
  readonly gueltig: boolean;
}

export async function lockReservation(
  tx: Queryable,
  code: string,
): Promise<ActiveReservation | null> {
  const [row] = await tx.query<ActiveReservation>(
    `SELECT id::text AS id, slot_id::text AS slot_id, leistungsmerkmale, kontakt, email,
            nachrichtensprache, pin_hash, fehlversuche, versendet,
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
export async function noActiveReservation(q: Queryable, code: string): Promise<ServiceError> {
  if ((await activeBookingTermintyp(q, code)) === 'VIDEOSPRECHSTUNDE') {
    return refuse.videoAlreadyBooked();
  }
  const [latest] = await q.query<{ status: string; fehlversuche: number }>(
    'SELECT status, fehlversuche FROM reservierungen WHERE code = $1 ORDER BY id DESC LIMIT 1',
    [code],
  );
  if (latest?.status === 'STORNIERT' && latest.fehlversuche >= MAX_BOOKING_PIN_ATTEMPTS) {
    return refuse.pinBlocked();
  }
  return refuse.reservationInvalid();
}

export async function endReservation(
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

export interface ReservationDetails extends PracticeRow {
  readonly laeuft_ab_am: Date;
  readonly leistungsmerkmale: string[];
  readonly beginn: Date;
  readonly profil_name: string;
  readonly profil_hinweis: string | null;
  /** The language of the patient's messages (issue #23 part 1). */
  readonly nachrichtensprache: string;
  /** Centroid of the patient's postcode, for the distance. */
  readonly wohnort_lat: number | null;
  readonly wohnort_lon: number | null;
}

export async function reservationDetails(
  q: Queryable,
  reservationId: string,
): Promise<ReservationDetails | undefined> {
  const [row] = await q.query<ReservationDetails>(
    `SELECT r.laeuft_ab_am, r.leistungsmerkmale, r.nachrichtensprache, s.beginn,
            ${practiceColumns('p')},
            t.name AS profil_name, t.hinweis AS profil_hinweis,
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

export async function activeReservationId(
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
