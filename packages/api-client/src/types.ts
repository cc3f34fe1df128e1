// The client's public types: its options, the per-call options and the ApiClient interface, one
// method per call of spec §7.
import type {
  AlertConfirmRequest,
  AlertLinkRequest,
  AlertResendRequest,
  AlertSubscribeRequest,
} from '@terminservice/domain/alerts';
import type { CALLS, CallKey, CallResponses } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { ReminderActionRequest, ReminderViewRequest } from '@terminservice/domain/reminders';
import type { SearchParams } from '@terminservice/domain/search';
import type {
  PracticeCancelRequest,
  ProfileInput,
  SeriesInput,
  SlotInput,
  WithdrawRequest,
} from '@terminservice/domain/supply';
import type {
  AvailabilityRequest,
  BookingEmailPinRequest,
  BookingPinVerifyRequest,
  BookingRequest,
  ChangeContactRequest,
  ConfirmContactRequest,
  ContactPageRequest,
  DeleteBookingRequest,
  IdentityEmailRequest,
  IdentitySmsRequest,
  IdentityVerifyRequest,
  RescheduleRequest,
} from '@terminservice/domain/validation';

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
   * The language the app shows, sent as Accept-Language on every call (WEB only, issue #23 part 1):
   * the server writes the patient's e-mails and SMS in it. The staff apps leave it out.
   */
  readonly getLocale?: Getter<string>;
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
  /**
   * §7 change contact. Issue #26: a PIN goes to the new address, which is used only once the PIN
   * is confirmed (confirmContact); bestaetigungAusstehend false: it was the booking's already.
   */
  changeContact(
    body: ChangeContactRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['changeContact']>;
  /** Issue #26: confirms the new notification address with the PIN mailed to it. */
  confirmContact(body: ConfirmContactRequest, options?: MutationOptions): Promise<void>;
  /**
   * Issue #15: moves the code's booking to `body.slot` (new booked, old freed, not counted as a
   * cancellation); an idempotency key is generated when none is given.
   */
  rescheduleBooking(body: RescheduleRequest, options?: MutationOptions): Promise<void>;
  /** The iCalendar text of one booked slot. */
  calendarFile(
    query: CallQuery<'calendarFile'>,
    options?: RequestOptions,
  ): Promise<CallResponses['calendarFile']>;
  /** Issue #15: valid until, cancellations, urgency and window, the next cancellation. */
  codeStatus(options?: RequestOptions): Promise<CallResponses['codeStatus']>;
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

  // The appointment desk (SURGERY; docs/supply.md): the practice token authenticates.
  practice(options?: RequestOptions): Promise<CallResponses['practice']>;
  practiceProfiles(options?: RequestOptions): Promise<CallResponses['practiceProfiles']>;
  createProfile(
    body: ProfileInput,
    options?: MutationOptions,
  ): Promise<CallResponses['createProfile']>;
  updateProfile(
    id: string,
    body: ProfileInput,
    options?: MutationOptions,
  ): Promise<CallResponses['updateProfile']>;
  /** Withdraws the profile's future free slots; answers how many. */
  deactivateProfile(
    id: string,
    options?: MutationOptions,
  ): Promise<CallResponses['deactivateProfile']>;
  /** Local dates 'YYYY-MM-DD', bis inclusive, at most 31 days. */
  practiceSlots(
    query: CallQuery<'practiceSlots'>,
    options?: RequestOptions,
  ): Promise<CallResponses['practiceSlots']>;
  publishSlot(body: SlotInput, options?: MutationOptions): Promise<CallResponses['publishSlot']>;
  publishSeries(
    body: SeriesInput,
    options?: MutationOptions,
  ): Promise<CallResponses['publishSeries']>;
  withdrawSlots(
    body: WithdrawRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['withdrawSlots']>;
  blockSlot(id: string, options?: MutationOptions): Promise<CallResponses['blockSlot']>;
  unblockSlot(id: string, options?: MutationOptions): Promise<CallResponses['unblockSlot']>;
  /** The patient is told by e-mail or SMS; `benachrichtigt` null: call them. */
  cancelPracticeBooking(
    id: string,
    body: PracticeCancelRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['cancelPracticeBooking']>;
  /** Issue #24 part 1: mark a begun booking 'nicht erschienen'; the code stays as it is. */
  markNoShow(id: string, options?: MutationOptions): Promise<CallResponses['markNoShow']>;
  /** Undo the mark, within 7 days of setting it. */
  undoNoShow(id: string, options?: MutationOptions): Promise<CallResponses['undoNoShow']>;

  // The links of a reminder (issue #15, docs/reminders.md): the link's token is the authority.
  /** The appointment of a reminder link and the code's cancellations so far; changes nothing. */
  reminderView(
    body: ReminderViewRequest,
    options?: RequestOptions,
  ): Promise<CallResponses['reminderView']>;
  /** 'Ich komme': the booking is marked confirmed; the link is used. */
  reminderConfirm(
    body: ReminderActionRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['reminderConfirm']>;
  /** 'Termin freigeben': the booking is cancelled under the existing rules; the link is used. */
  reminderRelease(
    body: ReminderActionRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['reminderRelease']>;
  // The slot alert (issue #15, docs/alerts.md).
  /** Sets up an alert with the session's code; a PIN goes to the address. */
  subscribeAlert(
    body: AlertSubscribeRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['subscribeAlert']>;
  /** Confirms the address with the PIN; the alert starts. */
  confirmAlert(
    body: AlertConfirmRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['confirmAlert']>;
  /** A new PIN (60 s cooldown). */
  resendAlertPin(body: AlertResendRequest, options?: MutationOptions): Promise<void>;
  /** What a message's link shows; reads only. */
  alertLink(body: AlertLinkRequest, options?: RequestOptions): Promise<CallResponses['alertLink']>;
  /** The alert's filters, with the session's code (the alert's own). */
  openAlert(body: AlertLinkRequest, options?: RequestOptions): Promise<CallResponses['openAlert']>;
  /** Ends the alert of the link, without login. */
  unsubscribeAlert(
    body: AlertLinkRequest,
    options?: MutationOptions,
  ): Promise<CallResponses['unsubscribeAlert']>;

  // The operators' statistics (issue #24 part 2, docs/statistics.md): KV tokens only.
  /** Aggregates per period and region, counts under 5 already suppressed ("< 5"). */
  statistics(
    query: Partial<CallQuery<'statistics'>>,
    options?: RequestOptions,
  ): Promise<CallResponses['statistics']>;
}
