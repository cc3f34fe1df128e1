// Booked appointments as the apps read them: §3 "Appointment response" (GET buchung), the
// calendar file per slot. Times are written as Berlin wall time (services/kernel/berlin-time.ts).
import {
  DEFAULT_TERMINTYP,
  type AppointmentResponse,
  type BookedSlot,
  type LeistungsmerkmalInfo,
  type Praxis,
  type Termintyp,
  type Terminprofil,
} from '@terminservice/domain/api';
import type { Queryable } from '../../db/client.ts';
import { calendarBase64, buildCalendar, type CalendarEvent } from '../messages/ics.ts';
import { berlinDateKey, berlinDateTime } from '../kernel/berlin-time.ts';
import { practiceColumns, praxisOf, present, type PracticeRow } from '../kernel/practice-row.ts';

// ---------------------------------------------------------------------------------------------
// Booked slots

/** One active (not cancelled) booking of a code with its slot, practice and profile. */
export interface BookedSlotRow extends PracticeRow {
  readonly buchung_id: string;
  readonly slot_id: string;
  readonly termintyp: Termintyp;
  readonly leistungsmerkmale: string[];
  readonly benachrichtigung: string | null;
  readonly erstellt_am: Date;
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

/**
 * The slot, practice and profile part of a BookedSlotRow (aliases s, p, t, kv): also read before a
 * booking exists, so its confirmation can be written in the booking's own statement.
 */
export const SLOT_PRACTICE_COLUMNS = `
  s.beginn, s.ende, s.beginn <= now() AS begonnen,
  p.id AS praxis_id, ${practiceColumns('p')}, kv.name AS kv_name, p.entfernt,
  t.id AS terminprofil_id, t.name AS profil_name, t.hinweis AS profil_hinweis,
  t.leistungsmerkmale AS profil_leistungsmerkmale, t.qualifikationen`;

const BOOKED_SLOT_COLUMNS = `
  b.id::text AS buchung_id, b.slot_id::text AS slot_id, b.termintyp, b.leistungsmerkmale,
  b.benachrichtigung, b.erstellt_am, ${SLOT_PRACTICE_COLUMNS}`;

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

/** Names of Leistungsmerkmale from the catalogue; an unknown code is named by itself. */
export async function leistungsmerkmalInfos(
  q: Queryable,
  codes: readonly string[],
): Promise<Map<string, LeistungsmerkmalInfo>> {
  const unique = [...new Set(codes)];
  const rows = unique.length
    ? await q.query<{ code: string; name: string }>(
        'SELECT code, name FROM leistungsmerkmale WHERE code = ANY($1::text[])',
        [unique],
      )
    : [];
  const names = new Map(rows.map((row) => [row.code, row.name]));
  return new Map(unique.map((code) => [code, { code, name: names.get(code) ?? code }]));
}

export function practiceAddress(row: {
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
}): string {
  return `${row.strasse}, ${row.plz} ${row.ort}`;
}

/** 'Arzttermin' or 'Videosprechstunde' (the calendar entry's title). */
export function appointmentTitle(termintyp: Termintyp): string {
  return termintyp === 'VIDEOSPRECHSTUNDE' ? 'Videosprechstunde' : 'Arzttermin';
}

export function calendarEventOf(row: BookedSlotRow): CalendarEvent {
  const video = row.termintyp === 'VIDEOSPRECHSTUNDE';
  const lines = [
    `${appointmentTitle(row.termintyp)} bei ${row.praxis_name} (${row.profil_name})`,
    practiceAddress(row),
  ];
  if (row.telefon) lines.push(`Telefon: ${row.telefon}`);
  if (video) {
    lines.push('Die Einladung zur Videosprechstunde erhalten Sie von der Praxis.');
  }
  lines.push(
    'Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte rechtzeitig über den Terminservice ab.',
  );
  return {
    uid: `buchung-${row.buchung_id}@terminservice-116117`,
    start: row.beginn,
    end: row.ende,
    stamp: row.erstellt_am,
    summary: `${appointmentTitle(row.termintyp)}: ${row.praxis_name}`,
    // A video consultation takes place online; the practice address still says who it is with.
    location: video ? `Online (${row.praxis_name})` : `${row.praxis_name}, ${practiceAddress(row)}`,
    description: lines.join('\n'),
  };
}

export function calendarFileOf(row: BookedSlotRow): string {
  return buildCalendar([calendarEventOf(row)]);
}

function terminprofilOf(
  row: BookedSlotRow,
  names: Map<string, LeistungsmerkmalInfo>,
): Terminprofil {
  return {
    name: row.profil_name,
    ...(present(row.profil_hinweis) ? { terminprofilhinweis: row.profil_hinweis } : {}),
    leistungsmerkmale: row.profil_leistungsmerkmale.map(
      (code) => names.get(code) ?? { code, name: code },
    ),
    qualifikationen: row.qualifikationen.map((code) => names.get(code) ?? { code, name: code }),
  };
}

function bookedSlotOf(row: BookedSlotRow, names: Map<string, LeistungsmerkmalInfo>): BookedSlot {
  return {
    id: row.slot_id,
    begin: berlinDateTime(row.beginn),
    end: berlinDateTime(row.ende),
    expired: row.begonnen,
    showTerminAbsagenOption: !row.begonnen,
    leistungsmerkmale: row.leistungsmerkmale.map((code) => names.get(code) ?? { code, name: code }),
    terminprofileId: row.terminprofil_id,
    ical: calendarBase64([calendarEventOf(row)]),
    termintyp: row.termintyp ?? DEFAULT_TERMINTYP,
  };
}

/** §3 "Appointment response" from the active bookings of a code (at least one). */
export async function appointmentResponse(
  q: Queryable,
  rows: readonly BookedSlotRow[],
): Promise<AppointmentResponse> {
  const names = await leistungsmerkmalInfos(
    q,
    rows.flatMap((row) => [...row.leistungsmerkmale, ...row.profil_leistungsmerkmale]),
  );
  const slots: Record<string, Record<string, BookedSlot[]>> = {};
  const praxen: Record<string, Praxis> = {};
  const terminprofile: Record<string, Terminprofil> = {};
  for (const row of rows) {
    const byOffice = (slots[berlinDateKey(row.beginn)] ??= {});
    (byOffice[row.praxis_id] ??= []).push(bookedSlotOf(row, names));
    praxen[row.praxis_id] ??= praxisOf(row, { kv: row.kv_name });
    terminprofile[row.terminprofil_id] ??= terminprofilOf(row, names);
  }
  return { slots, praxen, terminprofile };
}
