// Server error parsing, error classes and the error catalogue of spec §3 and §8.
export {
  EMPTY_SERVER_ERROR,
  KNOWN_ERROR_CODES,
  OWN_ERROR_CODES,
  SERVER_ERROR_CODES,
  TIMEOUT_ERROR_CODE,
  createServerErrorBody,
  isKnownErrorCode,
  parseServerError,
  type KnownErrorCode,
  type OwnErrorCode,
  type ParsedServerError,
  type ServerErrorBody,
  type ServerErrorCode,
} from './server-error.ts';
export {
  ApiError,
  InvalidResponseError,
  RequestTimeoutError,
  TerminserviceError,
  toParsedServerError,
} from './classes.ts';
export {
  isTooManyAttempts,
  RATE_LIMIT_CODE,
  tooManyAttemptsMessage,
  waitPhrase,
  waitPhraseIn,
  tooManyAttemptsIn,
  type WaitUnit,
} from './refusal.ts';
export { VIDEO_BOOKING_UNKNOWN_ERROR } from './catalogue-appointment.ts';
export { CHOOSE_OTHER_SLOT, INVALID_INPUT_TEXT } from './catalogue-booking.ts';
export { RESCHEDULE_FAILED, RESCHEDULED_TOO_OFTEN } from './catalogue-reschedule.ts';
export { ERROR_CATALOGUE } from './catalogue.ts';
export { catalogueText } from './catalogue-text.ts';
export { formErrorOf, type FormError, type FormErrorOptions } from './form-errors.ts';
export {
  ERROR_CONTEXTS,
  type CatalogueRow,
  type CodeAsTitle,
  type ErrorContext,
  type ErrorDestination,
  type NextStep,
  type RowCondition,
  type RowContext,
  type ServerText,
} from './catalogue-types.ts';
export {
  findCatalogueRow,
  resolveError,
  type ResolveOptions,
  type ResolvedError,
} from './resolve.ts';
export {
  APPOINTMENT_CANCELLED,
  BOOKED_IN_PERSON,
  CODE_COPIED,
  CODE_COPIED_LOGIN,
  COMMUNICATION_ERROR_TITLE,
  CONTACT_FAILED,
  CONTACT_SENT,
  DEFAULT_PRODUCT_NAME,
  EMAIL_CHANGED,
  EMAIL_VERIFICATION_STATES,
  EMAIL_VERIFICATION_TEXTS,
  NO_APPOINTMENTS_FOR_SPECIALTY,
  NO_BOOKABLE_ONLINE_HINT,
  NO_FURTHER_BOOKING_WITH_CODE,
  NO_RESULTS_HEADLINE,
  NO_RESULTS_TEXT,
  NO_RESULTS_TEXT_SMED,
  SESSION_EXPIRED,
  PIN_RESENT,
  PRODUCT_UNAVAILABLE_TEMPLATE,
  RESERVATION_CANCELLED,
  UNKNOWN_EMAIL_VERIFICATION_STATE,
  VIDEO_BOOKED,
  cancellationNotice,
  emailChangePinSentNotice,
  emailVerificationNotice,
  isEmailVerificationState,
  noResultsNotice,
  productUnavailableNotice,
  type EmailVerificationState,
  type Notice,
} from './notices.ts';
export {
  SLOT_GONE_CODES,
  VIDEO_RESERVATION_CODES,
  bookingErrorContext,
  isSlotGone,
} from './booking.ts';
export { SUPPORT_MAIL_META } from './support-mail.ts';
