// The route table and the search path variants of §2 "Route table" / "Search path variants".
import type { ApplicationType } from '../application-type/types.ts';
import { flagsOf } from '../application-type/index.ts';
import { POSTCODE_LENGTH } from '../limits/index.ts';
import { DEFAULT_RADIUS_KM, clampRadius, parseRadius } from './radius.ts';
import { QUALIFIKATIONEN_SEPARATOR, splitQualifikationen } from './qualifikationen.ts';
import { isUrgency, type Urgency } from './urgency.ts';

export const BASE_PATH = '/terminservice';

/** §2 "Route table". Paths with an optional parameter have a builder below. */
export const ROUTES = {
  base: BASE_PATH,
  search: `${BASE_PATH}/suche`,
  faq: `${BASE_PATH}/faq`,
  booking: `${BASE_PATH}/termin`,
  details: `${BASE_PATH}/termin/details`,
  tssDetails: `${BASE_PATH}/termin/details-tss`,
  contact: `${BASE_PATH}/kontakt`,
  verification: `${BASE_PATH}/code-verification`,
  bookingVerification: `${BASE_PATH}/reservierung-pin`,
  emailVerification: `${BASE_PATH}/email-verification`,
  privacy: '/datenschutz',
  imprint: '/impressum',
  accessibility: '/barrierefreiheit',
} as const;
export type RouteName = keyof typeof ROUTES;

/**
 * §2 "Other pages": the billing-note page 'Hinweis zur Abrechnung' of the SURGERY app. The route
 * table gives it no path; it sits under the base like the other pages.
 */
export const BILLING_NOTE_PATH = `${BASE_PATH}/hinweis-abrechnung`;

/**
 * Issue #23 part 2: the pages in Leichte Sprache (WEB), linked from the header and the footer as
 * 116117.de does. Not in the §2 route table, so beside it like the billing note.
 */
export const EASY_LANGUAGE_PATH = `${BASE_PATH}/leichte-sprache`;

/** §2: "The map view of search results is indicated by the URL hash #isMap". */
export const MAP_HASH = '#isMap';

/** §2 e-mail verification result page states; any other value shows 'Fehler: Unbekannter Status'. */
export const EMAIL_VERIFICATION_STATES = [
  'invalid',
  'valid',
  'nocode-invalid',
  'nocode-valid',
  'nocode-verify-invalid',
  'nocode-verify-valid',
] as const;
export type EmailVerificationState = (typeof EMAIL_VERIFICATION_STATES)[number];

function withOptional(path: string, part: string | null | undefined): string {
  return part ? `${path}/${encodeURIComponent(part)}` : path;
}

/** /terminservice/termin/details[/{code}] */
export function detailsPath(code?: string | null): string {
  return withOptional(ROUTES.details, code);
}

/** /terminservice/reservierung-pin[/{code}] */
export function bookingVerificationPath(code?: string | null): string {
  return withOptional(ROUTES.bookingVerification, code);
}

/** /terminservice/email-verification[/{state}] */
export function emailVerificationPath(state?: string | null): string {
  return withOptional(ROUTES.emailVerification, state);
}

/** Whether a URL, or its hash alone, shows the map view. */
export function isMapView(urlOrHash: string): boolean {
  const index = urlOrHash.indexOf('#');
  return index >= 0 && urlOrHash.slice(index) === MAP_HASH;
}

/** §3 "Search parameters" that travel in the search path. */
export interface SearchPathParams {
  readonly code?: string | undefined;
  readonly plz?: string | undefined;
  readonly qualifikationen?: readonly string[] | undefined;
  readonly radius?: number | undefined;
  readonly urgency?: Urgency | '' | undefined;
  readonly smedPseudonym?: string | undefined;
}

/** What a parsed search path holds: only the parts present in it. */
export type ParsedSearchPath =
  | { readonly variant: 'bare' }
  | { readonly variant: 'smed'; readonly code: string; readonly smedPseudonym: string }
  | {
      readonly variant: 'standard';
      readonly code: string;
      readonly plz: string;
      readonly qualifikationen: readonly string[];
      readonly radius?: number;
      readonly urgency?: Urgency;
    };

const CODE_SEGMENT = /^[A-Za-z0-9-]+$/;
const PLZ_SEGMENT = new RegExp(`^[0-9]{${POSTCODE_LENGTH}}$`);

/** Which parts of the search path a type writes (§2 "Search path parameters by type"). */
function writesRadiusAndUrgency(type: ApplicationType): { radius: boolean; urgency: boolean } {
  const tss = flagsOf(type).has('TSS'); // DISPO also sets TSS (§1)
  return { radius: tss || type === 'SMED', urgency: tss };
}

/**
 * The search path for a type (§2): SMED with a pseudonym → suche/{code}/{smedPseudonym}; otherwise
 * suche/{code}/{plz}/{qualifikationen} plus /{radius} (TSS, DISPO, SMED) and /{urgency} (TSS,
 * DISPO). Empty parts are omitted; an urgency needs a radius before it, so the default radius is
 * written then; the radius is clamped to the offered range. Without the required parts the bare
 * search path results.
 */
