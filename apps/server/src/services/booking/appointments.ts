// Booked appointments as the apps read them: §3 "Appointment response" (GET buchung), each slot
// with its calendar file. Times are written as Berlin wall time (services/kernel/berlin-time.ts);
// the booked slots are read by kernel/booked-slot.ts.
import {
  DEFAULT_TERMINTYP,
  type AppointmentResponse,
  type BookedSlot,
  type LeistungsmerkmalInfo,
  type Praxis,
  type Terminprofil,
} from '@terminservice/domain/api';
import type { Queryable } from '../../db/client.ts';
import { berlinDateKey, berlinDateTime } from '../kernel/berlin-time.ts';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import { praxisOf, present } from '../kernel/practice-row.ts';
import { calendarEventOf } from '../messages/appointment-text.ts';
import { calendarBase64 } from '../messages/ics.ts';

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
