// Calendar days and wall-clock times in Europe/Berlin for planning demo slots in local practice
// hours (stored as instants, timestamptz); the zone's rules come from services/kernel/berlin-time.ts.
import { berlinDateKey, berlinOffsetMinutes } from '../services/kernel/berlin-time.ts';

export interface Tag {
  readonly jahr: number;
  /** 1–12 */
  readonly monat: number;
  readonly tag: number;
  /** 1 = Monday … 7 = Sunday (§9: week starts Monday). */
  readonly wochentag: number;
  /** yyyy-MM-dd */
  readonly iso: string;
}

function tagAusUtc(ms: number): Tag {
  const d = new Date(ms);
  const jahr = d.getUTCFullYear();
  const monat = d.getUTCMonth() + 1;
  const tag = d.getUTCDate();
  const wochentag = ((d.getUTCDay() + 6) % 7) + 1;
  const iso = `${jahr}-${String(monat).padStart(2, '0')}-${String(tag).padStart(2, '0')}`;
  return { jahr, monat, tag, wochentag, iso };
}

/** The Berlin calendar day of an instant. */
export function berlinTag(instant: Date): Tag {
  const [jahr, monat, tag] = berlinDateKey(instant).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return tagAusUtc(Date.UTC(jahr, monat - 1, tag));
}

/** The day of a yyyy-MM-dd date. */
export function tagAusIso(iso: string): Tag {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(iso);
  if (!match) throw new Error(`not a yyyy-MM-dd date: ${iso}`);
  return tagAusUtc(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The day `n` days after `tag` (calendar arithmetic). */
export function plusTage(tag: Tag, n: number): Tag {
  return tagAusUtc(Date.UTC(tag.jahr, tag.monat - 1, tag.tag + n));
}

export function plusMonate(tag: Tag, n: number): Tag {
  return tagAusUtc(Date.UTC(tag.jahr, tag.monat - 1 + n, tag.tag));
}

const offsetCache = new Map<string, number>();

/** UTC offset of Berlin in minutes on that day (taken at noon; DST switches at night). */
function offsetMinuten(tag: Tag): number {
  let offset = offsetCache.get(tag.iso);
  if (offset === undefined) {
    offset = berlinOffsetMinutes(new Date(Date.UTC(tag.jahr, tag.monat - 1, tag.tag, 12)));
    offsetCache.set(tag.iso, offset);
  }
  return offset;
}

/** The instant of a Berlin wall-clock time (minutes after midnight) on a day between 06:00 and 22:00. */
export function berlinZeitpunkt(tag: Tag, minuten: number): number {
  return Date.UTC(tag.jahr, tag.monat - 1, tag.tag, 0, minuten) - offsetMinuten(tag) * 60_000;
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
function ostersonntag(jahr: number): Tag {
  const a = jahr % 19;
  const b = Math.floor(jahr / 100);
  const c = jahr % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monat = Math.floor((h + l - 7 * m + 114) / 31);
  const tag = ((h + l - 7 * m + 114) % 31) + 1;
  return tagAusUtc(Date.UTC(jahr, monat - 1, tag));
}

const feiertagCache = new Map<number, Set<string>>();

/** Nationwide public holidays, plus Christmas Eve and New Year's Eve: practices are closed. */
export function istFeiertag(tag: Tag): boolean {
  let set = feiertagCache.get(tag.jahr);
  if (!set) {
    const ostern = ostersonntag(tag.jahr);
    const fest = ['01-01', '05-01', '10-03', '12-24', '12-25', '12-26', '12-31'].map(
      (md) => `${tag.jahr}-${md}`,
    );
    const beweglich = [-2, 1, 39, 50].map((n) => plusTage(ostern, n).iso);
    set = new Set([...fest, ...beweglich]);
    feiertagCache.set(tag.jahr, set);
  }
  return set.has(tag.iso);
}
