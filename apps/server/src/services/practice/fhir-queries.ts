// Small reads the FHIR interface needs beyond the desk's (docs/fhir.md "Appointment"): the
// practice's cancellation reasons of some bookings, and the bookings of one slot. Scoped to the
// practice like every other statement of the supply side.
import type { Queryable } from '../../db/client.ts';
import type { PracticeScope } from './scope.ts';

const ID = /^[1-9][0-9]{0,17}$/;

/**
 * A read of one text per booking of the practice, by booking id: `sql` selects `id` and `value`
 * and takes the practice as $1 and the ids as $2. Ids that are no booking id are left out, as are
 * bookings of other practices (the statement's scope).
 */
function perBooking(sql: string) {
  return async (
    q: Queryable,
    practice: PracticeScope,
    bookingIds: readonly string[],
  ): Promise<Map<string, string>> => {
    const ids = bookingIds.filter((id) => ID.test(id));
    if (ids.length === 0) return new Map();
    const rows = await q.query<{ id: string; value: string }>(sql, [practice.praxisId, ids]);
    return new Map(rows.map((r) => [r.id, r.value]));
  };
}

/** The reason the practice gave, per cancelled booking id (only the practice's own bookings). */
export const cancellationReasons = perBooking(
  `SELECT b.id::text AS id, b.storno_grund AS value
     FROM buchungen b JOIN slots s ON s.id = b.slot_id
    WHERE s.praxis_id = $1 AND b.id = ANY($2::bigint[]) AND b.storno_grund IS NOT NULL`,
);

/** Ids of the bookings (active and cancelled) of one of the practice's slots, oldest first. */
export async function bookingIdsOfSlot(
  q: Queryable,
  practice: PracticeScope,
  slotId: string,
): Promise<string[]> {
  if (!ID.test(slotId)) return [];
  const rows = await q.query<{ id: string }>(
    `SELECT b.id::text AS id FROM buchungen b JOIN slots s ON s.id = b.slot_id
      WHERE s.praxis_id = $1 AND s.id = $2 ORDER BY b.id`,
    [practice.praxisId, slotId],
  );
  return rows.map((r) => r.id);
}

/** The practice's entry in the register, for the FHIR Organization (docs/fhir.md "Organization"). */
export interface PracticeAddress {
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
  readonly telefon: string | null;
}

export async function practiceAddress(
  q: Queryable,
  practice: PracticeScope,
): Promise<PracticeAddress | null> {
  const [row] = await q.query<PracticeAddress>(
    'SELECT strasse, plz, ort, telefon FROM praxen WHERE id = $1',
    [practice.praxisId],
  );
  return row ?? null;
}

/** The urgency of each booking's referral code (AKUT, DRINGEND, …), for Appointment.priority. */
export const bookingUrgencies = perBooking(
  `SELECT b.id::text AS id, v.dringlichkeit AS value
     FROM buchungen b JOIN slots s ON s.id = b.slot_id JOIN vermittlungscodes v ON v.code = b.code
    WHERE s.praxis_id = $1 AND b.id = ANY($2::bigint[])`,
);
