// The call catalogue of spec §7 as data: method, path under API_BASE_PATH, authentication, timeout
// and the §8 error context each call is resolved in. Request bodies are valibot schemas in
// validation/; response types are in responses.ts.
import type { ErrorContext } from '../errors/catalogue-types.ts';
import { AVAILABILITY_TIMEOUT_MS, GET_RETRIES, REQUEST_TIMEOUT_MS } from '../limits/index.ts';
import { API_BASE_PATH } from './headers.ts';
import { ALERT_CALLS, type AlertCallResponses } from './alert-calls.ts';
import { PRACTICE_CALLS, type PracticeCallResponses } from './practice-calls.ts';
import { VIDEO_CALLS, type VideoCallResponses } from './video-calls.ts';
import { REMINDER_CALLS, type ReminderCallResponses } from './reminder-calls.ts';
import { STATISTICS_CALLS, type StatisticsCallResponses } from './statistics-calls.ts';
import type {
  AppointmentResponse,
  AvailabilityResponse,
  ChangeContactResponse,
  CodeResponse,
  CodeStatusResponse,
  FacilitySearchResponse,
  FeatureTogglesResponse,
  IdentificationResponse,
  LoginResponse,
  NotedResponse,
  PlaceNameResponse,
  QualificationsResponse,
  SearchResponse,
  StatusResponse,
  VerifyIdentificationResponse,
} from './responses.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * §6, §7: basic authentication with an empty user name.
 * - code: the Vermittlungscode as password ("unless stated"); empty while the session has none.
 * - none: an empty password even when a code is known (feature toggles, code by service feature).
 */
export type CallAuth = 'code' | 'none';

/** How the answer is read: JSON, plain text (version, calendar file) or ignored. */
export type ResponseKind = 'json' | 'text' | 'empty';

export interface CallDefinition {
  readonly method: HttpMethod;
  /** Relative to API_BASE_PATH. */
  readonly path: string;
  readonly auth: CallAuth;
  /** Query parameter names, in the order of §7. */
  readonly query?: readonly string[];
  readonly response: ResponseKind;
  /** Overrides the 30 s of §7. */
  readonly timeoutMs?: number;
  /** The §8 context its errors resolve in; null where §8 has none (errors propagate). */
  readonly errorContext: ErrorContext | null;
}

/** §7 "search": the query of the standard search. */
export const SEARCH_QUERY = [
  'allOf',
  'someOf',
  'plz',
  'daytime',
  'gesuchterTagVon',
  'gesuchterTagBis',
  'bsnr',
  'radius',
  'dringlichkeit',
  // Not in §7 (issue #15, docs/rescheduling.md): 'true' while the code's booking is being moved to
  // another slot — the search then shows free slots although the code has a booking (no WP009).
  'verschieben',
  // Not in §7 (issue #22): a diagnosis language (ISO 639-1, supply/sprachen.ts); only profiles whose
  // doctor speaks it. Absent or empty: every language.
  'sprache',
] as const;

/** §7 "SMED search". */
export const SMED_SEARCH_QUERY = ['daytime', 'smedEinrichtungspseudonym'] as const;

