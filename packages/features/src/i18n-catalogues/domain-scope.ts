// Which domain texts the patient app translates (issue #23 part 1, ADR 39): every German text of
// packages/domain that a WEB screen shows, named here once so that domain-messages.ts can give each
// a stable id. Grouped by kind; each group's comment says the screens that show it.
import {
  ALERT_CHANNEL_MESSAGE,
  ALERT_DAYTIME_MESSAGE,
  ALERT_LINK_MESSAGE,
  ALERT_RADIUS_MESSAGE,
} from '@terminservice/domain/alerts';
import {
  DAYTIME_HEADLINE_ALL,
  DAYTIME_HEADLINE_SELECTED,
  WEEKDAY_NAMES,
} from '@terminservice/domain/daytime';
import {
  APPOINTMENT_CANCELLED,
  BOOKED_IN_PERSON,
  CODE_COPIED,
  COMMUNICATION_ERROR_TITLE,
  CONTACT_FAILED,
  CONTACT_SENT,
  EMAIL_CHANGED,
  EMAIL_VERIFICATION_TEXTS,
  NO_FURTHER_BOOKING_WITH_CODE,
  NO_RESULTS_HEADLINE,
  NO_RESULTS_TEXT,
  PIN_RESENT,
  RESERVATION_CANCELLED,
  SESSION_EXPIRED,
  UNKNOWN_EMAIL_VERIFICATION_STATE,
  VIDEO_BOOKED,
  VIDEO_BOOKING_UNKNOWN_ERROR,
  productUnavailableNotice,
  tooManyAttemptsIn,
  tooManyAttemptsMessage,
  type ErrorContext,
  type Notice,
} from '@terminservice/domain/errors';
import {
  FACHRICHTUNGEN_OHNE_UEBERWEISUNG,
  PICKER_GROUP_LABELS,
} from '@terminservice/domain/leistungsmerkmal';
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import {
  REMINDER_REFUSALS,
  releaseConsequence,
  releasedCodeNotice,
} from '@terminservice/domain/reminders';
import {
  APPOINTMENT_TYPE_FILTER_LABELS,
  BOOKING_AUTHORITY_LABELS,
  RADIUS_TOOLTIP_TEXT,
} from '@terminservice/domain/search';
import {
  ANGLE_BRACKETS_MESSAGE,
  BIRTHDAY_FUTURE_MESSAGE,
  BIRTHDAY_INVALID_MESSAGE,
  BIRTHDAY_MAX_AGE_MESSAGE,
  BOOKING_PIN_LENGTH_MESSAGE,
  BOOKING_PIN_REQUIRED_MESSAGE,
  CALLBACK_PHONE_REQUIRED_MESSAGE,
  CITY_CHARACTERS_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  CODE_CHARACTERS_MESSAGE,
  CODE_INVALID_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_REQUIRED_MESSAGE,
  CONTACT_NAME_REQUIRED_MESSAGE,
  CONTACT_SUBJECT_REQUIRED_MESSAGE,
  DIGITS_MESSAGE,
  DOUBLE_DOTS_MESSAGE,
  DOUBLE_SLASH_MESSAGE,
  EMAIL_CHARACTERS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_NO_MATCH_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FIRSTNAME_REQUIRED_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  HEX_LIKE_MESSAGE,
  HOUSENUMBER_CHARACTERS_MESSAGE,
  IDENTITY_CHANNEL_MESSAGE,
  IDENTITY_PIN_CHARACTERS_MESSAGE,
  IDENTITY_PIN_REQUIRED_MESSAGE,
  INSURANCE_CHECK_MESSAGE,
  INVALID_INPUT_MESSAGE,
  LASTNAME_REQUIRED_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  PHONE_CHARACTERS_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  QUALIFICATION_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
  SPECIAL_CHARACTERS_MESSAGE,
  SPECIALTY_REQUIRED_MESSAGE,
  STREET_REQUIRED_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
} from '@terminservice/domain/validation';

/** A notice's title and message as `NAME.title` and `NAME.message` entries. */
function noticeTexts(name: string, notice: Notice): Record<string, string> {
  return {
    ...(notice.title === undefined ? {} : { [`${name}.title`]: notice.title }),
    [`${name}.message`]: notice.message,
  };
}

