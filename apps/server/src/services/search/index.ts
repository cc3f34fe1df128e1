// The search behind §7 "search", "SMED search" and "availability" (termincheck/check): which free
// slots a code may see, near which postcode, in which window — and the transitions of §4 "Search"
// (WP009 → details, WP055 → base, WP082 → bookingVerification).
import type { Buchungsbefugnis } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { flagsOf } from '@terminservice/domain/application-type';
import { formatSearchDateTime } from '@terminservice/domain/dates';
import { EMPTY_DAYTIME_MASK } from '@terminservice/domain/daytime';
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM } from '@terminservice/domain/limits';
import {
  DEFAULT_URGENCY,
  maxSearchDays,
  parseSearchQuery,
  parseSmedSearchQuery,
  sendsDringlichkeit,
  splitQualifikationen,
} from '@terminservice/domain/search';
import type { Queryable } from '../../db/client.ts';
import { LEISTUNGSMERKMAL_NAMEN } from '../../reference/index.ts';
import { OPEN_LEISTUNGSMERKMAL } from '../codes/login.ts';
import { refuse } from '../refusals.ts';
import { codeUrgency, loadContext } from './context.ts';
import type { Point } from '@terminservice/domain/geo';
import { queryIssues } from './query-issues.ts';
import { toSearchResponse } from './response.ts';
import {
  drivingMerkmale,
  nearestSql,
  readPracticeRows,
  searchSql,
  type FoundPractice,
  type PracticeSource,
  type RawPracticeRow,
  type SearchLimits,
  type SlotFilter,
} from './sql.ts';
import { windowEnd } from './window.ts';
import type { JsonAnswer } from '../../http/json-answer.ts';
import { ANY_MERKMAL, boxKeys, practiceKeys } from './changes.ts';
import { boundingBox } from './geo.ts';
import type { SharedAnswers } from './shared-answers.ts';

export { windowEnd } from './window.ts';

/**
 * How much one search returns. The UI shows 3 slots per date and practice and reveals the rest of
 * the day with '{n} weitere anzeigen' (§2, §9), so whole days are returned; what is capped is the
 * number of practices (the nearest 50 that have a matching slot) and the slots per practice, result
 * section and appointment type (the earliest 30, cut back to complete days): several days of a busy
 * practice, weeks of a quiet one. That keeps every answer small — it is read on phones — and every
 * search bounded in work, whatever the radius (docs/performance.md "Search").
 */
export const SEARCH_LIMITS: SearchLimits = { practices: 50, slotsPerGroup: 30 };

/**
 * The Leistungsmerkmale a code may search; null for an open code (issued by urgency without a
 * specialty, services/codes.ts): it searches what the client chose in the qualification picker.
 */
export function codeSpecialties(leistungsmerkmal: string): string[] | null {
  if (leistungsmerkmal.trim() === OPEN_LEISTUNGSMERKMAL) return null;
  return splitQualifikationen(leistungsmerkmal);
}

/** Booking authority (§3 buchungsbefugnisse): TSS and DISPO also see slots only TSS may book. */
export function authoritiesFor(type: ApplicationType): Buchungsbefugnis[] {
  return flagsOf(type).has('TSS') ? ['PATIENT', 'TSS'] : ['PATIENT'];
}

/** The types that may search by time range and BSNR and with extra qualifications (§6). */
export const PRIVILEGED_SEARCH_TYPES: readonly ApplicationType[] = ['TSS', 'SURGERY'];

/** Refuses unless the verified type is one of `allowed` (the route passes requireType). */
export type Authorize = (allowed: readonly ApplicationType[]) => void;

/** Splits qualification keys into doctor groups and extras (z, g) by the catalogue. */
function classify(
  keys: readonly string[],
  arten: Record<string, string> | null,
): { specialties: string[]; extras: string[] } {
  const specialties: string[] = [];
  const extras: string[] = [];
  for (const key of new Set(keys)) {
    const art = arten?.[key];
    if (art === 'z' || art === 'g') extras.push(key);
    else specialties.push(key);
  }
  return { specialties, extras };
}

function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The radii a search tries, smallest first: from the default radius doubling up to the one asked
 * for. In a dense area the nearest practices with slots lie in the first ring, so a wide radius
 * does not cost the work of sorting every practice within it; where the first ring has too few,
 * the next one is searched.
 */
export function searchRings(radiusKm: number): number[] {
  const rings: number[] = [];
  for (let ring = DEFAULT_RADIUS_KM; ring < radiusKm; ring *= 2) rings.push(ring);
  rings.push(radiusKm);
  return rings;
}

interface Found {
  readonly rows: FoundPractice[];
  /** The change keys of what was read (changes.ts): the last ring's box, or the practice. */
  readonly keys: readonly string[];
}

