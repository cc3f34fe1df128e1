// Writing a booking row (§3 booking, contact): the stored contact and the INSERT whose unique
// indexes (one active booking per slot and per code, 0004_booking.sql) turn a lost race into the
// §8 refusal.
import type { Locale } from '@terminservice/domain/locale';
import type { BookingContact } from '@terminservice/domain/validation';
import type { Queryable } from '../../db/client.ts';
import { refuse } from '../kernel/refusals.ts';

/** PostgreSQL refused a row for a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** The contact as stored with a booking: what the practice needs, nothing more (§3). */
export function storedContact(contact: BookingContact): Record<string, string> {
  return {
    geschlecht: contact.geschlecht,
    vorname: contact.vorname,
    nachname: contact.nachname,
    geburtsdatum: contact.geburtsdatum,
    strasse: contact.strasse,
    hausnummer: contact.hausnummer,
    plz: contact.plz,
    ort: contact.ort,
    phone: contact.phone,
    hinweisAnBehandelndenArzt: contact.hinweisAnBehandelndenArzt,
  };
}

/**
 * A booking's `kontakt` column. The notification address also sits in the contact under its
 * payload name (§3), where the identity check looks for addresses with an active booking (WP061).
 */
export function storedKontaktJson(
  kontakt: Record<string, string>,
  benachrichtigung: string | null,
): string {
  return JSON.stringify(
    benachrichtigung ? { ...kontakt, notificationReceiver: benachrichtigung } : kontakt,
  );
}

/** Inserts the booking; a unique-index conflict (slot or code taken after all) is a refusal. */
export async function insertBooking(
  tx: Queryable,
  values: {
    readonly code: string;
    readonly slotId: string;
    readonly termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE';
    readonly leistungsmerkmale: readonly string[];
    readonly kontakt: Record<string, string>;
    readonly benachrichtigung: string | null;
    /** The language of the patient's messages (issue #23 part 1): 'de' for staff bookings. */
    readonly nachrichtensprache: Locale;
  },
): Promise<string> {
  try {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO buchungen
         (code, slot_id, termintyp, leistungsmerkmale, kontakt, benachrichtigung, nachrichtensprache)
       VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7) RETURNING id::text AS id`,
      [
        values.code,
        values.slotId,
        values.termintyp,
        [...values.leistungsmerkmale],
        storedKontaktJson(values.kontakt, values.benachrichtigung),
        values.benachrichtigung,
        values.nachrichtensprache,
      ],
    );
    if (!row) throw new Error('booking insert returned no row');
    return row.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = error instanceof Error ? error.message : '';
    throw message.includes('pro_code') ? refuse.alreadyBooked() : refuse.slotUnavailable();
  }
}
