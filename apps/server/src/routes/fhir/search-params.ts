// Search parameters (docs/fhir.md "Search"): dates with the prefixes ge, gt, le, lt and eq,
// tokens (comma = or), references, and the result parameters _count and _offset. Unknown
// parameters are refused, not ignored: a misspelt filter must not return everything.
import { berlinDateTime } from '../../services/kernel/berlin-time.ts';
import { MAX_RANGE_DAYS } from '../../services/practice/index.ts';
import { INSTANT, parseInstant } from './instant.ts';
import { berlinDayStart } from '../../services/kernel/berlin-time.ts';
import { refuseFhir } from './refusals.ts';

export interface SearchParamSpec {
  readonly name: string;
  readonly type: 'date' | 'token' | 'reference' | 'number';
  readonly documentation: string;
}

export type Query = Readonly<Record<string, string | string[] | undefined>>;

/** Result parameters every search takes. */
export const PAGING_PARAMS: readonly SearchParamSpec[] = [
  {
    name: '_count',
    type: 'number',
    documentation: 'Einträge je Seite, 0 bis 1000 (Standard 100).',
  },
  {
    name: '_cursor',
    type: 'token',
    documentation:
      'Weiterblättern nach dem letzten Eintrag der vorigen Seite (undurchsichtiger Wert aus dem Link „next“); stabil, auch wenn sich die Gesamtzahl zwischen zwei Seiten ändert.',
  },
  {
    name: 'page',
    type: 'number',
    documentation:
      'Seitennummer ab 1 wie im Leitfaden (Position = (page − 1) × _count); der Link „next“ blättert stabiler mit _cursor.',
  },
  {
    name: '_offset',
    type: 'number',
    documentation: 'Einträge, die übersprungen werden (ältere Form des Blätterns; besser _cursor).',
  },
];

/** The start parameter of a search (`date` of Appointment, `start` of Slot). */
export function dateParam(name: string): SearchParamSpec {
  return {
    name,
    type: 'date',
    documentation: `Beginn mit den Präfixen ge, gt, le, lt oder eq; ohne Untergrenze ab heute, höchstens ${MAX_RANGE_DAYS} Tage.`,
  };
}

/** The practice filters every search of the guide takes (docs/fhir.md "Search"). */
export const PRACTICE_PARAMS: readonly SearchParamSpec[] = [
  {
    name: 'bsnr',
    type: 'token',
    documentation:
      'Betriebsstättennummer; eine andere als die der eigenen Praxis ergibt ein leeres Ergebnis (wie im Leitfaden).',
  },
  {
    name: 'lanr',
    type: 'token',
    documentation: 'LANR (ANR) der Ärztin oder des Arztes, dem das Terminprofil zugeordnet ist.',
  },
];

/** Accepted everywhere and ignored: answers are always JSON (see _format in formatAllowed). */
const IGNORED = new Set(['_format', '_pretty']);

export const MAX_COUNT = 1000;
export const DEFAULT_COUNT = 100;
const DAY_MS = 86_400_000;

