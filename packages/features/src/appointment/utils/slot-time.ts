// §2 "Details pages": '{date}' and '{time}' of a booked slot. The server sends begin as Berlin wall
// time 'YYYY-MM-DDTHH:mm:ss' without offset; read as local wall time it shows as sent.
import { formatGermanDate, formatTime } from '@terminservice/domain/dates';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export interface SlotTime {
  /** dd.MM.yyyy */
  readonly date: string;
  /** HH:mm */
  readonly time: string;
}

/** The slot's date and time; falls back to the date key when begin is not a date-time. */
export function slotTime(begin: string, dateKey: string): SlotTime {
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
    return { date: formatGermanDate(local), time: formatTime(local) };
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  return {
    date: day ? `${day[3]}.${day[2]}.${day[1]}` : dateKey,
    time: /^\d{2}:\d{2}/.test(begin) ? begin.slice(0, 5) : begin,
  };
}
