// Slots of one practice (Terminslots, FHIR Slot; docs/supply.md): publish one or many, read a
// range, withdraw free ones, switch free ↔ blocked. Publishing runs in one transaction under the
// practice's advisory lock, so two requests of one practice cannot both pass the overlap check.
// A slot changes state only through conditional UPDATEs, as in booking (services/booking/slot-rules.ts):
// a withdrawal and a booking racing for one slot cannot both win, and a booked slot is never
// withdrawn.
import {
  MAX_PUBLISH_AHEAD_DAYS,
  MAX_SLOTS_PER_REQUEST,
  type DeskSlotState,
  type DeskSlotView,
} from '@terminservice/domain/supply';
import type { Db, Queryable } from '../../db/client.ts';
import { berlinDateTime, berlinGermanDate, berlinTime } from '../kernel/berlin-time.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import { refusePractice } from './refusals.ts';
import type { PracticeScope } from './scope.ts';

/** Advisory lock class of a practice's slot writes (pg_advisory_xact_lock(class, hashtext(id))). */
const PRACTICE_LOCK_CLASS = 1_161_170;

export async function lockPractice(tx: Queryable, practice: PracticeScope): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    PRACTICE_LOCK_CLASS,
    practice.praxisId,
  ]);
}

interface PublishProfile {
  readonly aktiv: boolean;
  readonly dauer_minuten: number;
  readonly freigabe_tage: number | null;
}

export interface PublishRequest {
  readonly profilId: string;
  /** Local starts 'YYYY-MM-DDTHH:mm' (service time zone). */
  readonly starts: readonly string[];
  /** FHIR gives each slot its own end; the desk takes the profile's duration. */
  readonly ends?: readonly string[];
}

/**
 * Publishes slots of one or more profiles, all or nothing. Refuses a start in the past (PX004),
 * too far ahead (PX012), overlaps among the new slots or with the practice's slots (PX003), an
 * unknown (PX002) or deactivated (PX008) profile and more than MAX_SLOTS_PER_REQUEST (PX005).
 * Returns the new slot ids in the order of the requests' starts.
 */