async function runSearch(
  db: Queryable,
  source: PracticeSource,
  filter: SlotFilter,
): Promise<Found> {
  if (source.kind === 'praxis') {
    const { text, values } = searchSql(source, filter, SEARCH_LIMITS);
    const raw = await db.query<RawPracticeRow>(text, values);
    return {
      rows: readPracticeRows(raw, LEISTUNGSMERKMAL_NAMEN),
      keys: practiceKeys(source.praxisId),
    };
  }
  let rows: RawPracticeRow[] = [];
  let ring = source.radiusKm;
  for (const radiusKm of searchRings(source.radiusKm)) {
    // The nearest `practices` within a ring are the nearest of all: everything beyond is farther.
    const { text, values } = searchSql({ ...source, radiusKm }, filter, SEARCH_LIMITS);
    rows = await db.query<RawPracticeRow>(text, values);
    ring = radiusKm;
    if (rows.length >= SEARCH_LIMITS.practices) break;
  }
  // A change beyond the last ring cannot alter the answer: the rings before it lie inside it.
  const [driving] = drivingMerkmale(filter);
  return {
    rows: readPracticeRows(rows, LEISTUNGSMERKMAL_NAMEN),
    keys: boxKeys(boundingBox(source.centre, ring), driving.length > 0 ? driving : [ANY_MERKMAL]),
  };
}

/** When the earliest slot of the answer begins (ms), or null: a shared answer ends then. */
function firstStart(rows: readonly FoundPractice[]): number | null {
  let first: number | null = null;
  for (const row of rows) {
    if (row.erster === null) continue;
    const start = new Date(row.erster).getTime();
    if (first === null || start < first) first = start;
  }
  return first;
}

