// The daytime mask of §3 "Search parameters": "a string of two digits per weekday Mo..So:
// forenoon then afternoon, 1 or 0". The days filter of §2 edits it; the search query sends it.

/** §9 "Weekdays Mo to So"; also the labels of the days filter. */
export const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The full names, e.g. for the days filter's groups and an alert's filters in words. */
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  Mo: 'Montag',
  Di: 'Dienstag',
  Mi: 'Mittwoch',
  Do: 'Donnerstag',
  Fr: 'Freitag',
  Sa: 'Samstag',
  So: 'Sonntag',
};

/** Forenoon first, then afternoon (§3). */
export const DAY_PARTS = ['vormittags', 'nachmittags'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

export type DaytimeSelection = Readonly<Record<Weekday, Readonly<Record<DayPart, boolean>>>>;

export interface DaytimeSlot {
  readonly weekday: Weekday;
  readonly part: DayPart;
}

export const DAYTIME_MASK_LENGTH = WEEKDAYS.length * DAY_PARTS.length;

/** Nothing selected: '00000000000000'. */
export const EMPTY_DAYTIME_MASK = '0'.repeat(DAYTIME_MASK_LENGTH);
/** §9 "Default daytime filter: none selected." */
export const DEFAULT_DAYTIME_MASK = EMPTY_DAYTIME_MASK;

/** §2 days filter headline: all days and times while nothing narrows the search, else the range. */
export const DAYTIME_HEADLINE_ALL = 'Alle Tage und Zeiten';
export const DAYTIME_HEADLINE_SELECTED = 'Suchzeitraum';

const MASK_PATTERN = new RegExp(`^[01]{${DAYTIME_MASK_LENGTH}}$`);

/** Exactly 14 digits 0/1 (server use). */
export function isDaytimeMask(value: unknown): value is string {
  return typeof value === 'string' && MASK_PATTERN.test(value);
}

/**
 * A mask as sent, normalised: the empty string means none selected (§9 default), a valid mask
 * stays as it is, anything else is null.
 */
export function normalizeDaytimeMask(value: string): string | null {
  if (value === '') return DEFAULT_DAYTIME_MASK;
  return isDaytimeMask(value) ? value : null;
}

function position(weekday: Weekday, part: DayPart): number {
  return WEEKDAYS.indexOf(weekday) * DAY_PARTS.length + DAY_PARTS.indexOf(part);
}

function buildSelection(isSet: (weekday: Weekday, part: DayPart) => boolean): DaytimeSelection {
  const entries = WEEKDAYS.map((weekday) => [
    weekday,
    { vormittags: isSet(weekday, 'vormittags'), nachmittags: isSet(weekday, 'nachmittags') },
  ]);
  return Object.fromEntries(entries) as Record<Weekday, Record<DayPart, boolean>>;
}

/** Every weekday and part unselected. */
export function emptyDaytimeSelection(): DaytimeSelection {
  return buildSelection(() => false);
}

/** Selection → 14-character mask, Mo forenoon first. */
export function encodeDaytime(selection: DaytimeSelection): string {
  return WEEKDAYS.flatMap((weekday) =>
    DAY_PARTS.map((part) => (selection[weekday][part] ? '1' : '0')),
  ).join('');
}

/** Mask → selection; the empty string is none selected; null for anything not a mask. */
export function decodeDaytime(mask: string): DaytimeSelection | null {
  const normalized = normalizeDaytimeMask(mask);
  if (normalized === null) return null;
  return buildSelection((weekday, part) => normalized[position(weekday, part)] === '1');
}

/** The selected (weekday, part) pairs in mask order. */
export function daytimeSlots(selection: DaytimeSelection): DaytimeSlot[] {
  return WEEKDAYS.flatMap((weekday) =>
    DAY_PARTS.filter((part) => selection[weekday][part]).map((part) => ({ weekday, part })),
  );
}

/** Selection from (weekday, part) pairs. */
export function daytimeFromSlots(slots: Iterable<DaytimeSlot>): DaytimeSelection {
  const chosen = new Set<number>();
  for (const slot of slots) chosen.add(position(slot.weekday, slot.part));
  return buildSelection((weekday, part) => chosen.has(position(weekday, part)));
}

/** The selection with one checkbox flipped. */
export function toggleDaytime(
  selection: DaytimeSelection,
  weekday: Weekday,
  part: DayPart,
): DaytimeSelection {
  return buildSelection((w, p) =>
    w === weekday && p === part ? !selection[w][p] : selection[w][p],
  );
}

/** True when no weekday and part is selected (the §9 default). */
export function isNoDaytimeSelected(selection: DaytimeSelection): boolean {
  return encodeDaytime(selection) === EMPTY_DAYTIME_MASK;
}

/** §2 days filter headline for a selection. */
export function daytimeHeadline(selection: DaytimeSelection): string {
  return isNoDaytimeSelected(selection) ? DAYTIME_HEADLINE_ALL : DAYTIME_HEADLINE_SELECTED;
}
