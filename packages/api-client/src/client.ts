// One typed function per call of spec §7, on ky. Method, path, authentication, query names, answer
// kind and timeout of every call come from the domain's call catalogue (CALLS); this file only
// wires them to HTTP.
import {
  APPLICATION_TYPE_HEADER,
  CALLS,
  callPath,
  callTimeoutMs,
  checkLoginResponse,
  type CallDefinition,
  type CallKey,
  type CallResponses,
} from '@terminservice/domain/api';
import {
  resolveApplicationType,
  type ApplicationType,
} from '@terminservice/domain/application-type';
import {
  ApiError,
  InvalidResponseError,
  RequestTimeoutError,
  parseServerError,
} from '@terminservice/domain/errors';
import {
  buildSearchQuery,
  buildSmedSearchQuery,
  type SearchParams,
} from '@terminservice/domain/search';
import type {
  AvailabilityRequest,
  BookingEmailPinRequest,
  BookingPinVerifyRequest,
  BookingRequest,
  ChangeContactRequest,
  ContactPageRequest,
  DeleteBookingRequest,
  IdentityEmailRequest,
  IdentitySmsRequest,
  IdentityVerifyRequest,
} from '@terminservice/domain/validation';
import ky, { isHTTPError, isTimeoutError, type KyInstance, type ResponsePromise } from 'ky';
import { newIdempotencyKey, requestHeaders } from './headers.ts';
import { retryOptions } from './retry.ts';
import { beginServerWait } from './server-wait.ts';

/** A value, or a function read at every call (the session changes while the client lives). */
export type Getter<T> = () => T | null | undefined;

export interface ApiClientOptions {
  /**
   * Where `/web/api/v4/` is served, e.g. 'http://localhost:8080'. A path is kept as a prefix
   * ('https://example.org/proxy' → 'https://example.org/proxy/web/api/v4/…'). Absent: the page's
   * own origin (the apps are served same-origin with their API).
   */
  readonly baseUrl?: string | URL;
  /** The session's Vermittlungscode, sent as the basic-auth password (§6, §7). */
  readonly getCode?: Getter<string>;
  /** The identification token (staff or practice token), sent in IDENTIFICATION_TOKEN_HEADER. */
  readonly getToken?: Getter<string>;
  /**
   * The app's resolved application type, sent in the x-ets-application header and used to build
   * the search query (§7: dringlichkeit for TSS only). Absent: the type the last `version()` call
   * resolved; before that none is sent and the search is built as WEB.
   */
  readonly applicationType?: ApplicationType | Getter<ApplicationType>;
  /**
   * Per-attempt timeout in ms; default the catalogue's (callTimeoutMs: 30 s, availability 4 s).
   * A number applies to every call; a function decides per call.
   */
  readonly timeoutMs?: number | ((key: CallKey) => number);
  /** A fetch implementation (SSR frameworks, instrumentation); default the global fetch. */
  readonly fetch?: typeof fetch;
}

/** Per call: cancel it (e.g. when a React effect is cleaned up). */
export interface RequestOptions {
  readonly signal?: AbortSignal;
}

/** Per state-changing call: the idempotency key, so that a repeated request changes nothing twice. */
export interface MutationOptions extends RequestOptions {
  /** Sent in IDEMPOTENCY_KEY_HEADER. Booking and reservation calls generate one when absent. */
  readonly idempotencyKey?: string;
}

/** §1, §4: what the `version` call tells the app. */
export interface VersionInfo {
  readonly version: string;
  /** Resolved from APPLICATION_TYPE_HEADER with the domain rule (SURGERY, DISPO, TSS, SMED, WEB). */
  readonly applicationType: ApplicationType;
  /** The header as sent; null when absent. */
  readonly applicationTypeHeader: string | null;
}

/** The query parameter names the catalogue lists for a call. */
export type QueryName<K extends CallKey> = (typeof CALLS)[K] extends {
  readonly query: readonly (infer N)[];
}
  ? N & string
  : never;

/** A call's query: exactly the names of the catalogue. */
export type CallQuery<K extends CallKey> = { readonly [N in QueryName<K>]: string };

export interface ApiClient {
  // Start
  /** §7 "feature toggles": the list of key/value items (toFeatureToggleMap makes the map). */
  featureToggles(options?: RequestOptions): Promise<CallResponses['featureToggles']>;
  /** §4 "Application type": the version text and the resolved application type. */
  version(options?: RequestOptions): Promise<VersionInfo>;
  /** §2 notification banner. */
  status(options?: RequestOptions): Promise<CallResponses['status']>;

  // Login and codes
  /** §4 "Code login"; the answer is checked for kv and qualifikationen (§3). */
  login(query: CallQuery<'login'>, options?: RequestOptions): Promise<CallResponses['login']>;
  codeByServiceFeature(
    query: CallQuery<'codeByServiceFeature'>,
    options?: RequestOptions,
  ): Promise<CallResponses['codeByServiceFeature']>;
  codeByUrgency(
    query: CallQuery<'codeByUrgency'>,
    options?: RequestOptions,
  ): Promise<CallResponses['codeByUrgency']>;

