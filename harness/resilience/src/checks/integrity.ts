// The booking invariants after a crash (issue #6 "kill -9"), read straight from the tables of
// apps/server/src/db/migrations (0001_schema.sql: slots.status, buchungen.storniert_am).
import type pg from 'pg';

export interface Integrity {
  /** Slots GEBUCHT without an active booking. */
  readonly slotWithoutBooking: number;
  /** Active bookings whose slot is not GEBUCHT. */
  readonly bookingWithoutSlot: number;
  /** Slots with more than one active booking. */
  readonly slotsBookedTwice: number;
  /** Codes with more than one active booking (§4: a code books one appointment). */
  readonly codesBookedTwice: number;
  readonly activeBookings: number;
}

export async function readIntegrity(client: pg.Client): Promise<Integrity> {
  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
  return {
    slotWithoutBooking: await count(
      `SELECT count(*) AS n FROM slots s
        WHERE s.status = 'GEBUCHT'
          AND NOT EXISTS (SELECT 1 FROM buchungen b WHERE b.slot_id = s.id AND b.storniert_am IS NULL)`,
    ),
    bookingWithoutSlot: await count(
      `SELECT count(*) AS n FROM buchungen b JOIN slots s ON s.id = b.slot_id
        WHERE b.storniert_am IS NULL AND s.status <> 'GEBUCHT'`,
    ),
    slotsBookedTwice: await count(
      `SELECT count(*) AS n FROM (SELECT slot_id FROM buchungen WHERE storniert_am IS NULL
        GROUP BY slot_id HAVING count(*) > 1) d`,
    ),
    codesBookedTwice: await count(
      `SELECT count(*) AS n FROM (SELECT code FROM buchungen WHERE storniert_am IS NULL
        GROUP BY code HAVING count(*) > 1) d`,
    ),
    activeBookings: await count(`SELECT count(*) AS n FROM buchungen WHERE storniert_am IS NULL`),
  };
}

/** The pairs (code, slot) of active bookings. */
export async function activePairs(client: pg.Client): Promise<Set<string>> {
  const { rows } = await client.query<{ code: string; slot_id: string }>(
    `SELECT code, slot_id::text FROM buchungen WHERE storniert_am IS NULL`,
  );
  return new Set(rows.map((row) => `${row.code}/${row.slot_id}`));
}