export function buildSearchPath(type: ApplicationType, params: SearchPathParams): string {
  const code = params.code ?? '';
  if (type === 'SMED' && params.smedPseudonym && code) {
    return searchPath([code, params.smedPseudonym].map(encodeURIComponent));
  }
  const qualifikationen = splitQualifikationen(params.qualifikationen ?? []);
  if (!code || !params.plz || qualifikationen.length === 0) return ROUTES.search;

  const segments = [
    encodeURIComponent(code),
    encodeURIComponent(params.plz),
    qualifikationen.map(encodeURIComponent).join(QUALIFIKATIONEN_SEPARATOR),
  ];
  const writes = writesRadiusAndUrgency(type);
  const urgency = writes.urgency && params.urgency ? params.urgency : undefined;
  const radius = writes.radius ? params.radius : undefined;
  if (radius !== undefined || urgency)
    segments.push(String(clampRadius(radius ?? DEFAULT_RADIUS_KM)));
  if (urgency) segments.push(urgency);
  return searchPath(segments);
}

function searchPath(encodedSegments: readonly string[]): string {
  return [ROUTES.search, ...encodedSegments].join('/');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A search path back into its parameters, or null for a shape the router does not know (§2: a
 * bare /terminservice/suche/ and unknown paths redirect to base). A query string and a hash are
 * ignored. Any type accepts the code/plz/qualifikationen variants with radius and urgency, since
 * other pages navigate there with them (§2 identity check, reservation PIN page); the
 * code/pseudonym variant exists only for SMED.
 */
export function parseSearchPath(type: ApplicationType, path: string): ParsedSearchPath | null {
  const pathname = path.replace(/[?#].*$/s, '');
  if (pathname === ROUTES.search) return { variant: 'bare' };
  if (!pathname.startsWith(`${ROUTES.search}/`)) return null;

  const raw = pathname.slice(ROUTES.search.length + 1).split('/');
  if (raw.some((segment) => segment === '')) return null;

  if (raw.length === 2) {
    if (type !== 'SMED') return null;
    const [code, smedPseudonym] = raw.map(decodeSegment);
    if (!code || !smedPseudonym || !CODE_SEGMENT.test(code)) return null;
    return { variant: 'smed', code, smedPseudonym };
  }
  if (raw.length < 3 || raw.length > 5) return null;

  const [codeRaw = '', plzRaw = '', qualifikationenRaw = '', radiusRaw, urgencyRaw] = raw;
  const code = decodeSegment(codeRaw);
  const plz = decodeSegment(plzRaw);
  if (!code || !CODE_SEGMENT.test(code) || !plz || !PLZ_SEGMENT.test(plz)) return null;

  const decoded = qualifikationenRaw.split(QUALIFIKATIONEN_SEPARATOR).map(decodeSegment);
  if (decoded.some((value) => value === null)) return null;
  const qualifikationen = splitQualifikationen(decoded.filter((value) => value !== null));
  if (qualifikationen.length === 0) return null;

  const radius = radiusRaw === undefined ? undefined : parseRadius(radiusRaw);
  if (radius === null) return null;
  if (urgencyRaw !== undefined && !isUrgency(urgencyRaw)) return null;

  return {
    variant: 'standard',
    code,
    plz,
    qualifikationen,
    ...(radius === undefined ? {} : { radius }),
    ...(urgencyRaw === undefined ? {} : { urgency: urgencyRaw }),
  };
}

/** The parameters a parsed path carries, in the shape `buildSearchPath` takes. */
export function searchPathParams(parsed: ParsedSearchPath): SearchPathParams {
  const { variant: _variant, ...params } = parsed;
  return params;
}

/**
 * Issue #24 part 3: the query of a link into the login page from outside (the open feed's booking
 * deep link, docs/open-feed.md): the practice's postcode and the profile's Leistungsmerkmal, which
 * prefill the code form and the no-code form. Booking still needs a code or the identity check.
 */
export const ENTRY_LINK_PARAMS = { plz: 'plz', leistungsmerkmal: 'leistungsmerkmal' } as const;

/** What an entry link carries: only well-formed parts. */
export interface EntryLink {
  readonly plz?: string;
  readonly leistungsmerkmal?: string;
}

const LEISTUNGSMERKMAL_SEGMENT = /^[A-Za-z0-9]{1,10}$/;

/** /terminservice?plz=…&leistungsmerkmal=… (parts left out when empty). */
export function entryLinkPath(link: EntryLink): string {
  const query = new URLSearchParams();
  if (link.plz) query.set(ENTRY_LINK_PARAMS.plz, link.plz);
  if (link.leistungsmerkmal) query.set(ENTRY_LINK_PARAMS.leistungsmerkmal, link.leistungsmerkmal);
  const text = query.toString();
  return text ? `${ROUTES.base}?${text}` : ROUTES.base;
}

/** An entry link's query (location.search) back into its parts; malformed parts are dropped. */
export function parseEntryLink(search: string): EntryLink {
  const query = new URLSearchParams(search);
  const plz = query.get(ENTRY_LINK_PARAMS.plz)?.trim() ?? '';
  const leistungsmerkmal = query.get(ENTRY_LINK_PARAMS.leistungsmerkmal)?.trim() ?? '';
  return {
    ...(PLZ_SEGMENT.test(plz) ? { plz } : {}),
    ...(LEISTUNGSMERKMAL_SEGMENT.test(leistungsmerkmal) ? { leistungsmerkmal } : {}),
  };
}
