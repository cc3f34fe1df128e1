// One batch of the retention job (README "Personal data retention"): per kind of data at most
// `batchSize` rows whose period has run out, erased or anonymised in the caller's transaction, so a
// batch is all or nothing and a run cut off between batches leaves consistent data that the next
// run continues. What statistics need stays: bookings, reservations and contact messages keep
// their non-personal columns (type, specialties, slot → practice → KV, dates, status); deleted
// identity checks are first added to the daily counts in `statistik_tage`.
import type { Queryable } from '../../db/client.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../messages/delivery.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import type { RetentionPeriods } from '../../settings/retention.ts';

/** Rows erased per batch: statements stay short, while locks are held. */
export const RETENTION_BATCH_SIZE = 500;

export interface RetentionCounts {
  readonly buchungen: number;
  readonly reservierungen: number;
  readonly identitaetspruefungen: number;
  readonly nachrichten: number;
  readonly kontaktanfragen: number;
  readonly erinnerungslinks: number;
  readonly terminalarme: number;
  readonly adressaenderungen: number;
  [key: string]: number;
}

const AGO = 'now() - make_interval(days => $1)';

async function count(tx: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  return (await tx.query(sql, params)).length;
}

/** Bookings: contact and notification address, after the appointment or its cancellation. */
const BOOKINGS = `
  WITH due AS (
    SELECT b.id FROM buchungen b JOIN slots s ON s.id = b.slot_id
     WHERE b.anonymisiert_am IS NULL
       AND least(s.beginn, coalesce(b.storniert_am, s.beginn)) < ${AGO}
     ORDER BY b.id LIMIT $2
     FOR UPDATE OF b SKIP LOCKED)
  UPDATE buchungen b SET kontakt = '{}'::jsonb, benachrichtigung = NULL, anonymisiert_am = now()
    FROM due WHERE b.id = due.id
  RETURNING b.id`;

/** Video reservations no longer pending: contact, e-mail and PIN hash, after their expiry. */
const RESERVATIONS = `
  WITH due AS (
    SELECT id FROM reservierungen
     WHERE anonymisiert_am IS NULL AND status <> 'RESERVIERT' AND laeuft_ab_am < ${AGO}
     ORDER BY id LIMIT $2
     FOR UPDATE SKIP LOCKED)
  UPDATE reservierungen r SET kontakt = '{}'::jsonb, email = '', pin_hash = '', anonymisiert_am = now()
    FROM due WHERE r.id = due.id
  RETURNING r.id`;

/** Identity checks: counted per day, channel and outcome, then deleted. */
const IDENTITY_CHECKS = `
  WITH due AS (
    SELECT token FROM identitaetspruefungen
     WHERE laeuft_ab_am < ${AGO}
     ORDER BY laeuft_ab_am LIMIT $2
     FOR UPDATE SKIP LOCKED),
  gone AS (
    DELETE FROM identitaetspruefungen i USING due WHERE i.token = due.token
    RETURNING i.erstellt_am, i.kanal, i.bestaetigt_am IS NOT NULL AS bestaetigt),
  counted AS (
    INSERT INTO statistik_tage (tag, art, merkmal, anzahl)
    SELECT (erstellt_am AT TIME ZONE $3)::date, 'identitaetspruefung',
           kanal || CASE WHEN bestaetigt THEN ':bestaetigt' ELSE ':unbestaetigt' END, count(*)
      FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (tag, art, merkmal) DO UPDATE SET anzahl = statistik_tage.anzahl + excluded.anzahl)
  SELECT 1 FROM gone`;

/**
 * Messages: receiver, subject and content after delivery (outside demo mode the delivery worker
 * already erases receiver and content), or after the last attempt when delivery was given up.
 */
const MESSAGES = `
  WITH due AS (
    SELECT id FROM outbox
     WHERE (empfaenger <> '' OR betreff <> '' OR text <> '')
       AND ((versendet_am IS NOT NULL AND versendet_am < ${AGO})
         OR (versendet_am IS NULL AND versuche >= $3 AND naechster_versuch_am < ${AGO}))
     ORDER BY id LIMIT $2
     FOR UPDATE SKIP LOCKED)
  UPDATE outbox o SET empfaenger = '', betreff = '', text = '', anhaenge = '[]'::jsonb,
                      kopfzeilen = '{}'::jsonb
    FROM due WHERE o.id = due.id
  RETURNING o.id`;

