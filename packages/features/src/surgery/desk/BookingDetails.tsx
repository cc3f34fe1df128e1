// What the practice sees of a booked slot: the masked code and the patient's details it needs to
// treat them (docs/supply.md "Booked appointments") — nothing more — and whether they confirmed
// with 'Ich komme' in the reminder (issue #15, docs/reminders.md).
import type { DeskBooking } from '@terminservice/domain/supply';
import { germanDate } from './dates.ts';

/** An instant in the browser's local date and time: '08.12.2026' and '09:00'. */
function localDateAndTime(iso: string): [string, string] {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return [
    `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()}`,
    `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  ];
}
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
    [
      BOOKING_TEXTS.confirmedState,
      booking.bestaetigtAm
        ? BOOKING_TEXTS.confirmedAt(...localDateAndTime(booking.bestaetigtAm))
        : '',
    ],
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
