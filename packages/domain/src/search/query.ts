// The query of the search and SMED search calls (§7 "search", "SMED search"), both ways: the
// client builds it, the server parses it.
import { flagsOf } from '../application-type/index.ts';
import type { ApplicationType } from '../application-type/types.ts';
import {
  formatSearchDateTime,
  parseSearchDateTime,
  type DateInput,
  type Dayjs,
} from '../dates/index.ts';
import { DEFAULT_DAYTIME_MASK, normalizeDaytimeMask } from '../daytime/index.ts';
import {
  BSNR_MAX_LENGTH,
  BSNR_SEARCH_MIN_LENGTH,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  POSTCODE_LENGTH,
} from '../limits/index.ts';
import { isSpracheCode, type SpracheCode } from '../supply/sprachen.ts';
import { joinQualifikationen, splitQualifikationen } from './qualifikationen.ts';
import { DEFAULT_RADIUS_KM, clampRadius } from './radius.ts';
import { FIRST_SEARCH_URGENCY, isUrgency, type SearchUrgency } from './urgency.ts';

/** §3 "Search parameters" (code travels as the basic-auth password, not in the query). */
export interface SearchParams {
  readonly code?: string | undefined;
  readonly plz?: string | undefined;
  readonly qualifikationen?: readonly string[] | undefined;
  readonly radius?: number | undefined;
  /** The 14-digit daytime mask of §3; absent means none selected. */
  readonly daytime?: string | undefined;
  readonly urgency?: SearchUrgency | undefined;
  readonly fromDate?: DateInput | undefined;
  readonly toDate?: DateInput | undefined;
  readonly bsnr?: string | undefined;
  readonly smedPseudonym?: string | undefined;
  /** Issue #15: the search for another slot of the code's booking (sent as verschieben=true). */
  readonly reschedule?: boolean | undefined;
  /** Issue #22: only profiles whose doctor speaks this language (sent as sprache=<code>). */
  readonly sprache?: SpracheCode | undefined;
}

/** §7 "search" query parameters, in the order the spec lists them. */
export type SearchQuery = {
  readonly allOf: string;
  readonly someOf: string;
  readonly plz: string;
  readonly daytime: string;
  readonly gesuchterTagVon?: string;
  readonly gesuchterTagBis?: string;
  readonly bsnr: string;
  readonly radius: string;
  readonly dringlichkeit?: string;
  /** Not in §7 (issue #15): 'true' while rescheduling; absent otherwise. */
  readonly verschieben?: 'true';
  /** Not in §7 (issue #22): a diagnosis language (ISO 639-1); absent for all languages. */
  readonly sprache?: SpracheCode;
};

/** §7 "SMED search" query parameters. */
export type SmedSearchQuery = {
  readonly daytime: string;
  readonly smedEinrichtungspseudonym: string;
};

/** §7: dringlichkeit is sent for TSS only; DISPO also sets TSS (§1). */
export function sendsDringlichkeit(type: ApplicationType): boolean {
  return flagsOf(type).has('TSS');
}

/**
 * §7 search query. allOf is always empty; the from/to dates only when given; dringlichkeit only
 * for TSS/DISPO, as '' before the first urgency choice (§9). Missing values take the §9 defaults.
 */
export function buildSearchQuery(type: ApplicationType, params: SearchParams): SearchQuery {
  return {
    allOf: '',
    someOf: joinQualifikationen(params.qualifikationen ?? []),
    plz: params.plz ?? '',
    daytime: params.daytime ?? DEFAULT_DAYTIME_MASK,
    ...(params.fromDate === undefined
      ? {}
      : { gesuchterTagVon: formatSearchDateTime(params.fromDate) }),
    ...(params.toDate === undefined
      ? {}
      : { gesuchterTagBis: formatSearchDateTime(params.toDate) }),
    bsnr: params.bsnr ?? '',
    radius: String(clampRadius(params.radius ?? DEFAULT_RADIUS_KM)),
    ...(sendsDringlichkeit(type) ? { dringlichkeit: params.urgency ?? FIRST_SEARCH_URGENCY } : {}),
    ...(params.reschedule === true ? { verschieben: 'true' as const } : {}),
    ...(params.sprache ? { sprache: params.sprache } : {}),
  };
}

