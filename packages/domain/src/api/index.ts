// Calls, headers, response types and mapping helpers of spec §3 and §7.
export {
  API_BASE_PATH,
  APPLICATION_HEADER,
  APPLICATION_TYPE_HEADER,
  DEFAULT_REQUEST_HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
  SMED_PSEUDONYM_HEADER,
} from './headers.ts';
export {
  CALLS,
  CALL_KEYS,
  SEARCH_QUERY,
  SMED_SEARCH_QUERY,
  STATIC_PAGES,
  callPath,
  callPathWith,
  callRetryLimit,
  callTimeoutMs,
  isRetriedStatus,
  type CallAuth,
  type CallDefinition,
  type CallKey,
  type CallResponses,
  type HttpMethod,
  type ResponseKind,
  type StaticPage,
} from './calls.ts';
// Every answer type of §3/§7 and its value lists (responses.ts names only those).
export * from './responses.ts';
export * from './mapping.ts';
export {
  RESPONSE_SCHEMAS,
  appointmentResponseSchema,
  availabilityResponseSchema,
  bookingEmailResponseSchema,
  changeContactResponseSchema,
  codeResponseSchema,
  codeStatusResponseSchema,
  facilitySearchResponseSchema,
  featureTogglesResponseSchema,
  identificationResponseSchema,
  loginResponseSchema,
  notedResponseSchema,
  placeNameResponseSchema,
  qualificationsResponseSchema,
  reservationInfoResponseSchema,
  reservationStatusResponseSchema,
  searchResponseSchema,
  statusResponseSchema,
  verifyIdentificationResponseSchema,
} from './response-schemas.ts';
export {
  PRACTICE_CALLS,
  PRACTICE_CALL_KEYS,
  pathParameters,
  type PracticeCallKey,
  type PracticeCallResponses,
} from './practice-calls.ts';
export {
  REMINDER_CALLS,
  REMINDER_CALL_KEYS,
  type ReminderCallKey,
  type ReminderCallResponses,
} from './reminder-calls.ts';
export { ALERT_CALLS, type AlertCallResponses } from './alert-calls.ts';
export { STATISTICS_CALLS, type StatisticsCallResponses } from './statistics-calls.ts';
