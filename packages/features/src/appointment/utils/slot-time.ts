// §2 "Details pages": '{date}' and '{time}' of a booked slot. The server sends begin as Berlin wall
// time 'YYYY-MM-DDTHH:mm:ss' without offset; read as local wall time it shows as sent.
import { formatGermanDate, formatTime } from '@terminservice/domain/dates';
import { dateText, timeText, type Locale } from '../../i18n/index.ts';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export interface SlotTime {
  /** dd.MM.yyyy (German; the language's own form in slotTimeIn) */
  readonly date: string;
  /** HH:mm */
  readonly time: string;
}

/** The slot's date and time; falls back to the date key when begin is not a date-time. */
export function slotTime(begin: string, dateKey: string): SlotTime {
  return slotTimeIn('de', begin, dateKey);
}

/** The same in the language in use (issue #23 part 1): German exactly as slotTime. */
export function slotTimeIn(locale: Locale, begin: string, dateKey: string): SlotTime {
  const match = WALL_TIME.exec(begin);
  if (match) {
    const [, y, mo, d, h, mi] = match.map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const local = new Date(y, mo - 1, d, h, mi);
    return locale === 'de'
      ? { date: formatGermanDate(local), time: formatTime(local) }
      : { date: dateText(locale, local), time: timeText(locale, local) };
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  const date = day
    ? locale === 'de'
      ? `${day[3]}.${day[2]}.${day[1]}`
      : dateText(locale, new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : dateKey;
  return { date, time: /^\d{2}:\d{2}/.test(begin) ? begin.slice(0, 5) : begin };
}