/** A search's answer from what it asks (everything the answer depends on, not the code). */
function sharedSearch(
  db: Queryable,
  answers: SharedAnswers,
  source: PracticeSource,
  filter: SlotFilter,
  info: Parameters<typeof toSearchResponse>[1],
  options: Parameters<typeof toSearchResponse>[2],
): Promise<JsonAnswer> {
  const key = JSON.stringify([source, filter, info, options]);
  return answers.answer(key, async () => {
    const found = await runSearch(db, source, filter);
    return {
      value: toSearchResponse(found.rows, info, options),
      keys: found.keys,
      firstStart: firstStart(found.rows),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// search

export interface SearchInput {
  /** The normalised Vermittlungscode from basic auth. */
  readonly code: string;
  /** The hashed client address, for the failed-login counter. */
  readonly clientKey: string;
  /** The verified application type of the request. */
  readonly type: ApplicationType;
  /** The query as Fastify parsed it (a repeated key is a list). */
  readonly query: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly now: Date;
}

/**
 * §7 "search". Order of refusals: the client stopped for wrong codes (429), the code (WP042, WP082,
 * WP009, WP055), the query (WP003), the
 * privileged parts (WP002: time range, BSNR, extra qualifications — TSS, DISPO and SURGERY only),
 * the code's specialty (WP002), the postcode (WP030).
 */
export async function searchByPostcode(
  db: Queryable,
  answers: SharedAnswers,
  input: SearchInput,
  authorize: Authorize,
): Promise<JsonAnswer> {
  const raw = input.query;
  const requested = splitQualifikationen(single(raw.someOf) ?? '');
  const context = await loadContext(db, input.code, input.clientKey, {
    plz: single(raw.plz) ?? '',
    qualifikationen: requested,
    now: input.now,
    // Issue #15: the search for another slot of the code's booking (docs/rescheduling.md).
    reschedule: single(raw.verschieben) === 'true',
    changesFrom: answers.changesFrom,
  });
  answers.observe(context.aenderungen, context.aenderungen_xmin);
  const allowed = codeSpecialties(context.leistungsmerkmal);

  // No qualifications chosen: the code's own Leistungsmerkmal is the search.
  const query =
    allowed && requested.length === 0 && !Array.isArray(raw.someOf)
      ? { ...raw, someOf: allowed.join(',') }
      : raw;
  const parsed = parseSearchQuery(input.type, query);
  if (!parsed.ok) throw queryIssues(parsed.issues);
  const params = parsed.value;

  if (params.fromDate || params.toDate || params.bsnr !== '') authorize(PRIVILEGED_SEARCH_TYPES);
  const { specialties, extras } = classify(params.qualifikationen, context.arten);
  if (extras.length > 0) authorize(PRIVILEGED_SEARCH_TYPES);
  if (allowed && specialties.some((key) => !allowed.includes(key)))
    throw refuse.specialtyNotCovered();
  const effectiveSpecialties = specialties.length === 0 && allowed ? allowed : specialties;

  if (!context.ort) throw refuse.unknownPostcode();

  const urgency =
    sendsDringlichkeit(input.type) && params.urgency
      ? params.urgency
      : codeUrgency(context.dringlichkeit);
  const filter: SlotFilter = {
    specialties: effectiveSpecialties,
    extras,
    authorities: authoritiesFor(input.type),
    daytime: params.daytime,
    from: params.fromDate ? formatSearchDateTime(params.fromDate) : undefined,
    to: params.toDate ? formatSearchDateTime(params.toDate) : undefined,
    windowEnd: windowEnd(maxSearchDays(urgency, input.type), input.now),
    urgency,
    // Issue #22: part of the filter, so also of the shared answer's key (sharedSearch).
    ...(params.sprache ? { sprache: params.sprache } : {}),
  };
  const tss = flagsOf(input.type).has('TSS');
  return sharedSearch(
    db,
    answers,
    {
      kind: 'radius',
      centre: { lat: Number(context.ort.lat), lon: Number(context.ort.lon) },
      radiusKm: params.radius,
      bsnr: params.bsnr || undefined,
    },
    filter,
    {
      radius: params.radius,
      daytime: params.daytime,
      dringlichkeit: urgency,
      gesuchteLeistungsmerkmale: [...effectiveSpecialties, ...extras],
      bsnr: params.bsnr,
      ...(params.sprache ? { sprache: params.sprache } : {}),
    },
    { mergeSections: tss, freiTextSuche: !tss, slotsPerGroup: SEARCH_LIMITS.slotsPerGroup },
  );
}

// ---------------------------------------------------------------------------------------------
// SMED search

/**
 * §7 "SMED search": the free slots, bookable by patients, of the one practice with the facility
 * pseudonym, for the code's specialty (any, for an open code) within the code's urgency window.
 * There is no postcode, so no radius (requestInfo.radius 0) and no distance.
 */
export async function searchBySmedPseudonym(
  db: Queryable,
  answers: SharedAnswers,
  input: SearchInput,
): Promise<JsonAnswer> {
  const pseudonym = single(input.query.smedEinrichtungspseudonym) ?? '';
  const context = await loadContext(db, input.code, input.clientKey, {
    smedPseudonym: pseudonym,
    now: input.now,
    changesFrom: answers.changesFrom,
  });
  answers.observe(context.aenderungen, context.aenderungen_xmin);
  const parsed = parseSmedSearchQuery(input.query);
  if (!parsed.ok) throw queryIssues(parsed.issues);
  if (!context.smed_praxis) throw refuse.unknownFacility();

  const specialties = codeSpecialties(context.leistungsmerkmal) ?? [];
  const urgency = codeUrgency(context.dringlichkeit);
  return sharedSearch(
    db,
    answers,
    { kind: 'praxis', praxisId: context.smed_praxis },
    {
      specialties,
      extras: [],
      authorities: ['PATIENT'],
      daytime: parsed.value.daytime,
      windowEnd: windowEnd(maxSearchDays(urgency, input.type), input.now),
      urgency,
    },
    {
      radius: 0,
      daytime: parsed.value.daytime,
      dringlichkeit: urgency,
      gesuchteLeistungsmerkmale: specialties,
      bsnr: '',
    },
    { mergeSections: false, freiTextSuche: true, slotsPerGroup: SEARCH_LIMITS.slotsPerGroup },
  );
}

// ---------------------------------------------------------------------------------------------
// availability (termincheck/check)

export interface AvailabilityInput {
  readonly postleitzahl: string;
  readonly leistungsmerkmale: readonly string[];
  readonly type: ApplicationType;
  readonly now: Date;
}

export interface AvailabilityResult {
  readonly termineVorhanden: boolean;
  readonly suchRadius: number;
}

/**
 * §4 "No-code flow", §7 "availability": is there a free slot for the Leistungsmerkmale within
 * 150 km of the postcode — and which radius choice reaches the nearest? The window is the one of
 * the default urgency (§9 DRINGEND), which codes of the no-code flow carry; the booking authority
 * is that of the verified type, as in the search that follows.
 */
export async function checkAvailability(
  db: Queryable,
  input: AvailabilityInput,
): Promise<AvailabilityResult> {
  const keys = [...new Set(input.leistungsmerkmale.map((key) => key.trim()))];
  const [row] = await db.query<{ ort: Point | null; arten: Record<string, string> | null }>(
    `SELECT
       (SELECT json_build_object('lat', z.lat, 'lon', z.lon) FROM postleitzahlen z WHERE z.plz = $1) AS ort,
       (SELECT json_object_agg(l.code, l.art) FROM leistungsmerkmale l WHERE l.code = ANY($2::text[])) AS arten`,
    [input.postleitzahl, keys],
  );
  if (!row?.ort) throw refuse.unknownPostcode();
  if (keys.some((key) => row.arten?.[key] === undefined)) throw refuse.unknownSpecialty();

  const { specialties, extras } = classify(keys, row.arten);
  const centre = { lat: Number(row.ort.lat), lon: Number(row.ort.lon) };
  const filter: SlotFilter = {
    specialties,
    extras,
    authorities: authoritiesFor(input.type),
    daytime: EMPTY_DAYTIME_MASK,
    windowEnd: windowEnd(maxSearchDays(DEFAULT_URGENCY, input.type), input.now),
  };
  // The radius choices are the rings: the first that holds a matching slot is the answer.
  for (const radiusKm of RADIUS_CHOICES_KM) {
    const { text, values } = nearestSql({ kind: 'radius', centre, radiusKm }, filter);
    const [nearest] = await db.query(text, values);
    if (nearest) return { termineVorhanden: true, suchRadius: radiusKm };
  }
  return { termineVorhanden: false, suchRadius: DEFAULT_RADIUS_KM };
}
