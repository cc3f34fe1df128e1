// A booking as the capabilities read it with its slot, practice and profile (§3 "Appointment
// response"): the details page, the booking's mails, the reminder, the practice's cancellation and
// the video booking all read a booked slot through this one statement (issue #26 part 2).
import type { Termintyp } from '@terminservice/domain/api';
import type { Queryable } from '../../db/client.ts';
import { practiceColumns, type PracticeRow } from './practice-row.ts';

/** One active (not cancelled) booking of a code with its slot, practice and profile. */
export interface BookedSlotRow extends PracticeRow {
  readonly buchung_id: string;
  readonly slot_id: string;
  readonly termintyp: Termintyp;
  readonly leistungsmerkmale: string[];
  readonly benachrichtigung: string | null;
  readonly erstellt_am: Date;
  /** The language of the patient's messages (issue #23 part 1): 'de', 'tr', … */
  readonly nachrichtensprache: string;
  readonly beginn: Date;
  readonly ende: Date;
  /** The appointment has begun: it can no longer be cancelled (§8 cancel WP004). */
  readonly begonnen: boolean;
  readonly praxis_id: string;
  /** The KV's display name ('KV Bayerns'), shown as 'Mitglied der {kv}'. */
  readonly kv_name: string;
  readonly entfernt: boolean;
  readonly terminprofil_id: string;
  readonly profil_name: string;
  readonly profil_hinweis: string | null;
  readonly profil_leistungsmerkmale: string[];
  readonly qualifikationen: string[];
}

/** The slot, practice and profile part of a BookedSlotRow (aliases s, p, t, kv). */
const SLOT_PRACTICE_COLUMNS = `
  s.beginn, s.ende, s.beginn <= now() AS begonnen,
  p.id AS praxis_id, ${practiceColumns('p')}, kv.name AS kv_name, p.entfernt,
  t.id AS terminprofil_id, t.name AS profil_name, t.hinweis AS profil_hinweis,
  t.leistungsmerkmale AS profil_leistungsmerkmale, t.qualifikationen`;

const BOOKED_SLOT_COLUMNS = `
  b.id::text AS buchung_id, b.slot_id::text AS slot_id, b.termintyp, b.leistungsmerkmale,
  b.benachrichtigung, b.erstellt_am, b.nachrichtensprache, ${SLOT_PRACTICE_COLUMNS}`;

const BOOKED_SLOT_FROM = `
  FROM buchungen b
  JOIN slots s ON s.id = b.slot_id
  JOIN praxen p ON p.id = s.praxis_id
  JOIN terminprofile t ON t.id = s.terminprofil_id
  JOIN kv_regionen kv ON kv.id = p.kv_id`;

/** The active bookings of a code, earliest first. */
export async function loadBookedSlots(q: Queryable, code: string): Promise<BookedSlotRow[]> {
  return q.query<BookedSlotRow>(
    `SELECT ${BOOKED_SLOT_COLUMNS} ${BOOKED_SLOT_FROM}
      WHERE b.code = $1 AND b.storniert_am IS NULL
      ORDER BY s.beginn, s.id`,
    [code],
  );
}

/** One active booking by its id (for mails right after booking or a contact change). */
export async function loadBookedSlotById(
  q: Queryable,
  buchungId: string,
): Promise<BookedSlotRow | undefined> {
  const [row] = await q.query<BookedSlotRow>(
    `SELECT ${BOOKED_SLOT_COLUMNS} ${BOOKED_SLOT_FROM} WHERE b.id = $1`,
    [buchungId],
  );
  return row;
}
