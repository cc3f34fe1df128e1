// The desk's view of a date range (docs/supply.md "Week view"): the practice's slots with their
// state, and for booked ones the booking with what the practice needs — nothing else. Dates are
// local service dates; the range is [von 00:00, bis + 1 day 00:00) in the service time zone.
import type { DeskBooking, DeskPractice, DeskSlotView } from '@terminservice/domain/supply';
import type { Queryable } from '../../db/client.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import { listBookings, type PracticeBooking } from './bookings.ts';
import { refusePractice } from './refusals.ts';
import type { PracticeScope } from './scope.ts';
import { listSlots, MAX_RANGE_DAYS } from './slots.ts';

function daysBetween(from: string, to: string): number {
  return Math.round(
    (new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / 86_400_000,
  );
}

function deskBooking(b: PracticeBooking): DeskBooking {
  return {
    id: b.id,
    codeMaskiert: b.codeMaskiert,
    ...b.patient,
    leistungsmerkmale: b.leistungsmerkmale,
    bestaetigtAm: b.bestaetigtAm,
    nichtErschienenAm: b.nichtErschienenAm,
    nichtErschienenAktion: b.nichtErschienenAktion,
  };
}

/** The slots starting on the local dates von…bis (inclusive), at most MAX_RANGE_DAYS days. */
export async function deskWeek(
  q: Queryable,
  practice: PracticeScope,
  range: { readonly von: string; readonly bis: string },
): Promise<DeskSlotView[]> {
  if (daysBetween(range.von, range.bis) + 1 > MAX_RANGE_DAYS) {
    throw refusePractice.rangeTooLong(MAX_RANGE_DAYS);
  }
  const [bounds] = await q.query<{ from: Date; to: Date }>(
    `SELECT ($1::date::timestamp AT TIME ZONE '${SERVICE_TIME_ZONE}') AS "from",
            (($2::date + 1)::timestamp AT TIME ZONE '${SERVICE_TIME_ZONE}') AS "to"`,
    [range.von, range.bis],
  );
  const window = { from: bounds!.from, to: bounds!.to };
  const slots = await listSlots(q, practice, window);
  const bookings = await listBookings(q, practice, window);
  const byId = new Map(bookings.map((b) => [b.id, b]));
  return slots.map((slot) => {
    const booking = slot.buchungId === null ? undefined : byId.get(slot.buchungId);
    return {
      id: slot.id,
      profilId: slot.profilId,
      beginn: slot.beginn,
      ende: slot.ende,
      termintyp: slot.termintyp,
      zustand: slot.zustand,
      buchung: booking ? deskBooking(booking) : null,
    };
  });
}

/** The practice whose desk it is: name, BSNR and address. */
export async function deskPractice(q: Queryable, practice: PracticeScope): Promise<DeskPractice> {
  const [row] = await q.query<DeskPractice>(
    'SELECT bsnr, name, strasse, plz, ort FROM praxen WHERE id = $1',
    [practice.praxisId],
  );
  if (!row) throw refusePractice.unknownPractice();
  return row;
}
