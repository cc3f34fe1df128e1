// Success notices, empty states and status texts of spec §8 (and §2, §4) that belong to no error code.
// Quoted texts are verbatim, including the spec's spelling; paraphrased ones are marked.
import type { ApplicationType } from '../application-type/types.ts';
import { MAX_CANCELLATIONS_PER_CODE } from '../limits/index.ts';
import { EMAIL_VERIFICATION_STATES, type EmailVerificationState } from '../search/route.ts';

/** A text shown as a toast or message box: optional title, message. */
export interface Notice {
  readonly title?: string;
  readonly message: string;
}

/** §8: the titles the success notices share. */
const SUCCESS_TITLE = 'Erfolg';
const APPOINTMENT_INFO_TITLE = 'Termininformation';

function titled(title: string, message: string): Notice {
  return { title, message };
}

// §8 "Success notices".
export const VIDEO_BOOKED: Notice = {
  message: 'Ihre Videosprechstunde wurde erfolgreich gebucht.',
};
export const RESERVATION_CANCELLED: Notice = { message: 'Die Terminreservierung wurde storniert.' };
export const PIN_RESENT: Notice = {
  message: 'PIN wurde erneut versendet. Bitte überprüfen Sie Ihre Email-Adresse.',
};
export const CODE_COPIED = titled(SUCCESS_TITLE, 'Vermittlungscode in die Zwischenablage kopiert');
/** §8: the login form's wording of the same notice. */
export const CODE_COPIED_LOGIN = titled(
  SUCCESS_TITLE,
  'Vermittlungscode wurde in die Zwischenablage kopiert',
);
export const APPOINTMENT_CANCELLED = titled(
  APPOINTMENT_INFO_TITLE,
  'Der Termin wurde erfolgreich abgesagt.',
);
/** §4 "Booking", §8: 'Termininformation: Der Termin wurde verbindlich gebucht.' as title and message. */
export const BOOKED_IN_PERSON = titled(
  APPOINTMENT_INFO_TITLE,
  'Der Termin wurde verbindlich gebucht.',
);
/** §8 "e-mail change | success". */
export const EMAIL_CHANGED = titled(SUCCESS_TITLE, 'Ihre E-Mail Adresse wurde angepasst');

/**
 * Not in §8 (issue #26): a new notification address is used only once the PIN mailed to it was
 * entered; this says so after the address was sent. Wording ours.
 */
export function emailChangePinSentNotice(email: string): Notice {
  return titled(
    'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    `Wir haben eine PIN an ${email} gesendet. Bitte geben Sie die PIN hier ein. Erst dann senden wir Benachrichtigungen an diese Adresse.`,
  );
}

/**
 * §4 "Cancellation": after the second cancellation the notice adds that the code allows no further
 * booking. The spec paraphrases this sentence.
 */
export const NO_FURTHER_BOOKING_WITH_CODE =
  'Mit diesem Vermittlungscode ist keine weitere Terminbuchung möglich.';

/**
 * §4 "Cancellation": the success notice for a session cancellation counter (it starts at 1). From
 * the limit on, the notice says the code is used up.
 */
export function cancellationNotice(cancellationCount: number): Notice {
  return cancellationCount >= MAX_CANCELLATIONS_PER_CODE
    ? {
        title: APPOINTMENT_CANCELLED.title,
        message: `${APPOINTMENT_CANCELLED.message} ${NO_FURTHER_BOOKING_WITH_CODE}`,
      }
    : APPOINTMENT_CANCELLED;
}

/** §4 "Application type", §8 "version | failure"; {product} is the product name of the app. */
export const COMMUNICATION_ERROR_TITLE = 'Kommunikationsfehler';
export const PRODUCT_UNAVAILABLE_TEMPLATE = 'Im Moment ist der {product} nicht verfügbar';

/**
 * §8 "any | WP005 with text mentioning JWT" (the catalogue's row). Here with the notices, so that
 * an app's start chunk can name it without carrying the whole catalogue.
 */
export const SESSION_EXPIRED =
  'Ihre Session ist leider ausgelaufen bitte starten sie die Buchung erneut über Ihre Client-Software für Praxen';

/** The spec names no product; the project's name stands in where the app gives none. */
export const DEFAULT_PRODUCT_NAME = 'Terminservice';

export function productUnavailableNotice(product: string = DEFAULT_PRODUCT_NAME): Notice {
  return {
    title: COMMUNICATION_ERROR_TITLE,
    message: PRODUCT_UNAVAILABLE_TEMPLATE.replace('{product}', product),
  };
}

/** §8 "availability | none available". */
export const NO_APPOINTMENTS_FOR_SPECIALTY =
  'Derzeit stehen leider keine Termine für die gewünschte Fachrichtung zur Verfügung. Bitte versuchen Sie es zu einem späteren Zeitpunkt.';