/** §7 SMED search query. */
export function buildSmedSearchQuery(params: SearchParams): SmedSearchQuery {
  return {
    daytime: params.daytime ?? DEFAULT_DAYTIME_MASK,
    smedEinrichtungspseudonym: params.smedPseudonym ?? '',
  };
}

/** Anything with URLSearchParams' getAll (kept structural: no DOM or Node types needed). */
export interface MultiValueQuery {
  getAll(name: string): string[];
}

/** A query as the server sees it: URLSearchParams or a parsed query object. */
export type QueryInput =
  MultiValueQuery | Readonly<Record<string, string | readonly string[] | undefined>>;

function isMultiValueQuery(input: QueryInput): input is MultiValueQuery {
  return typeof (input as Partial<MultiValueQuery>).getAll === 'function';
}

export interface SearchQueryIssue {
  readonly field: string;
  readonly received: string | undefined;
  /** What the field should hold, for logs and 400 answers. */
  readonly expected: string;
}

export type QueryParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly SearchQueryIssue[] };

/** A parsed search query: the search parameters it carries. */
export interface ParsedSearchQuery {
  readonly qualifikationen: readonly string[];
  readonly plz: string;
  readonly daytime: string;
  readonly fromDate?: Dayjs;
  readonly toDate?: Dayjs;
  readonly bsnr: string;
  readonly radius: number;
  readonly urgency?: SearchUrgency;
  /** Issue #15: the code's booking is being moved; the code may search although it has one. */
  readonly reschedule?: true;
  /** Issue #22: a diagnosis language the profile's doctor speaks; absent: any. */
  readonly sprache?: SpracheCode;
}

export interface ParsedSmedSearchQuery {
  readonly daytime: string;
  readonly smedPseudonym: string;
}

/** Reads single values and records an issue for a repeated key. */
class QueryReader {
  readonly issues: SearchQueryIssue[] = [];
  readonly #input: QueryInput;

  constructor(input: QueryInput) {
    this.#input = input;
  }

  get(field: string): string | undefined {
    const values = this.#values(field);
    if (values.length > 1) this.issue(field, values.join(','), 'a single value');
    return values[0];
  }

  issue(field: string, received: string | undefined, expected: string): void {
    this.issues.push({ field, received, expected });
  }

