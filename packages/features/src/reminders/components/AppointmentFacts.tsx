// The appointment a reminder link belongs to: date, time, practice and address — never the code.
import { parseSearchDateTime } from '@terminservice/domain/dates';
import type { ReminderView } from '@terminservice/domain/reminders';
import { DescriptionList, type DescriptionListItem } from '@terminservice/ui/description-list';
import { dateText, timeText, useT, weekdayText, type Translator } from '../../i18n/index.ts';
import { REMINDER_MESSAGES } from '../texts.ts';

/** The server's Berlin wall time 'YYYY-MM-DDTHH:mm:ss', read as local wall time (as sent). */
function dateAndTime({ locale }: Translator, beginn: string): { date: string; time: string } {
  const local = parseSearchDateTime(beginn.slice(0, 16));
  if (!local) return { date: beginn.slice(0, 10), time: beginn.slice(11, 16) };
  // 'Donnerstag, 03.12.2026': punctuation, not words (Arabic's own comma).
  const comma = locale === 'ar' ? '، ' : ', ';
  return {
    date: `${weekdayText(locale, local)}${comma}${dateText(locale, local)}`,
    time: timeText(locale, local),
  };
}

export function AppointmentFacts({ view }: { readonly view: ReminderView }) {
  const translator = useT();
  const { t } = translator;
  const { date, time } = dateAndTime(translator, view.beginn);
  const items: DescriptionListItem[] = [
    { term: t(REMINDER_MESSAGES.date), description: date },
    { term: t(REMINDER_MESSAGES.time), description: t(REMINDER_MESSAGES.clock, { time }) },
    { term: t(REMINDER_MESSAGES.practice), description: view.praxis.name },
    { term: t(REMINDER_MESSAGES.profile), description: view.terminprofil },
    {
      term: t(REMINDER_MESSAGES.address),
      description: `${view.praxis.strasse}, ${view.praxis.plz} ${view.praxis.ort}`,
    },
    { term: t(REMINDER_MESSAGES.phone), description: view.praxis.telefon },
  ];
  return (
    <section className="ts-reminder__appointment" aria-labelledby="ts-reminder-appointment">
      <h2 className="kern-heading-small" id="ts-reminder-appointment">
        {t(REMINDER_MESSAGES.appointmentHeading)}
      </h2>
      <DescriptionList className="ts-reminder__facts" items={items} omitEmpty />
    </section>
  );
}
