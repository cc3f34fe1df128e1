// The appointment a reminder link belongs to: date, time, practice and address — never the code.
import {
  formatGermanDate,
  formatTime,
  parseSearchDateTime,
  weekdayName,
} from '@terminservice/domain/dates';
import type { ReminderView } from '@terminservice/domain/reminders';
import { DescriptionList, type DescriptionListItem } from '@terminservice/ui/description-list';
import { REMINDER_TEXTS } from '../texts.ts';

/** The server's Berlin wall time 'YYYY-MM-DDTHH:mm:ss', read as local wall time (as sent). */
function dateAndTime(beginn: string): { date: string; time: string } {
  const local = parseSearchDateTime(beginn.slice(0, 16));
  if (!local) return { date: beginn.slice(0, 10), time: beginn.slice(11, 16) };
  return { date: `${weekdayName(local)}, ${formatGermanDate(local)}`, time: formatTime(local) };
}

export function AppointmentFacts({ view }: { readonly view: ReminderView }) {
  const { date, time } = dateAndTime(view.beginn);
  const items: DescriptionListItem[] = [
    { term: REMINDER_TEXTS.date, description: date },
    { term: REMINDER_TEXTS.time, description: REMINDER_TEXTS.clock(time) },
    { term: REMINDER_TEXTS.practice, description: view.praxis.name },
    { term: REMINDER_TEXTS.profile, description: view.terminprofil },
    {
      term: REMINDER_TEXTS.address,
      description: `${view.praxis.strasse}, ${view.praxis.plz} ${view.praxis.ort}`,
    },
    { term: REMINDER_TEXTS.phone, description: view.praxis.telefon },
  ];
  return (
    <section className="ts-reminder__appointment" aria-labelledby="ts-reminder-appointment">
      <h2 className="kern-heading-small" id="ts-reminder-appointment">
        {REMINDER_TEXTS.appointmentHeading}
      </h2>
      <DescriptionList className="ts-reminder__facts" items={items} omitEmpty />
    </section>
  );
}