  #values(field: string): readonly string[] {
    if (isMultiValueQuery(this.#input)) return this.#input.getAll(field);
    const value = this.#input[field];
    if (value === undefined) return [];
    return typeof value === 'string' ? [value] : value;
  }
}

const PLZ_PATTERN = new RegExp(`^[0-9]{${POSTCODE_LENGTH}}$`);
const RADIUS_PATTERN = /^[1-9][0-9]*$/;

function readDaytime(reader: QueryReader): string {
  const raw = reader.get('daytime');
  const daytime = normalizeDaytimeMask(raw ?? '');
  if (daytime === null) reader.issue('daytime', raw, '14 digits 0 or 1 (Mo..So, forenoon first)');
  return daytime ?? DEFAULT_DAYTIME_MASK;
}

function readDateTime(reader: QueryReader, field: string): Dayjs | undefined {
  const raw = reader.get(field);
  if (raw === undefined || raw === '') return undefined;
  const parsed = parseSearchDateTime(raw);
  if (!parsed) reader.issue(field, raw, "yyyy-MM-dd'T'HH:mm");
  return parsed ?? undefined;
}

/**
 * Server side of §7 "search": validates each value and collects every issue instead of throwing.
 * Missing daytime, radius and bsnr take their defaults; plz and someOf are required; dringlichkeit
 * is accepted only for TSS/DISPO.
 */
export function parseSearchQuery(
  type: ApplicationType,
  input: QueryInput,
): QueryParseResult<ParsedSearchQuery> {
  const reader = new QueryReader(input);

  const allOf = reader.get('allOf');
  if (allOf !== undefined && allOf !== '') reader.issue('allOf', allOf, 'empty');

  const someOf = reader.get('someOf');
  const qualifikationen = splitQualifikationen(someOf ?? '');
  if (qualifikationen.length === 0) reader.issue('someOf', someOf, 'comma-joined qualifications');

  const plz = reader.get('plz');
  if (plz === undefined || !PLZ_PATTERN.test(plz))
    reader.issue('plz', plz, `${POSTCODE_LENGTH} digits`);

  const daytime = readDaytime(reader);
  const fromDate = readDateTime(reader, 'gesuchterTagVon');
  const toDate = readDateTime(reader, 'gesuchterTagBis');
  if (fromDate && toDate && !toDate.isAfter(fromDate))
    reader.issue('gesuchterTagBis', formatSearchDateTime(toDate), 'after gesuchterTagVon');

  const bsnr = reader.get('bsnr') ?? '';
  if (bsnr.length > BSNR_MAX_LENGTH)
    reader.issue('bsnr', bsnr, `at most ${BSNR_MAX_LENGTH} characters`);

  const radiusText = reader.get('radius');
  const radius = radiusText === undefined ? DEFAULT_RADIUS_KM : Number(radiusText);
  if (
    radiusText !== undefined &&
    (!RADIUS_PATTERN.test(radiusText) || radius < MIN_RADIUS_KM || radius > MAX_RADIUS_KM)
  )
    reader.issue('radius', radiusText, `whole km from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}`);

  const dringlichkeit = reader.get('dringlichkeit');
  let urgency: SearchUrgency | undefined;
  if (!sendsDringlichkeit(type)) {
    if (dringlichkeit !== undefined) reader.issue('dringlichkeit', dringlichkeit, 'absent');
  } else if (dringlichkeit === undefined || dringlichkeit === FIRST_SEARCH_URGENCY) {
    urgency = FIRST_SEARCH_URGENCY;
  } else if (isUrgency(dringlichkeit)) {
    urgency = dringlichkeit;
  } else {
    reader.issue('dringlichkeit', dringlichkeit, 'an urgency or empty');
  }

  const verschieben = reader.get('verschieben');
  if (verschieben !== undefined && verschieben !== '' && verschieben !== 'true')
    reader.issue('verschieben', verschieben, "'true' or absent");

  // Issue #22: '' or absent is every language.
  const spracheText = reader.get('sprache');
  const sprache = isSpracheCode(spracheText) ? spracheText : undefined;
  if (spracheText !== undefined && spracheText !== '' && sprache === undefined)
    reader.issue('sprache', spracheText, 'an ISO 639-1 code of the diagnosis languages, or empty');

  if (reader.issues.length > 0) return { ok: false, issues: reader.issues };
  return {
    ok: true,
    value: {
      qualifikationen,
      plz: plz ?? '',
      daytime,
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
      bsnr,
      radius,
      ...(urgency === undefined ? {} : { urgency }),
      ...(verschieben === 'true' ? { reschedule: true as const } : {}),
      ...(sprache === undefined ? {} : { sprache }),
    },
  };
}

/** Server side of §7 "SMED search". */
export function parseSmedSearchQuery(input: QueryInput): QueryParseResult<ParsedSmedSearchQuery> {
  const reader = new QueryReader(input);
  const daytime = readDaytime(reader);
  const raw = reader.get('smedEinrichtungspseudonym');
  const smedPseudonym = raw ?? '';
  if (smedPseudonym === '')
    reader.issue('smedEinrichtungspseudonym', raw, 'the facility pseudonym');
  if (reader.issues.length > 0) return { ok: false, issues: reader.issues };
  return { ok: true, value: { daytime, smedPseudonym } };
}

/**
 * §4/§9: a BSNR change re-runs the search only when the field is empty or longer than 8
 * characters.
 */
export function shouldSearchOnBsnrChange(bsnr: string): boolean {
  return bsnr.length === 0 || bsnr.length >= BSNR_SEARCH_MIN_LENGTH;
}