export function values(query: Query, name: string): string[] {
  const raw = query[name];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

export function assertKnownParams(query: Query, specs: readonly SearchParamSpec[]): void {
  const known = new Set(specs.map((s) => s.name));
  for (const name of Object.keys(query)) {
    if (!known.has(name) && !IGNORED.has(name)) throw refuseFhir.unknownSearchParameter(name);
  }
}

/** _format may only ask for JSON. */
export function formatAllowed(query: Query): boolean {
  return values(query, '_format').every((f) =>
    ['json', 'application/json', 'application/fhir+json'].includes(f),
  );
}

function integer(query: Query, name: string, max: number, fallback: number): number {
  const all = values(query, name);
  if (all.length === 0) return fallback;
  const text = all[0]!;
  if (all.length > 1 || !/^\d{1,7}$/.test(text) || Number(text) > max) {
    throw refuseFhir.badSearchValue(name, `Erwartet wird eine ganze Zahl von 0 bis ${max}.`);
  }
  return Number(text);
}

export interface Paging {
  readonly count: number;
  readonly offset: number;
  /** The last key of the previous page (decoded `_cursor`), or null. */
  readonly cursor: string | null;
}

export function pagingOf(query: Query): Paging {
  const count = integer(query, '_count', MAX_COUNT, DEFAULT_COUNT);
  const page = integer(query, 'page', 1_000_000, 0);
  const offset = integer(query, '_offset', 1_000_000, 0);
  const cursors = values(query, '_cursor');
  let cursor: string | null = null;
  if (cursors.length > 0) {
    const decoded = /^[A-Za-z0-9_-]{1,400}$/.test(cursors[0]!)
      ? Buffer.from(cursors[0]!, 'base64url').toString('utf8')
      : '';
    if (cursors.length > 1 || !/^[0-9|]{1,200}$/.test(decoded)) {
      throw refuseFhir.badSearchValue(
        '_cursor',
        'Bitte verwenden Sie den Link „next“ der letzten Antwort unverändert.',
      );
    }
    cursor = decoded;
  }
  if (page > 0 && (offset > 0 || cursor !== null)) {
    throw refuseFhir.badSearchValue(
      'page',
      '„page“ lässt sich nicht mit _offset oder _cursor verbinden.',
    );
  }
  return { count, offset: page > 0 ? (page - 1) * count : offset, cursor };
}

/** One value of a token parameter, or null. */
export function oneToken(query: Query, name: string, pattern: RegExp): string | null {
  const all = values(query, name);
  if (all.length === 0) return null;
  if (all.length > 1 || !pattern.test(all[0]!)) {
    throw refuseFhir.badSearchValue(name, 'Ungültiger Wert.');
  }
  return all[0]!;
}

/**
 * `bsnr` and `lanr`: whether the practice's resources can match at all (another BSNR: none,
 * answered as an empty result, not an error — the guide's FAQ), and the doctor asked for.
 */
export function practiceFilter(query: Query, bsnr: string): { none: boolean; lanr: string | null } {
  const asked = oneToken(query, 'bsnr', /^[0-9]{9}$/);
  const lanr = oneToken(query, 'lanr', /^[0-9]{9}$/);
  return { none: asked !== null && asked !== bsnr, lanr };
}

/** Token values, comma-separated ones split (FHIR: a comma means "or"). */
export function tokens(query: Query, name: string, allowed: readonly string[]): Set<string> | null {
  const all = values(query, name).flatMap((v) => v.split(','));
  if (all.length === 0) return null;
  for (const token of all) {
    if (!allowed.includes(token)) {
      throw refuseFhir.badSearchValue(name, `Erlaubt sind: ${allowed.join(', ')}.`);
    }
  }
  return new Set(all);
}

/** The id of a reference parameter ('Type/id' or 'id'); only one value. */
export function reference(query: Query, name: string, type: string): string | null {
  const all = values(query, name);
  if (all.length === 0) return null;
  const match = new RegExp(`^(?:${type}/)?([A-Za-z0-9\\-.]{1,64})$`).exec(all[0]!);
  if (all.length > 1 || !match) {
    throw refuseFhir.badSearchValue(name, `Erwartet wird ein Verweis „${type}/<id>“.`);
  }
  return match[1]!;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The period a date parameter's value names: a Berlin day, or a moment to its precision. */
function periodOf(name: string, text: string): { start: Date; end: Date } {
  if (DATE.test(text) && parseInstant(`${text}T00:00:00Z`)) {
    return { start: berlinDayStart(text), end: berlinDayStart(nextDay(text)) };
  }
  if (DATE_TIME.test(text)) {
    const withSeconds = /T\d{2}:\d{2}:/.test(text) ? text : text.replace(/(T\d{2}:\d{2})/, '$1:00');
    const at = INSTANT.test(withSeconds) ? parseInstant(withSeconds) : null;
    if (at)
      return { start: at, end: new Date(at.getTime() + (withSeconds === text ? 1000 : 60_000)) };
  }
  throw refuseFhir.badSearchValue(
    name,
    'Erwartet wird ein Datum (JJJJ-MM-TT) oder ein Zeitpunkt mit Zeitzone, mit den Präfixen ge, gt, le, lt oder eq.',
  );
}

/**
 * The range [from, to) a date parameter asks for. Without a lower bound it starts today (Berlin),
 * without an upper one it lasts MAX_RANGE_DAYS; a longer range is refused (docs/fhir.md "Search").
 */
export function dateRange(query: Query, name: string, now = new Date()): { from: Date; to: Date } {
  let from: Date | null = null;
  let to: Date | null = null;
  const later = (a: Date | null, b: Date) => (a && a > b ? a : b);
  const earlier = (a: Date | null, b: Date) => (a && a < b ? a : b);
  for (const value of values(query, name)) {
    const match = /^(eq|ne|gt|lt|ge|le|sa|eb|ap)?(.+)$/.exec(value);
    const prefix = match?.[1] ?? 'eq';
    const period = periodOf(name, match?.[2] ?? '');
    if (prefix === 'ge' || prefix === 'eq') from = later(from, period.start);
    if (prefix === 'gt') from = later(from, period.end);
    if (prefix === 'le' || prefix === 'eq') to = earlier(to, period.end);
    if (prefix === 'lt') to = earlier(to, period.start);
    if (!['ge', 'gt', 'le', 'lt', 'eq'].includes(prefix)) {
      throw refuseFhir.badSearchValue(
        name,
        'Unterstützt werden die Präfixe ge, gt, le, lt und eq.',
      );
    }
  }
  const span = MAX_RANGE_DAYS * DAY_MS;
  const start =
    from ?? (to ? new Date(to.getTime() - span) : berlinDayStart(berlinDateTime(now).slice(0, 10)));
  const end = to ?? new Date(start.getTime() + span);
  if (end.getTime() - start.getTime() > span) {
    throw refuseFhir.badSearchValue(
      name,
      `Eine Suche umfasst höchstens ${MAX_RANGE_DAYS} Tage. Bitte grenzen Sie den Zeitraum ein.`,
    );
  }
  return { from: start, to: end };
}