/** §8 "no bookable online | default hint". */
export const NO_BOOKABLE_ONLINE_HINT =
  'Es können aktuell keine Termine online gebucht werden! Bitte wenden Sie sich zur Buchung an Ihre Terminservicestelle unter der Rufnummer: 116117.';

/** §2 "Search results page", §8 "search results empty": the headline, then a text per type. */
export const NO_RESULTS_HEADLINE = 'Ihre Suche ergab leider keine Treffer.';
export const NO_RESULTS_TEXT =
  'Leider sind in ihrer Region aktuell keine Termine verfügbar. Bitte prüfen Sie die Terminverfügbarkeit mit Hilfe Ihrer bereits erhaltenen Vermittlungscodes später erneut. Es werden regelmäßig neue Termine bereitgestellt.';
export const NO_RESULTS_TEXT_SMED =
  'Leider sind aktuell keine Termine verfügbar. Bitte prüfen Sie die Terminverfügbarkeit später erneut. Es werden regelmäßig neue Termine bereitgestellt.';

/** §6: SMED has its own no-results text; WEB, TSS, DISPO and SURGERY share the other. */
export function noResultsNotice(type: ApplicationType): Notice {
  return {
    title: NO_RESULTS_HEADLINE,
    message: type === 'SMED' ? NO_RESULTS_TEXT_SMED : NO_RESULTS_TEXT,
  };
}

// §2 "E-mail verification result page": the states of the route parameter are defined with the
// route table; the page's texts for them are here.
export { EMAIL_VERIFICATION_STATES, type EmailVerificationState };

/**
 * §2: only the 'invalid' title and the unknown-state text are quoted; the spec describes the rest,
 * so those texts are ours, written to its descriptions.
 */
export const EMAIL_VERIFICATION_TEXTS: Readonly<Record<EmailVerificationState, Notice>> = {
  invalid: {
    title: 'Leider konnten wir Ihre E-Mail-Adresse nicht bestätigen',
    message:
      'Möglicherweise wurde die E-Mail-Adresse bereits bestätigt, der Termin liegt in der Vergangenheit oder er wurde abgesagt.',
  },
  valid: {
    title: 'Vielen Dank für die Bestätigung Ihrer E-Mail-Adresse.',
    message: 'Wir haben Ihnen eine Buchungsbestätigung per E-Mail gesendet.',
  },
  'nocode-invalid': {
    title: 'Beim Versenden der E-Mail ist ein Problem aufgetreten.',
    message: 'Bitte rufen Sie Ihre Terminservicestelle unter der Rufnummer 116117 an.',
  },
  'nocode-valid': {
    title: 'Bitte bestätigen Sie Ihre E-Mail-Adresse.',
    message: 'Wir haben Ihnen dazu eine E-Mail gesendet.',
  },
  'nocode-verify-invalid': {
    title: 'Leider konnten wir Ihre E-Mail-Adresse nicht bestätigen.',
    message: 'Bitte fordern Sie erneut einen Vermittlungscode an.',
  },
  'nocode-verify-valid': {
    title: 'Vielen Dank für die Bestätigung Ihrer E-Mail-Adresse.',
    message: 'Wir haben Ihnen eine Terminbestätigung per E-Mail gesendet.',
  },
};

/** §2: any other state. */
export const UNKNOWN_EMAIL_VERIFICATION_STATE: Notice = { message: 'Fehler: Unbekannter Status' };

export function isEmailVerificationState(state: string): state is EmailVerificationState {
  return (EMAIL_VERIFICATION_STATES as readonly string[]).includes(state);
}

/** The text of the e-mail verification page for a route parameter (absent or unknown → error). */
export function emailVerificationNotice(state: string | null | undefined): Notice {
  return state !== null && state !== undefined && isEmailVerificationState(state)
    ? EMAIL_VERIFICATION_TEXTS[state]
    : UNKNOWN_EMAIL_VERIFICATION_STATE;
}

/**
 * §2 "Contact page: a contact form; fields not shown" — the spec has no texts for its outcome, so
 * these are ours: what the page says after sending, and when sending failed without a server text.
 */
export const CONTACT_SENT: Notice = {
  title: 'Vielen Dank für Ihre Nachricht.',
  message:
    'Ihre Nachricht ist bei uns eingegangen. Wir melden uns so bald wie möglich bei Ihnen unter der angegebenen E-Mail-Adresse.',
};
export const CONTACT_FAILED: Notice = {
  title: 'Ihre Nachricht konnte nicht gesendet werden.',
  message:
    'Bitte versuchen Sie es später noch einmal. In dringenden Fällen erreichen Sie den Terminservice unter der Rufnummer 116117.',
};
