// What the practice sees of a booked slot: the masked code and the patient's details it needs to
// treat them (docs/supply.md "Booked appointments") — nothing more — and whether they confirmed
// with 'Ich komme' in the reminder (issue #15, docs/reminders.md), and when the practice marked it
// 'nicht erschienen' (issue #24 part 1).
import type { DeskBooking } from '@terminservice/domain/supply';
import { DescriptionList } from '@terminservice/ui/description-list';
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
  const birthDate = /^\d{4}-\d{2}-\d{2}$/.test(booking.geburtsdatum)
    ? germanDate(booking.geburtsdatum)
    : booking.geburtsdatum;
  const merkmale = booking.leistungsmerkmale.map((c) => nameOf(catalogue, c)).join(', ');
  const confirmed = booking.bestaetigtAm
    ? BOOKING_TEXTS.confirmedAt(...localDateAndTime(booking.bestaetigtAm))
    : '';
  const noShow = booking.nichtErschienenAm
    ? BOOKING_TEXTS.noShowAt(...localDateAndTime(booking.nichtErschienenAm))
    : '';
  return (
    <DescriptionList
      className="ts-desk__facts ts-desk__booking"
      omitEmpty
      items={[
        { term: BOOKING_TEXTS.code, description: booking.codeMaskiert },
        { term: BOOKING_TEXTS.name, description: `${booking.vorname} ${booking.nachname}`.trim() },
        { term: BOOKING_TEXTS.birthDate, description: birthDate },
        { term: BOOKING_TEXTS.phone, description: booking.telefon },
        { term: BOOKING_TEXTS.email, description: booking.email },
        { term: BOOKING_TEXTS.note, description: booking.hinweis },
        { term: BOOKING_TEXTS.merkmale, description: merkmale },
        { term: BOOKING_TEXTS.confirmedState, description: confirmed },
        { term: BOOKING_TEXTS.noShowTerm, description: noShow },
      ]}
    />
  );
}
