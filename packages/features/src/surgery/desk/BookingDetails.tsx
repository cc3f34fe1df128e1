// What the practice sees of a booked slot: the masked code and the patient's details it needs to
// treat them (docs/supply.md "Booked appointments") — nothing more.
import type { DeskBooking } from '@terminservice/domain/supply';
import { germanDate } from './dates.ts';
import { nameOf } from './catalogue.ts';
import { useDesk } from './DeskStoreProvider.tsx';
import { BOOKING_TEXTS } from './texts.ts';

export function BookingDetails({ booking }: { readonly booking: DeskBooking }) {
  const catalogue = useDesk((s) => s.catalogue);
  const rows: [string, string][] = [
    [BOOKING_TEXTS.code, booking.codeMaskiert],
    [BOOKING_TEXTS.name, `${booking.vorname} ${booking.nachname}`.trim()],
    [
      BOOKING_TEXTS.birthDate,
      /^\d{4}-\d{2}-\d{2}$/.test(booking.geburtsdatum)
        ? germanDate(booking.geburtsdatum)
        : booking.geburtsdatum,
    ],
    [BOOKING_TEXTS.phone, booking.telefon],
    [BOOKING_TEXTS.email, booking.email],
    [BOOKING_TEXTS.note, booking.hinweis],
    [BOOKING_TEXTS.merkmale, booking.leistungsmerkmale.map((c) => nameOf(catalogue, c)).join(', ')],
  ];
  return (
    <dl className="ts-desk__facts ts-desk__booking">
      {rows
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