export const DOMAIN_SCOPE = {
  /** §5 validation messages, `domain.validation.<export>`. */
  validation: {
    // The start page's code form.
    CODE_REQUIRED_MESSAGE,
    CODE_CHARACTERS_MESSAGE,
    CODE_INVALID_MESSAGE,
    POSTCODE_REQUIRED_MESSAGE,
    POSTCODE_INVALID_MESSAGE,
    DIGITS_MESSAGE,
    INVALID_INPUT_MESSAGE,
    // The no-code form, the picker, the contact form, the booking, the slot alert, the PIN pages.
    SPECIALTY_REQUIRED_MESSAGE,
    QUALIFICATION_REQUIRED_MESSAGE,
    INSURANCE_CHECK_MESSAGE,
    IDENTITY_CHANNEL_MESSAGE,
    BIRTHDAY_FUTURE_MESSAGE,
    BIRTHDAY_INVALID_MESSAGE,
    BIRTHDAY_MAX_AGE_MESSAGE,
    BOOKING_PIN_LENGTH_MESSAGE,
    BOOKING_PIN_REQUIRED_MESSAGE,
    CALLBACK_PHONE_REQUIRED_MESSAGE,
    CITY_CHARACTERS_MESSAGE,
    CITY_REQUIRED_MESSAGE,
    CONTACT_MESSAGE_REQUIRED_MESSAGE,
    CONTACT_NAME_REQUIRED_MESSAGE,
    CONTACT_SUBJECT_REQUIRED_MESSAGE,
    DOUBLE_DOTS_MESSAGE,
    DOUBLE_SLASH_MESSAGE,
    EMAIL_CHARACTERS_MESSAGE,
    EMAIL_INVALID_MESSAGE,
    EMAIL_NO_MATCH_MESSAGE,
    EMAIL_REQUIRED_MESSAGE,
    FIRSTNAME_REQUIRED_MESSAGE,
    GENDER_REQUIRED_MESSAGE,
    HEX_LIKE_MESSAGE,
    HOUSENUMBER_CHARACTERS_MESSAGE,
    IDENTITY_PIN_CHARACTERS_MESSAGE,
    IDENTITY_PIN_REQUIRED_MESSAGE,
    LASTNAME_REQUIRED_MESSAGE,
    NAME_CHARACTERS_MESSAGE,
    PHONE_CHARACTERS_MESSAGE,
    PHONE_REQUIRED_MESSAGE,
    REQUIRED_MESSAGE,
    SPECIAL_CHARACTERS_MESSAGE,
    STREET_REQUIRED_MESSAGE,
    ANGLE_BRACKETS_MESSAGE,
    ALERT_CHANNEL_MESSAGE,
    ALERT_RADIUS_MESSAGE,
    ALERT_DAYTIME_MESSAGE,
    ALERT_LINK_MESSAGE,
  },
  /** Texts made by a function: called with the ICU argument, e.g. 'Minimale Zeichenanzahl: {length}'. */
  templates: {
    minLengthMessage: { render: minLengthMessage, argument: 'length' },
    maxLengthMessage: { render: maxLengthMessage, argument: 'length' },
    // The 429 refusal (tooManyAttemptsMessage): a wait of 2 or more units.
    tooManyAttemptsSeconds: {
      render: (n: number) => tooManyAttemptsIn('seconds', n),
      argument: 'count',
    },
    tooManyAttemptsMinutes: {
      render: (n: number) => tooManyAttemptsIn('minutes', n),
      argument: 'count',
    },
    tooManyAttemptsHours: {
      render: (n: number) => tooManyAttemptsIn('hours', n),
      argument: 'count',
    },
    // The shell's banner when `version` failed: 'Im Moment ist der {product} nicht verfügbar'.
    productUnavailable: {
      render: (product: unknown) => productUnavailableNotice(String(product)).message,
      argument: 'product',
    },
  },
  /** Notices and single texts, `domain.notice.<name>`. */
  notices: {
    SESSION_EXPIRED,
    COMMUNICATION_ERROR_TITLE,
    // The 429 refusal without a wait, and with a wait of one unit.
    TOO_MANY_ATTEMPTS_LATER: tooManyAttemptsMessage(null),
    TOO_MANY_ATTEMPTS_SECOND: tooManyAttemptsIn('seconds', 1),
    TOO_MANY_ATTEMPTS_MINUTE: tooManyAttemptsIn('minutes', 1),
    TOO_MANY_ATTEMPTS_HOUR: tooManyAttemptsIn('hours', 1),
    // The results page (§2/§8 empty state).
    NO_RESULTS_HEADLINE,
    NO_RESULTS_TEXT,
    // Booking, details, video PIN, contact, e-mail verification.
    VIDEO_BOOKING_UNKNOWN_ERROR,
    NO_FURTHER_BOOKING_WITH_CODE,
    ...noticeTexts('BOOKED_IN_PERSON', BOOKED_IN_PERSON),
    ...noticeTexts('VIDEO_BOOKED', VIDEO_BOOKED),
    ...noticeTexts('RESERVATION_CANCELLED', RESERVATION_CANCELLED),
    ...noticeTexts('PIN_RESENT', PIN_RESENT),
    ...noticeTexts('CODE_COPIED', CODE_COPIED),
    ...noticeTexts('APPOINTMENT_CANCELLED', APPOINTMENT_CANCELLED),
    ...noticeTexts('EMAIL_CHANGED', EMAIL_CHANGED),
    ...noticeTexts('CONTACT_SENT', CONTACT_SENT),
    ...noticeTexts('CONTACT_FAILED', CONTACT_FAILED),
    ...noticeTexts('UNKNOWN_EMAIL_VERIFICATION_STATE', UNKNOWN_EMAIL_VERIFICATION_STATE),
    ...Object.entries(EMAIL_VERIFICATION_TEXTS).reduce<Record<string, string>>(
      (all, [state, notice]) => ({ ...all, ...noticeTexts(`EMAIL_VERIFICATION.${state}`, notice) }),
      {},
    ),
    // The reminder pages: the link's refusals, what a release means.
    REMINDER_UNKNOWN: REMINDER_REFUSALS.unknown.text,
    REMINDER_USED_KOMME: REMINDER_REFUSALS.usedKomme.text,
    REMINDER_USED_FREIGEBEN: REMINDER_REFUSALS.usedFreigeben.text,
    REMINDER_EXPIRED: REMINDER_REFUSALS.expired.text,
    REMINDER_CANCELLED: REMINDER_REFUSALS.cancelled.text,
    // Release n+1 of the code's allowed cancellations: REMINDER_RELEASE_1, REMINDER_RELEASE_2.
    ...Object.fromEntries(
      Array.from({ length: MAX_CANCELLATIONS_PER_CODE }, (_, n) => [
        `REMINDER_RELEASE_${n + 1}`,
        releaseConsequence(n),
      ]),
    ),
    REMINDER_RELEASED_CODE_BOOKS: releasedCodeNotice(false),
  } as Readonly<Record<string, string>>,
  /** Single texts of the results page's filters (§2), `domain.text.<export>`. */
  texts: {
    RADIUS_TOOLTIP_TEXT,
    DAYTIME_HEADLINE_ALL,
    DAYTIME_HEADLINE_SELECTED,
  },
  /** Label tables of the results page's filters, `domain.label.<export>.<key>`. */
  labels: {
    APPOINTMENT_TYPE_FILTER_LABELS,
    BOOKING_AUTHORITY_LABELS,
    WEEKDAY_NAMES,
  } as Readonly<Record<string, Readonly<Record<string, string>>>>,
  /** §2 the no-code form's specialties by code (and a handset's short name): `domain.specialty.*`. */
  specialties: FACHRICHTUNGEN_OHNE_UEBERWEISUNG,
  /** §2 the qualification picker's section headings: `domain.pickerSection.*`. */
  pickerSections: PICKER_GROUP_LABELS,
  /** §8 contexts whose texts the patient app shows. */
  errorContexts: [
    'any',
    'codeFetch',
    'login',
    'management',
    'managementReservationCheck',
    'availability',
    'search',
    'booking',
    'videoBooking',
    'detailsPage',
    'cancel',
    'emailChange',
    'identityEmailPin',
    'identitySmsPin',
    'identityPin',
    'reschedule',
  ] as readonly (ErrorContext | 'any')[],
} as const;
