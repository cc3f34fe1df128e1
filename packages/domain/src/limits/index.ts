// Business constants and limits of spec section 9 ("Business constants and limits"), in one place.
// Timings are in milliseconds unless the name says otherwise.

/** Vermittlungscode: 12 characters shown 4-4-4; input 12 to 14 characters (§9, §5). */
export const CODE_LENGTH = 12;
export const CODE_GROUP_LENGTH = 4;
export const CODE_GROUP_COUNT = 3;
export const CODE_INPUT_MIN_LENGTH = 12;
export const CODE_INPUT_MAX_LENGTH = 14;
/** The code becomes invalid after two cancellations (§9, §4 "Cancellation"). */
export const MAX_CANCELLATIONS_PER_CODE = 2;

/** Postcode: exactly 5 digits (§9). */
export const POSTCODE_LENGTH = 5;
/** Phone number including the +49 prefix: at most 20 characters (§9, §5 "Phone"). */
export const PHONE_MAX_LENGTH = 20;
export const PHONE_PREFIX = '+49';
export const PHONE_BOOKING_MIN_LENGTH = 2;
export const EMAIL_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 100;
export const STREET_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 100;
export const COMMENT_MAX_LENGTH = 1000;
export const HOUSE_NUMBER_MAX_LENGTH = 20;
/** BSNR: at most 9 characters; search re-runs at length 0 or more than 8 (§9). */
export const BSNR_MAX_LENGTH = 9;
export const BSNR_SEARCH_MIN_LENGTH = 9;
/** Minimum age limit: nobody is older than 150 years (§9, §5 "Contact form"). */
export const MAX_AGE_YEARS = 150;

/** Booking (verification) PIN: 6 digits (§9). */
export const BOOKING_PIN_LENGTH = 6;
/** Identity PIN: 6 digits, input at most 7 characters (___-___) (§9, §2 "Identitätsprüfung"). */
export const IDENTITY_PIN_LENGTH = 6;
export const IDENTITY_PIN_MAX_LENGTH = 7;
/** PIN resend cooldown: 60 s (§9). */
export const PIN_RESEND_COOLDOWN_MS = 60_000;
/** Wrong booking PIN attempts before the reservation is cancelled (§9, §4 "Video reservation"). */
export const MAX_BOOKING_PIN_ATTEMPTS = 5;
/** A video reservation must be confirmed within 30 minutes (§9). */
export const RESERVATION_WINDOW_MS = 30 * 60_000;
/**
 * Issue #23 part 3 (WCAG 2.2.1, docs/time-limits.md): a patient is warned this long before a
 * time limit ends (at least 60 s; two minutes leave time to read the warning and act).
 */
export const TIME_LIMIT_WARNING_MS = 2 * 60_000;
/** If no invitation arrives 3 days before the appointment, check spam (§9). */
export const INVITATION_SPAM_HINT_DAYS = 3;

/** Radius (§9): default 5 km; the choices offered as bubbles. */
export const DEFAULT_RADIUS_KM = 5;
export const RADIUS_CHOICES_KM = [1, 5, 10, 20, 50, 100, 150] as const;
export type RadiusKm = (typeof RADIUS_CHOICES_KM)[number];
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 150;

/** Search results: first 3 slots per date and practice, more behind '{n} weitere anzeigen' (§9). */
export const SLOTS_SHOWN_PER_PRACTICE = 3;

/** Timings (§9). */
export const AVAILABILITY_TIMEOUT_MS = 4_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const GET_RETRIES = 3;
export const STATUS_POLL_INTERVAL_MS = 30_000;
export const FILTER_DEBOUNCE_MS = 500;
export const TOAST_DURATION_MS = 10_000;
export const SURGERY_NOTIFICATION_MS = 15_000;
export const RADIUS_TOOLTIP_MS = 3_000;
export const AUTOFOCUS_DELAY_MS = 500;
export const BANNER_RESHOW_DAYS = 7;
export const BANNER_HEIGHT_PX = 78;

/** Map (§9): zoom 16, static map without controls. */
export const MAP_ZOOM = 16;

/** Handset breakpoint (§9): max width 599.98 px portrait or 959.98 px landscape. */
export const HANDSET_MEDIA_QUERY =
  '(max-width: 599.98px) and (orientation: portrait), (max-width: 959.98px) and (orientation: landscape)';

/** Billing note days for items 03008/04008 (§9, §2 "Hinweis zur Abrechnung"). */
export const BILLING_DAYS = { start: 4, justified: 35, medicalReasonFrom: 24 } as const;

/** The appointment service's phone number (§9). */
export const SERVICE_PHONE_NUMBER = '116117';

/** Cookie defaults (§9). */
export const DEFAULT_COOKIE_SETTINGS = { essential: true, statistics: false } as const;

/** Progressive list rendering (§9). */
export const PROGRESSIVE_RENDERING = {
  default: { items: 10, everyMs: 50 },
  qualifications: { items: 200, everyMs: 20 },
} as const;

/** Session storage key prefix (§3 "Storage"). */
export const SESSION_STORAGE_PREFIX = 'ets-session-';
export * from './identity-check.ts';
export * from './booking-changes.ts';