  // No-code flow
  /** §4 "No-code flow": 4000 ms timeout; a timeout is a RequestTimeoutError. */
  availability(
    body: AvailabilityRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['availability']>;
  requestIdentityPinByEmail(
    body: IdentityEmailRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['requestIdentityPinByEmail']>;
  requestIdentityPinBySms(
    body: IdentitySmsRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['requestIdentityPinBySms']>;
  verifyIdentity(
    body: IdentityVerifyRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['verifyIdentity']>;

  // Reference data
  placeName(
    query: CallQuery<'placeName'>,
    options?: RequestOptions,
  ): Promise<CallResponses['placeName']>;
  qualifications(options?: RequestOptions): Promise<CallResponses['qualifications']>;
  /** By name or BSNR (suchbegriff) and/or the beginning of a postcode; at least one of them. */
  facilitySearch(
    query: Partial<CallQuery<'facilitySearch'>>,
    options?: RequestOptions,
  ): Promise<CallResponses['facilitySearch']>;

  // Search
  /** §7 "search": the query is built with buildSearchQuery for the client's application type. */
  search(params: SearchParams, options?: RequestOptions): Promise<CallResponses['search']>;
  /** §7 "SMED search": daytime and smedPseudonym of the params. */
  smedSearch(params: SearchParams, options?: RequestOptions): Promise<CallResponses['smedSearch']>;

  // In-person booking and its management
  /** Books in person; an idempotency key is generated when none is given. */
  bookInPerson(body: BookingRequest, options?: MutationOptions): Promise<void>;
  bookingLookup(options?: RequestOptions): Promise<CallResponses['bookingLookup']>;
  /** §4 "Cancellation": the ids of all non-expired slots (slotIdsToCancel). */
  deleteBooking(body: DeleteBookingRequest, options?: MutationOptions): Promise<void>;
  changeContact(body: ChangeContactRequest, options?: MutationOptions): Promise<void>;
  /** The iCalendar text of one booked slot. */
  calendarFile(
    query: CallQuery<'calendarFile'>,
    options?: RequestOptions,
  ): Promise<CallResponses['calendarFile']>;
  isCodeNoted(options?: RequestOptions): Promise<CallResponses['isCodeNoted']>;
  markCodeNoted(options?: MutationOptions): Promise<void>;

  // Video consultation
  /** Reserves a video slot (30 minutes); an idempotency key is generated when none is given. */
  reserveVideo(body: BookingRequest, options?: MutationOptions): Promise<void>;
  /** Books the reserved slot with the PIN; an idempotency key is generated when none is given. */
  bookVideo(body: BookingPinVerifyRequest, options?: MutationOptions): Promise<void>;
  bookingEmail(options?: RequestOptions): Promise<CallResponses['bookingEmail']>;
  /** Sends the verification PIN again (60 s cooldown); `receiver`, if sent, is the address shown. */
  resendBookingPin(body?: BookingEmailPinRequest, options?: MutationOptions): Promise<void>;
  /** §4: WP042 means no active reservation — it arrives as an ApiError, as all errors do. */
  reservationStatus(options?: RequestOptions): Promise<CallResponses['reservationStatus']>;
  reservationInfo(options?: RequestOptions): Promise<CallResponses['reservationInfo']>;
  cancelReservation(options?: MutationOptions): Promise<void>;

  // Contact page
  contactForm(body: ContactPageRequest, options?: MutationOptions): Promise<void>;
}

interface CallInit {
  readonly query?: Readonly<Record<string, string | undefined>> | undefined;
  readonly body?: unknown;
  readonly options?: MutationOptions | undefined;
  /** Generate an idempotency key when the caller gives none (booking and reservation). */
  readonly idempotent?: boolean;
}

function read<T>(value: T | Getter<T> | undefined): T | null | undefined {
  return typeof value === 'function' ? (value as Getter<T>)() : value;
}

/** Only the names the catalogue lists for the call, and only those with a value. */
function queryOf(call: CallDefinition, values: CallInit['query']): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of call.query ?? []) {
    const value = values?.[name];
    if (value !== undefined) query[name] = value;
  }
  return query;
}

/** Any failure as the domain's errors: ApiError with the parsed body, RequestTimeoutError. */
function toClientError(error: unknown, timeoutMs: number): unknown {
  if (isHTTPError(error)) {
    const apiError = new ApiError(error.response.status, parseServerError(error.data));
    apiError.cause = error;
    return apiError;
  }
  if (isTimeoutError(error)) {
    const timeoutError = new RequestTimeoutError(timeoutMs);
    timeoutError.cause = error;
    return timeoutError;
  }
  return error;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http: KyInstance = ky.create({
    ...(options.baseUrl === undefined ? {} : { prefix: options.baseUrl }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  /** The type the last version() call resolved. */
  let versionType: ApplicationType | null = null;

  const applicationType = (): ApplicationType | null =>
    read(options.applicationType) ?? versionType;

  const timeoutFor = (key: CallKey): number => {
    const override = options.timeoutMs;
    if (typeof override === 'function') return override(key);
    return override ?? callTimeoutMs(key);
  };

  /** Sends one call and reads its answer with `readAnswer`, mapping every failure. */
  async function send<T>(
    key: CallKey,
    init: CallInit,
    readAnswer: (response: ResponsePromise) => Promise<T>,
  ): Promise<T> {
    const call: CallDefinition = CALLS[key];
    const timeout = timeoutFor(key);
    const idempotencyKey =
      init.options?.idempotencyKey ?? (init.idempotent === true ? newIdempotencyKey() : undefined);
    const headers = requestHeaders(key, {
      code: read(options.getCode),
      token: read(options.getToken),
      applicationType: applicationType(),
      idempotencyKey,
    });
    // A state-changing call without payload still sends JSON ("empty body"): '{}', since a JSON
    // content type with no body at all is malformed.
    const body = call.method === 'GET' ? undefined : (init.body ?? {});
    // A wait for the server's Retry-After lasts until the next attempt starts or the call ends.
    let endWait: (() => void) | undefined;
    const endServerWait = () => {
      endWait?.();
      endWait = undefined;
    };
    const onServerWait = () => {
      endServerWait();
      endWait = beginServerWait();
    };
    try {
      return await readAnswer(
        http(callPath(key), {
          method: call.method,
          headers,
          searchParams: queryOf(call, init.query),
          ...(body === undefined ? {} : { json: body }),
          timeout,
          retry: retryOptions(key, timeout, onServerWait),
          hooks: { beforeRetry: [endServerWait] },
          ...(init.options?.signal === undefined ? {} : { signal: init.options.signal }),
        }),
      );
    } catch (error) {
      throw toClientError(error, timeout);
    } finally {
      endServerWait();
    }
  }

  /** §7 answers by the catalogue's kind: JSON, text, or nothing. */
  async function request<K extends CallKey>(
    key: K,
    init: CallInit = {},
  ): Promise<CallResponses[K]> {
    const kind = CALLS[key].response;
    return send(key, init, async (response) => {
      const text = await response.text();
      if (kind === 'empty') return undefined as CallResponses[K];
      if (kind === 'text') return text as CallResponses[K];
      try {
        return JSON.parse(text) as CallResponses[K];
      } catch {
        throw new InvalidResponseError(`The answer to ${key} is not JSON`);
      }
    });
  }

  return {
    featureToggles: (o) => request('featureToggles', { options: o }),
    async version(o) {
      const info = await send('version', { options: o }, async (pending) => {
        const response = await pending;
        const header = response.headers.get(APPLICATION_TYPE_HEADER);
        return {
          version: await response.text(),
          applicationType: resolveApplicationType(header),
          applicationTypeHeader: header,
        };
      });
      versionType = info.applicationType;
      return info;
    },
    status: (o) => request('status', { options: o }),

    login: async (query, o) => checkLoginResponse(await request('login', { query, options: o })),
    codeByServiceFeature: (query, o) => request('codeByServiceFeature', { query, options: o }),
    codeByUrgency: (query, o) => request('codeByUrgency', { query, options: o }),

    availability: (body, o) => request('availability', { body, options: o }),
    requestIdentityPinByEmail: (body, o) =>
      request('requestIdentityPinByEmail', { body, options: o }),
    requestIdentityPinBySms: (body, o) => request('requestIdentityPinBySms', { body, options: o }),
    verifyIdentity: (body, o) => request('verifyIdentity', { body, options: o }),

    placeName: (query, o) => request('placeName', { query, options: o }),
    qualifications: (o) => request('qualifications', { options: o }),
    facilitySearch: (query, o) => request('facilitySearch', { query, options: o }),

    search: (params, o) =>
      request('search', {
        query: buildSearchQuery(applicationType() ?? 'WEB', params),
        options: o,
      }),
    smedSearch: (params, o) =>
      request('smedSearch', { query: buildSmedSearchQuery(params), options: o }),

    bookInPerson: (body, o) => request('bookInPerson', { body, options: o, idempotent: true }),
    bookingLookup: (o) => request('bookingLookup', { options: o }),
    deleteBooking: (body, o) => request('deleteBooking', { body, options: o }),
    changeContact: (body, o) => request('changeContact', { body, options: o }),
    calendarFile: (query, o) => request('calendarFile', { query, options: o }),
    isCodeNoted: (o) => request('isCodeNoted', { options: o }),
    markCodeNoted: (o) => request('markCodeNoted', { options: o }),

    reserveVideo: (body, o) => request('reserveVideo', { body, options: o, idempotent: true }),
    bookVideo: (body, o) => request('bookVideo', { body, options: o, idempotent: true }),
    bookingEmail: (o) => request('bookingEmail', { options: o }),
    resendBookingPin: (body, o) => request('resendBookingPin', { body, options: o }),
    reservationStatus: (o) => request('reservationStatus', { options: o }),
    reservationInfo: (o) => request('reservationInfo', { options: o }),
    cancelReservation: (o) => request('cancelReservation', { options: o }),

    contactForm: (body, o) => request('contactForm', { body, options: o }),
  };
}
