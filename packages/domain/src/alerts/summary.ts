// The filters of an alert in words (issue #15): the dialog says what will be watched, the link page
// what was watched. Pure, so both apps and tests read the same sentence.
import { DAY_PARTS, WEEKDAYS, WEEKDAY_NAMES, decodeDaytime } from '../daytime/index.ts';
import { APPOINTMENT_TYPE_FILTER_LABELS, type AppointmentTypeFilter } from '../search/filters.ts';

/** 'alle Tage und Tageszeiten', or e.g. 'Montag vormittags, Mittwoch ganztags'. */
export function describeDaytime(mask: string): string {
  const selection = decodeDaytime(mask);
  if (!selection) return '';
  const days = WEEKDAYS.flatMap((day) => {
    const parts = DAY_PARTS.filter((part) => selection[day][part]);
    if (parts.length === 0) return [];
    const when = parts.length === DAY_PARTS.length ? 'ganztags' : parts[0];
    return [`${WEEKDAY_NAMES[day]} ${when}`];
  });
  return days.length === 0 ? 'alle Tage und Tageszeiten' : days.join(', ');
}

/** 'Alle Termine', 'Präsenztermin', 'Videosprechstunde' (§2 appointment-type buttons). */
export function describeAppointmentType(type: AppointmentTypeFilter): string {
  return APPOINTMENT_TYPE_FILTER_LABELS[type];
}

/** A German date 'YYYY-MM-DD' as 'TT.MM.JJJJ'. */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
