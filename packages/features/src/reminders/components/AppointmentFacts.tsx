// The appointment a reminder link belongs to: date, time, practice and address — never the code.
import {
  formatGermanDate,
  formatTime,
  parseSearchDateTime,
  weekdayName,
} from '@terminservice/domain/dates';
import type { ReminderView } from '@terminservice/domain/reminders';
import { REMINDER_TEXTS } from '../texts.ts';

/** The server's Berlin wall time 'YYYY-MM-DDTHH:mm:ss', read as local wall time (as sent). */
function dateAndTime(beginn: string): { date: string; time: string } {
  const local = parseSearchDateTime(beginn.slice(0, 16));
  if (!local) return { date: beginn.slice(0, 10), time: beginn.slice(11, 16) };
  return { date: `${weekdayName(local)}, ${formatGermanDate(local)}`, time: formatTime(local) };
}

export function AppointmentFacts({ view }: { readonly view: ReminderView }) {
  const { date, time } = dateAndTime(view.beginn);
  const rows: [string, string][] = [
    [REMINDER_TEXTS.date, date],
    [REMINDER_TEXTS.time, REMINDER_TEXTS.clock(time)],
    [REMINDER_TEXTS.practice, view.praxis.name],
    [REMINDER_TEXTS.profile, view.terminprofil],
    [REMINDER_TEXTS.address, `${view.praxis.strasse}, ${view.praxis.plz} ${view.praxis.ort}`],
  ];
  if (view.praxis.telefon) rows.push([REMINDER_TEXTS.phone, view.praxis.telefon]);
  return (
    <section className="ts-reminder__appointment" aria-labelledby="ts-reminder-appointment">
      <h2 className="kern-heading-small" id="ts-reminder-appointment">
        {REMINDER_TEXTS.appointmentHeading}
      </h2>
      <dl className="ts-reminder__facts">
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