export const CALLS = {
  // Start
  featureToggles: {
    method: 'GET',
    path: 'featuretoggles/abrufen',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  version: {
    method: 'GET',
    path: 'version',
    auth: 'code',
    response: 'text',
    errorContext: 'version',
  },
  status: { method: 'GET', path: 'status', auth: 'code', response: 'json', errorContext: 'status' },

  // Login and codes
  login: {
    method: 'GET',
    path: 'login',
    auth: 'code',
    query: ['plz'],
    response: 'json',
    errorContext: 'login',
  },
  codeByServiceFeature: {
    method: 'GET',
    path: 'code',
    auth: 'none',
    query: ['leistungsmerkmal'],
    response: 'json',
    errorContext: 'codeFetch',
  },
  codeByUrgency: {
    method: 'GET',
    path: 'code/dringlichkeit',
    auth: 'code',
    query: ['dringlichkeit'],
    response: 'json',
    errorContext: 'codeFetch',
  },

  // No-code flow: availability, identity check
  availability: {
    method: 'POST',
    path: 'termincheck/check',
    auth: 'code',
    response: 'json',
    timeoutMs: AVAILABILITY_TIMEOUT_MS,
    errorContext: 'availability',
  },
  requestIdentityPinByEmail: {
    method: 'POST',
    path: 'identitaetsbestaetigung/anfordern/email',
    auth: 'code',
    response: 'json',
    errorContext: 'identityEmailPin',
  },
  requestIdentityPinBySms: {
    method: 'POST',
    path: 'identitaetsbestaetigung/anfordern/sms',
    auth: 'code',
    response: 'json',
    errorContext: 'identitySmsPin',
  },
  verifyIdentity: {
    method: 'POST',
    path: 'identitaetsbestaetigung/bestaetigen',
    auth: 'code',
    response: 'json',
    errorContext: 'identityPin',
  },

  // Reference data
  placeName: {
    method: 'GET',
    path: 'ortsname/abrufen',
    auth: 'code',
    query: ['plz'],
    response: 'json',
    errorContext: null,
  },
  qualifications: {
    method: 'GET',
    path: 'leistungsmerkmale/abrufen',
    auth: 'code',
    response: 'json',
    errorContext: null,
  },
  // Method and query not given by the spec: a GET by search term and postcode.
  facilitySearch: {
    method: 'GET',
    path: 'einrichtungssuche/durchfuehren',
    auth: 'code',
    query: ['suchbegriff', 'plz'],
    response: 'json',
    errorContext: null,
  },

  // Search
  search: {
    method: 'GET',
    path: 'search',
    auth: 'code',
    query: SEARCH_QUERY,
    response: 'json',
    errorContext: 'search',
  },
  // "separate endpoint", path not given: a sub-path of search.
  smedSearch: {
    method: 'GET',
    path: 'search/smed',
    auth: 'code',
    query: SMED_SEARCH_QUERY,
    response: 'json',
    errorContext: 'search',
  },

  // In-person booking and its management. The spec lists the path 'buchung' and the methods of the
  // lookup (GET), the cancellation (DELETE) and the contact change (PATCH); the in-person booking
  // "to the booking endpoint" is the POST on the same path.
  bookInPerson: {
    method: 'POST',
    path: 'buchung',
    auth: 'code',
    response: 'empty',
    errorContext: 'booking',
  },
  // The management page resolves this call's errors in 'management' instead (§8).
  bookingLookup: {
    method: 'GET',
    path: 'buchung',
    auth: 'code',
    response: 'json',
    errorContext: 'detailsPage',
  },
  deleteBooking: {
    method: 'DELETE',
    path: 'buchung',
    auth: 'code',
    response: 'empty',
    errorContext: 'cancel',
  },
  // Answers whether the new address waits for its PIN (issue #26; §7 gives no answer).
  changeContact: {
    method: 'PATCH',
    path: 'buchung',
    auth: 'code',
    response: 'json',
    errorContext: 'emailChange',
  },
  // Not in §7: issue #26, the new notification address confirmed with the PIN mailed to it.
  confirmContact: {
    method: 'POST',
    path: 'buchung/email/bestaetigen',
    auth: 'code',
    response: 'empty',
    errorContext: 'emailChange',
  },
  // Not in §7: issue #15, move the code's booking to another slot (docs/rescheduling.md).
  rescheduleBooking: {
    method: 'POST',
    path: 'buchung/verschieben',
    auth: 'code',
    response: 'empty',
    errorContext: 'reschedule',
  },
  // Not given by the spec: the calendar file of one booked slot (the booking answer also carries it
  // base64-encoded), for links in confirmation mails.
  calendarFile: {
    method: 'GET',
    path: 'buchung/kalender',
    auth: 'code',
    query: ['slotId'],
    response: 'text',
    errorContext: null,
  },
  // Issue #15 "Code status": until when the code books, its cancellations, its urgency with the
  // appointment window, what the next cancellation means. Not in §7.
  codeStatus: {
    method: 'GET',
    path: 'vermittlungscode/status/abrufen',
    auth: 'code',
    response: 'json',
    errorContext: null,
  },
  isCodeNoted: {
    method: 'GET',
    path: 'buchungsinformationen/vermittlungscode/notiert/abrufen',
    auth: 'code',
    response: 'json',
    errorContext: null,
  },
  // "call by code, empty body": method not given, POST as it changes state.
  markCodeNoted: {
    method: 'POST',
    path: 'buchungsinformationen/vermittlungscode/notiert/speichern',
    auth: 'code',
    response: 'empty',
    errorContext: null,
  },

  // The contact page's form (§2: fields not shown): the path 'contact', method not given.
  contactForm: {
    method: 'POST',
    path: 'contact',
    auth: 'code',
    response: 'empty',
    errorContext: null,
  },

  // Video consultation: reserve, confirm with the PIN from the verification mail, or cancel
  ...VIDEO_CALLS,

  // The appointment desk of the SURGERY app (docs/supply.md): not in §7.
  ...PRACTICE_CALLS,

  // The links of a reminder (issue #15, docs/reminders.md): not in §7.
  ...REMINDER_CALLS,

  // The slot alert (issue #15, docs/alerts.md): not in §7.
  ...ALERT_CALLS,

  // The operators' statistics (issue #24 part 2, docs/statistics.md): not in §7.
  ...STATISTICS_CALLS,
} as const satisfies Record<string, CallDefinition>;

export type CallKey = keyof typeof CALLS;

export const CALL_KEYS = Object.keys(CALLS) as CallKey[];

/** What each call answers with; `void` for calls whose answer is ignored. */
export interface CallResponses
  extends
    PracticeCallResponses,
    ReminderCallResponses,
    VideoCallResponses,
    AlertCallResponses,
    StatisticsCallResponses {
  readonly featureToggles: FeatureTogglesResponse;
  readonly version: string;
  readonly status: StatusResponse;
  readonly login: LoginResponse;
  readonly codeByServiceFeature: CodeResponse;
  readonly codeByUrgency: CodeResponse;
  readonly availability: AvailabilityResponse;
  readonly requestIdentityPinByEmail: IdentificationResponse;
  readonly requestIdentityPinBySms: IdentificationResponse;
  readonly verifyIdentity: VerifyIdentificationResponse;
  readonly placeName: PlaceNameResponse;
  readonly qualifications: QualificationsResponse;
  readonly facilitySearch: FacilitySearchResponse;
  readonly search: SearchResponse;
  readonly smedSearch: SearchResponse;
  readonly bookInPerson: void;
  readonly bookingLookup: AppointmentResponse;
  readonly deleteBooking: void;
  readonly changeContact: ChangeContactResponse;
  readonly confirmContact: void;
  readonly rescheduleBooking: void;
  /** The iCalendar text. */
  readonly calendarFile: string;
  readonly codeStatus: CodeStatusResponse;
  readonly isCodeNoted: NotedResponse;
  readonly markCodeNoted: void;
  readonly contactForm: void;
}

/** The absolute path of a call, e.g. '/web/api/v4/login'; path parameters stay ':id'. */
export function callPath(key: CallKey): string {
  return API_BASE_PATH + CALLS[key].path;
}

/** The absolute path with its ':name' segments filled in (URI-encoded). */
export function callPathWith(key: CallKey, params: Readonly<Record<string, string>> = {}): string {
  return callPath(key).replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: path parameter ${name} missing`);
    return encodeURIComponent(value);
  });
}

/** §7, §9: 30 s unless the call overrides it (availability 4 s). */
export function callTimeoutMs(key: CallKey): number {
  const call: CallDefinition = CALLS[key];
  return call.timeoutMs ?? REQUEST_TIMEOUT_MS;
}

/** §7: GET requests are retried up to 3 times; other methods never, so nothing is booked twice. */
export function callRetryLimit(key: CallKey): number {
  return CALLS[key].method === 'GET' ? GET_RETRIES : 0;
}

/** §7: "unless the status is 400" — a rejected request is not repeated. */
export function isRetriedStatus(status: number): boolean {
  return status !== 400;
}

/** §2 "Other pages": the static markdown pages, fetched by GET from the app's own assets. */
export const STATIC_PAGES = {
  imprint: 'assets/static/pages/page-imprint.md',
  privacy: 'assets/static/pages/page-privacy.md',
  accessibility: 'assets/static/pages/page-accessibility.md',
  // The FAQ is "a static markdown file" too; its name is not given, this follows the others.
  faq: 'assets/static/pages/page-faq.md',
  // Issue #23 part 2: the pages in Leichte Sprache (WEB only), served the same way.
  easyLanguage: 'assets/static/pages/page-leichte-sprache.md',
} as const;
export type StaticPage = keyof typeof STATIC_PAGES;