export async function publishSlots(
  db: Db,
  practice: PracticeScope,
  requests: readonly PublishRequest[],
): Promise<string[]> {
  const total = requests.reduce((n, r) => n + r.starts.length, 0);
  if (total > MAX_SLOTS_PER_REQUEST) throw refusePractice.tooManySlots();
  if (total === 0) throw refusePractice.emptySeries();
  return db.transaction(async (tx) => {
    await lockPractice(tx, practice);
    const profil: string[] = [];
    const beginn: string[] = [];
    const ende: (string | null)[] = [];
    const dauer: number[] = [];
    for (const request of requests) {
      const profile = await publishProfile(tx, practice, request.profilId);
      request.starts.forEach((start, i) => {
        profil.push(request.profilId);
        beginn.push(start);
        ende.push(request.ends?.[i] ?? null);
        dauer.push(profile.dauer_minuten);
      });
    }
    await assertPublishable(tx, practice, { profil, beginn, ende, dauer });
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO slots (praxis_id, terminprofil_id, beginn, ende, termintyp, buchungsbefugnisse,
                          dringlichkeiten, abschnitt)
       SELECT $1, n.profil, n.b, n.e, tp.termintyp, tp.buchungsbefugnisse, tp.dringlichkeiten,
              CASE WHEN tp.freigabe_tage IS NOT NULL
                        AND n.b <= now() + make_interval(days => tp.freigabe_tage)
                   THEN 'freeToUseForPraxis' ELSE 'default' END
         FROM ${NEW_SLOTS} AS n
         JOIN terminprofile tp ON tp.id = n.profil AND tp.praxis_id = $1
        ORDER BY n.nr
       RETURNING id::text AS id`,
      [practice.praxisId, profil, beginn, ende, dauer],
    );
    return rows.map((r) => r.id);
  });
}

/** The new slots as rows (nr, profil, b, e) from the arrays $2 profile, $3 start, $4 end, $5 minutes. */
const NEW_SLOTS = `(
  SELECT u.nr, u.profil,
         (u.beginn::timestamp AT TIME ZONE '${SERVICE_TIME_ZONE}') AS b,
         coalesce(u.ende::timestamp AT TIME ZONE '${SERVICE_TIME_ZONE}',
                  (u.beginn::timestamp AT TIME ZONE '${SERVICE_TIME_ZONE}') + make_interval(mins => u.dauer)) AS e
    FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS u(profil, beginn, ende, dauer, nr)
)`;

async function publishProfile(
  tx: Queryable,
  practice: PracticeScope,
  profilId: string,
): Promise<PublishProfile> {
  const [row] = await tx.query<PublishProfile>(
    // Under the practice's lock: a practice the register removed meanwhile publishes nothing.
    `SELECT tp.aktiv, tp.dauer_minuten, tp.freigabe_tage
       FROM terminprofile tp JOIN praxen p ON p.id = tp.praxis_id AND NOT p.entfernt
      WHERE tp.praxis_id = $1 AND tp.id = $2`,
    [practice.praxisId, profilId],
  );
  if (!row) throw refusePractice.notFound();
  if (!row.aktiv) throw refusePractice.profileInactive();
  return row;
}

/**
 * One statement finds the first problem of the new slots, in the order the checks are listed.
 * Overlaps among the new slots: sorted by start, a slot overlaps an earlier one when it starts
 * before the latest end so far. Overlaps with existing slots: the index on (praxis_id, beginn),
 * bounded by the longest slot (a day).
 */
async function assertPublishable(
  tx: Queryable,
  practice: PracticeScope,
  slots: { profil: string[]; beginn: string[]; ende: (string | null)[]; dauer: number[] },
): Promise<void> {
  const [row] = await tx.query<{
    vergangen: boolean;
    zu_weit: boolean;
    ueberschneidung: Date | null;
  }>(
    `WITH n AS ${NEW_SLOTS},
     sortiert AS (
       SELECT n.b, n.e, max(n.e) OVER (ORDER BY n.b, n.nr
                                       ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS bisher
         FROM n)
     SELECT (SELECT bool_or(b <= now()) FROM n) AS vergangen,
            (SELECT bool_or(b > now() + make_interval(days => $6)) FROM n) AS zu_weit,
            (SELECT min(x.b) FROM sortiert x
              WHERE x.bisher > x.b
                 OR EXISTS (SELECT 1 FROM slots s
                             WHERE s.praxis_id = $1 AND s.status <> 'GELOESCHT'
                               AND s.beginn < x.e AND s.beginn > x.b - interval '1 day'
                               AND s.ende > x.b)) AS ueberschneidung`,
    [
      practice.praxisId,
      slots.profil,
      slots.beginn,
      slots.ende,
      slots.dauer,
      MAX_PUBLISH_AHEAD_DAYS,
    ],
  );
  if (row?.vergangen) throw refusePractice.startInPast();
  if (row?.zu_weit) throw refusePractice.tooFarAhead(MAX_PUBLISH_AHEAD_DAYS);
  if (row?.ueberschneidung) {
    const at = row.ueberschneidung;
    throw refusePractice.overlap(`${berlinGermanDate(at)}, ${berlinTime(at)}`);
  }
}

/** A slot of the practice: the desk's view of it (domain), with its booking's id instead of the booking. */
export interface DeskSlot extends Omit<DeskSlotView, 'buchung'> {
  /** The active booking's id, when booked. */
  readonly buchungId: string | null;
}

interface SlotRow {
  readonly id: string;
  readonly terminprofil_id: string;
  readonly beginn: Date;
  readonly ende: Date;
  readonly termintyp: string;
  readonly status: string;
  readonly abschnitt: string;
  readonly vergangen: boolean;
  readonly buchung_id: string | null;
}

function stateOf(row: SlotRow): DeskSlotState {
  if (row.status === 'GEBUCHT') return 'gebucht';
  if (row.status === 'RESERVIERT') return 'reserviert';
  if (row.vergangen) return 'abgelaufen';
  if (row.status === 'BLOCKIERT') return 'gesperrt';
  if (row.abschnitt === 'freeToUseForPraxis') return 'freigegeben';
  return 'frei';
}

/** Longest range one read returns (a week view asks for 7 days; FHIR searches for up to 31). */
export const MAX_RANGE_DAYS = 31;

/** The practice's slots that start in [from, to) (instants), withdrawn ones left out. */
export async function listSlots(
  q: Queryable,
  practice: PracticeScope,
  range: { readonly from: Date; readonly to: Date; readonly profilId?: string },
): Promise<DeskSlot[]> {
  const rows = await q.query<SlotRow>(
    `SELECT s.id::text AS id, s.terminprofil_id, s.beginn, s.ende, s.termintyp, s.status,
            s.abschnitt, s.beginn <= now() AS vergangen,
            (SELECT b.id::text FROM buchungen b
              WHERE b.slot_id = s.id AND b.storniert_am IS NULL) AS buchung_id
       FROM slots s
      WHERE s.praxis_id = $1 AND s.status <> 'GELOESCHT' AND s.beginn >= $2 AND s.beginn < $3
        AND ($4::text IS NULL OR s.terminprofil_id = $4)
      ORDER BY s.beginn, s.id
      LIMIT 5000`,
    [practice.praxisId, range.from, range.to, range.profilId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    profilId: row.terminprofil_id,
    beginn: berlinDateTime(row.beginn),
    ende: berlinDateTime(row.ende),
    termintyp: row.termintyp,
    zustand: stateOf(row),
    buchungId: row.buchung_id,
  }));
}

/** One slot of the practice, or PX002. */
export async function getSlot(
  q: Queryable,
  practice: PracticeScope,
  id: string,
): Promise<DeskSlot> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw refusePractice.notFound();
  const [row] = await q.query<{ beginn: Date }>(
    `SELECT beginn FROM slots WHERE praxis_id = $1 AND id = $2 AND status <> 'GELOESCHT'`,
    [practice.praxisId, id],
  );
  if (!row) throw refusePractice.notFound();
  const [slot] = (
    await listSlots(q, practice, { from: row.beginn, to: new Date(row.beginn.getTime() + 1) })
  ).filter((s) => s.id === id);
  if (!slot) throw refusePractice.notFound();
  return slot;
}

/**
 * Withdraws free (or blocked) slots, all or none: a slot of another practice or one that does not
 * exist is PX002, a booked or reserved one PX007. Past slots stay as they were (abgelaufen).
 */
export async function withdrawSlots(
  db: Db,
  practice: PracticeScope,
  ids: readonly string[],
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.some((id) => !/^[1-9][0-9]{0,17}$/.test(id))) throw refusePractice.notFound();
  return db.transaction(async (tx) => {
    // Lock the rows first: a booking racing for one of them waits, or is waited for.
    const rows = await tx.query<{ id: string; entziehbar: boolean }>(
      `SELECT id::text AS id, status IN ('FREI', 'BLOCKIERT') AND beginn > now() AS entziehbar
         FROM slots WHERE praxis_id = $1 AND id = ANY($2::bigint[]) AND status <> 'GELOESCHT'
        FOR UPDATE`,
      [practice.praxisId, unique],
    );
    if (rows.length < unique.length) throw refusePractice.notFound();
    if (rows.some((r) => !r.entziehbar)) throw refusePractice.slotNotFree();
    await tx.query(
      `UPDATE slots SET status = 'GELOESCHT', version = version + 1, geaendert_am = now()
        WHERE id = ANY($1::bigint[])`,
      [unique],
    );
    return unique.length;
  });
}

/** FHIR Slot.status free ↔ busy-unavailable: FREI ↔ BLOCKIERT for a future slot. */
export async function setSlotAvailability(
  db: Db,
  practice: PracticeScope,
  id: string,
  available: boolean,
): Promise<DeskSlot> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw refusePractice.notFound();
  const [from, to] = available ? ['BLOCKIERT', 'FREI'] : ['FREI', 'BLOCKIERT'];
  // In a transaction, like every write of the practice: it names the actor to the change log
  // (db/actor.ts, ADR 25).
  const rows = await db.transaction((tx) =>
    tx.query(
      `UPDATE slots SET status = $4, version = version + 1, geaendert_am = now()
        WHERE praxis_id = $1 AND id = $2 AND status IN ($3, $4) AND beginn > now()
        RETURNING id`,
      [practice.praxisId, id, from, to],
    ),
  );
  if (rows.length === 0) {
    await getSlot(db, practice, id);
    throw refusePractice.slotNotFree();
  }
  return getSlot(db, practice, id);
}
