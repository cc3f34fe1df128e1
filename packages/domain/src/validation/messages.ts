// Every validation message of §5, verbatim, plus the ones the spec leaves unnamed. Each block says
// which: "verbatim" texts are copied from the spec; "not in the spec" texts were chosen here in the
// spec's own style and may be replaced when the source texts become known.
import {
  BOOKING_PIN_LENGTH,
  BSNR_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  HOUSE_NUMBER_MAX_LENGTH,
  IDENTITY_PIN_MAX_LENGTH,
  PHONE_BOOKING_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  STREET_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../limits/index.ts';

export {
  CODE_CHARACTERS_MESSAGE,
  CODE_INVALID_MESSAGE,
  CODE_MIN_LENGTH_MESSAGE,
  CODE_REQUIRED_MESSAGE,
} from '../vermittlungscode/index.ts';

/** §5's length messages ('Minimale Zeichenanzahl: 12', 'Maximale Zeichenanzahl: 20', …). */
export const minLengthMessage = (length: number): string => `Minimale Zeichenanzahl: ${length}`;
export const maxLengthMessage = (length: number): string => `Maximale Zeichenanzahl: ${length}`;

/** §5 "Postcode", verbatim. */
export const POSTCODE_REQUIRED_MESSAGE = 'Sie müssen eine Postleitzahl eingeben';
export const POSTCODE_INVALID_MESSAGE = 'Ungültige Postleitzahl';
export const POSTCODE_MIN_LENGTH_MESSAGE = 'Minimale Zeichenanzahl: 5';
export const POSTCODE_MAX_LENGTH_MESSAGE = 'Maximale Zeichenanzahl: 5';
/** §5 "Postcode" and "Booking PIN", verbatim. */
export const DIGITS_MESSAGE = 'Gültige Zeichen sind 0-9';

/** §5 "Specialty and qualification: required", "Insurance checkbox must be ticked": not in spec. */
export const SPECIALTY_REQUIRED_MESSAGE = 'Bitte wählen Sie eine Fachrichtung aus.';
export const QUALIFICATION_REQUIRED_MESSAGE = 'Bitte wählen Sie mindestens eine Fachrichtung aus.';
export const INSURANCE_CHECK_MESSAGE =
  'Bitte bestätigen Sie, dass Sie gesetzlich krankenversichert sind.';

/** §5 "Identity PIN": characters verbatim; required and length not in the spec. */
export const IDENTITY_PIN_REQUIRED_MESSAGE = 'Bitte PIN angeben.';
export const IDENTITY_PIN_CHARACTERS_MESSAGE = 'Gültige Zeichen sind 0-9 -';
export const IDENTITY_PIN_MAX_LENGTH_MESSAGE = maxLengthMessage(IDENTITY_PIN_MAX_LENGTH);

/** §5 "Booking PIN": required and characters verbatim; the length text is not in the spec. */
export const BOOKING_PIN_REQUIRED_MESSAGE = 'Bitte Verifizierungs-PIN angeben.';
export const BOOKING_PIN_CHARACTERS_MESSAGE = DIGITS_MESSAGE;
export const BOOKING_PIN_LENGTH_MESSAGE = `Die Verifizierungs-PIN besteht aus ${BOOKING_PIN_LENGTH} Ziffern.`;

/** §5 "Phone", verbatim; the booking minimum is not in the spec. */
export const PHONE_REQUIRED_MESSAGE = 'Sie müssen eine Rufnummer eingeben';
export const CALLBACK_PHONE_REQUIRED_MESSAGE = 'Sie müssen eine Rückrufnummer eingeben';
export const PHONE_CHARACTERS_MESSAGE = 'Gültige Zeichen sind 0-9 <Leerzeichen> + /';
/** §5: 'Maximale Zeichenanzahl: 20' also for booking, whose input limit is 20 minus the prefix. */
export const PHONE_MAX_LENGTH_MESSAGE = maxLengthMessage(PHONE_MAX_LENGTH);
export const PHONE_MIN_LENGTH_MESSAGE = minLengthMessage(PHONE_BOOKING_MIN_LENGTH);

/** §5 "E-mail", verbatim. */
export const EMAIL_REQUIRED_MESSAGE = 'Sie müssen eine E-Mail-Adresse eingeben';
export const EMAIL_INVALID_MESSAGE = 'Ungültige E-Mail-Adresse';
export const EMAIL_MAX_LENGTH_MESSAGE = 'Maximale Zeichenanzahl: 100';
export const EMAIL_NO_MATCH_MESSAGE = 'Die eingegebenen E-Mail-Adressen stimmen nicht überein.';
/** §5 "E-mail": printable Latin only — "messages not shown", so not in the spec. */
export const EMAIL_CHARACTERS_MESSAGE = 'Die E-Mail-Adresse enthält ungültige Zeichen.';

/** §5 "no hex-like content (0x/0X)" and "no double dots": "messages not shown", not in the spec. */
export const HEX_LIKE_MESSAGE = "Die Zeichenfolge '0x' ist nicht erlaubt.";
export const DOUBLE_DOTS_MESSAGE = 'Zwei aufeinanderfolgende Punkte sind nicht erlaubt.';

/** §5 "Contact form", verbatim. */
export const GENDER_REQUIRED_MESSAGE = 'Geschlecht auswählen';
export const FIRSTNAME_REQUIRED_MESSAGE = 'Sie müssen einen Vornamen eingeben';
export const LASTNAME_REQUIRED_MESSAGE = 'Sie müssen einen Nachnamen eingeben';
/** Also used for an empty birthday: the spec names one message for "required, valid". */
export const BIRTHDAY_INVALID_MESSAGE = 'Ungültiges Geburtsdatum.';
export const BIRTHDAY_MAX_AGE_MESSAGE = 'Das Alter darf max. 150 Jahre sein.';
export const BIRTHDAY_FUTURE_MESSAGE = 'Das Alter darf nicht in der Zukunft liegen.';
export const CITY_REQUIRED_MESSAGE = 'Sie müssen einen Ort eingeben';
export const STREET_REQUIRED_MESSAGE = 'Sie müssen eine Straße eingeben';

/** §5 "Contact form": character and length texts are not in the spec; written like §5's others. */
export const NAME_CHARACTERS_MESSAGE = 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ,';
export const CITY_CHARACTERS_MESSAGE = 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . , /';
export const HOUSENUMBER_CHARACTERS_MESSAGE =
  'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . , ( ) /';
export const NAME_MAX_LENGTH_MESSAGE = maxLengthMessage(TEXT_MAX_LENGTH);
export const CITY_MAX_LENGTH_MESSAGE = maxLengthMessage(CITY_MAX_LENGTH);
export const STREET_MAX_LENGTH_MESSAGE = maxLengthMessage(STREET_MAX_LENGTH);
export const HOUSENUMBER_MAX_LENGTH_MESSAGE = maxLengthMessage(HOUSE_NUMBER_MAX_LENGTH);
export const DOUBLE_SLASH_MESSAGE = 'Zwei aufeinanderfolgende Schrägstriche sind nicht erlaubt.';
export const NOTIFICATION_CHANNEL_MESSAGE = 'Bitte wählen Sie eine Benachrichtigung aus.';

/** §5 "Comment": required verbatim (lower-case 'der' as in the spec); the rest not in the spec. */
export const COMMENT_REQUIRED_MESSAGE = 'der Hinweis darf nicht leer sein';
export const COMMENT_MAX_LENGTH_MESSAGE = maxLengthMessage(COMMENT_MAX_LENGTH);
export const COMMENT_CHARACTERS_MESSAGE =
  'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ( ) /';
export const ANGLE_BRACKETS_MESSAGE = 'Die Zeichen < und > sind nicht erlaubt.';
export const COMMENT_MARKER_MESSAGE = 'Kommentarzeichen wie -- oder /* sind nicht erlaubt.';

/** §5 "userAgreement must be ticked for TSS, DISPO, SURGERY": not in the spec. */
export const USER_AGREEMENT_MESSAGE = 'Bitte bestätigen Sie die Einwilligung.';

/** §5 "Date-time range filter", verbatim (the inner quotes are straight apostrophes). */
export const DATE_RANGE_ORDER_MESSAGE =
  "Bitte überprüfen Sie alle Zeitangaben. 'Bis' Datum darf nicht vor 'Von' Datum liegen";
export const invalidDateMessage = (prefix: string): string => `Ungültiges '${prefix}' Datum.`;
/** §5 "BSNR max 9": the text is not in the spec. */
export const BSNR_MAX_LENGTH_MESSAGE = maxLengthMessage(BSNR_MAX_LENGTH);

/** §3 "No-code form fields" (channel sms or mail): not in the spec. */
export const IDENTITY_CHANNEL_MESSAGE = 'Bitte wählen Sie SMS oder E-Mail aus.';

/** §5 "Generic reusable form rules": none of these texts is in the spec. */
export const REQUIRED_MESSAGE = 'Dieses Feld darf nicht leer sein.';
export const SPECIAL_CHARACTERS_MESSAGE = 'Das Feld enthält nicht erlaubte Sonderzeichen.';
export const LATIN1_MESSAGE = 'Das Feld enthält nicht erlaubte Zeichen.';
export const NO_MATCH_MESSAGE = 'Die Eingaben stimmen nicht überein.';
export const TEXT_MAX_LENGTH_MESSAGE = maxLengthMessage(TEXT_MAX_LENGTH);
export const minDateMessage = (min: string): string =>
  `Das Datum darf nicht vor dem ${germanDate(min)} liegen.`;
export const maxDateMessage = (max: string): string =>
  `Das Datum darf nicht nach dem ${germanDate(max)} liegen.`;

/** Request bodies (§7) and the contact page (§2 "fields not shown"): not in the spec. */
export const INVALID_INPUT_MESSAGE = 'Ungültige Eingabe.';
export const SLOTS_REQUIRED_MESSAGE = 'Bitte wählen Sie mindestens einen Termin aus.';
export const CONTACT_NAME_REQUIRED_MESSAGE = 'Sie müssen einen Namen eingeben';
export const CONTACT_SUBJECT_REQUIRED_MESSAGE = 'Sie müssen einen Betreff eingeben';
export const CONTACT_MESSAGE_REQUIRED_MESSAGE = 'Sie müssen eine Nachricht eingeben';

// 'yyyy-MM-dd' → 'dd.MM.yyyy', the German way of writing a date in a message.
function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

/**
 * The German text of a valibot issue whose schema names no message of its own (issue #26 part 5:
 * `wochentage: [1.5]` answered "Invalid type: Expected (1 | 2 | …) but received 1.5"). Passed as
 * the parse's fallback message, so every message stays German, whatever a schema forgot.
 */
export function germanIssueMessage(issue: {
  readonly type: string;
  readonly kind: string;
}): string {
  switch (issue.type) {
    case 'picklist':
    case 'literal':
    case 'union':
    case 'variant':
    case 'enum':
      return 'Dieser Wert ist nicht zulässig.';
    case 'number':
      return 'Bitte geben Sie eine Zahl an.';
    case 'integer':
      return 'Bitte geben Sie eine ganze Zahl an.';
    case 'string':
      return 'Bitte geben Sie einen Text an.';
    case 'array':
      return 'Bitte geben Sie eine Liste an.';
    case 'boolean':
      return 'Bitte geben Sie ja oder nein an (true oder false).';
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return 'Bitte geben Sie ein Objekt an.';
    default:
      return INVALID_INPUT_MESSAGE;
  }
}