/** Contact-form messages (mailed to the operator when sent): the form's content. */
const CONTACT_MESSAGES = `
  WITH due AS (
    SELECT id FROM kontaktanfragen
     WHERE anonymisiert_am IS NULL AND erstellt_am < ${AGO}
     ORDER BY id LIMIT $2
     FOR UPDATE SKIP LOCKED)
  UPDATE kontaktanfragen k SET daten = '{}'::jsonb, anonymisiert_am = now()
    FROM due WHERE k.id = due.id
  RETURNING k.id`;

/**
 * Reminder links (issue #15, docs/reminders.md): the token hashes, once the appointment began (they
 * expire at its start) or a day after use (a second press within it still hears 'already used').
 * The reminder itself stays with the booking: ids and a time, nothing personal.
 */
const REMINDER_LINKS = `
  WITH due AS (
    SELECT token_hash FROM erinnerungs_links
     WHERE laeuft_ab_am < now() OR verwendet_am < now() - interval '1 day'
     LIMIT $1
     FOR UPDATE SKIP LOCKED)
  DELETE FROM erinnerungs_links l USING due WHERE l.token_hash = due.token_hash
  RETURNING 1`;

/**
 * Slot alerts (issue #15) that ended: the address, its hash and the PIN data are emptied, the
 * links of their messages and the record of who was told about which slot deleted. The filters,
 * the code and the dates stay for statistics.
 */
const ALERTS = `
  WITH due AS (
    SELECT id FROM terminalarme
     WHERE beendet_am IS NOT NULL AND anonymisiert_am IS NULL AND beendet_am < ${AGO}
     ORDER BY beendet_am LIMIT $2
     FOR UPDATE SKIP LOCKED),
  links AS (DELETE FROM terminalarm_links l USING due WHERE l.alarm_id = due.id),
  told AS (DELETE FROM terminalarm_meldungen m USING due WHERE m.alarm_id = due.id)
  UPDATE terminalarme a SET empfaenger = '', empfaenger_hash = '', pin_hash = '', token_hash = NULL,
                            anonymisiert_am = now()
    FROM due WHERE a.id = due.id
  RETURNING a.id`;

/**
 * New notification addresses that wait for their PIN (issue #26): deleted once the PIN expired. A
 * confirmed one is already deleted (its address lives on in the booking).
 */
const ADDRESS_CHANGES = `
  WITH due AS (
    SELECT code FROM adressaenderungen
     WHERE laeuft_ab_am < now()
     ORDER BY laeuft_ab_am LIMIT $1
     FOR UPDATE SKIP LOCKED)
  DELETE FROM adressaenderungen a USING due WHERE a.code = due.code
  RETURNING 1`;

/** One batch over every kind of data; returns how many rows of each were erased. */
export async function eraseExpiredBatch(
  tx: Queryable,
  periods: RetentionPeriods,
  batchSize = RETENTION_BATCH_SIZE,
): Promise<RetentionCounts> {
  return {
    buchungen: await count(tx, BOOKINGS, [periods.bookingDays, batchSize]),
    reservierungen: await count(tx, RESERVATIONS, [periods.reservationDays, batchSize]),
    identitaetspruefungen: await count(tx, IDENTITY_CHECKS, [
      periods.identityCheckDays,
      batchSize,
      SERVICE_TIME_ZONE,
    ]),
    nachrichten: await count(tx, MESSAGES, [periods.messageDays, batchSize, MAX_DELIVERY_ATTEMPTS]),
    kontaktanfragen: await count(tx, CONTACT_MESSAGES, [periods.contactDays, batchSize]),
    erinnerungslinks: await count(tx, REMINDER_LINKS, [batchSize]),
    terminalarme: await count(tx, ALERTS, [periods.alertDays, batchSize]),
    adressaenderungen: await count(tx, ADDRESS_CHANGES, [batchSize]),
  };
}
