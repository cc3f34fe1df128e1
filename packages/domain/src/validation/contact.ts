// The booking contact form (§5 "Contact form", "Notification channel", "Comment", userAgreement;
// §3 "Contact data for booking") and the contact of the booking payload (§3 "Booking payload").
// Which rules apply per application type and appointment type comes from contactFormRules alone.
import * as v from 'valibot';
import type { Termintyp } from '../api/responses.ts';
import type { ApplicationType } from '../application-type/types.ts';
import {
  CITY_MAX_LENGTH,
  HOUSE_NUMBER_MAX_LENGTH,
  MAX_AGE_YEARS,
  STREET_MAX_LENGTH,
} from '../limits/index.ts';
import { commentSchema } from './comment.ts';
import {
  bookingPhoneSchema,
  emailSchema,
  postcodeSchema,
  sentBookingPhoneSchema,
  withPhonePrefix,
} from './fields.ts';
import {
  LATIN_LETTERS,
  checkbox,
  emptyOr,
  equalFields,
  locationSchema,
  noHexLike,
  requiredCheckbox,
  requiredString,
  requiredText,
  textSchema,
  trimmedString,
  validateWhen,
} from './generic.ts';
import {
  isIsoDate,
  isoDateYearsBefore,
  parseDateInput,
  toIsoDate,
  type DateInput,
} from './iso-date.ts';
import { noted } from './json-schema-note.ts';
import {
  BIRTHDAY_FUTURE_MESSAGE,
  BIRTHDAY_INVALID_MESSAGE,
  BIRTHDAY_MAX_AGE_MESSAGE,
  CITY_CHARACTERS_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  EMAIL_NO_MATCH_MESSAGE,
  FIRSTNAME_REQUIRED_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  HOUSENUMBER_CHARACTERS_MESSAGE,
  HOUSENUMBER_MAX_LENGTH_MESSAGE,
  INVALID_INPUT_MESSAGE,
  LASTNAME_REQUIRED_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  NOTIFICATION_CHANNEL_MESSAGE,
  STREET_REQUIRED_MESSAGE,
  USER_AGREEMENT_MESSAGE,
} from './messages.ts';

/** §1, §3: a booking is an in-person appointment or a video consultation. */
// The appointment types are defined once, with the response types (§3).
export { TERMINTYPEN, type Termintyp } from '../api/responses.ts';

/** §3 "Contact data for booking": gender values and labels. */
export const GENDER_VALUES = ['MAENNLICH', 'WEIBLICH', 'DIVERS', 'UNBESTIMMT'] as const;
export type Gender = (typeof GENDER_VALUES)[number];
export const GENDERS: readonly { readonly value: Gender; readonly label: string }[] = [
  { value: 'MAENNLICH', label: 'Männlich' },
  { value: 'WEIBLICH', label: 'Weiblich' },
  { value: 'DIVERS', label: 'Divers' },
  { value: 'UNBESTIMMT', label: 'Unbestimmt' },
];

/** §3: notificationChannel 'email' or empty meaning none; §5 labels 'Keine' / 'E-Mail'. */
export const NOTIFICATION_CHANNEL_VALUES = ['', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNEL_VALUES)[number];
export const NOTIFICATION_CHANNELS: readonly {
  readonly value: NotificationChannel;
  readonly label: string;
}[] = [
  { value: '', label: 'Keine' },
  { value: 'email', label: 'E-Mail' },
];

// §5 "characters a-z A-Z 0-9 space - . ,"; Latin-1 letters count as letters so that names like
// Müller or Çelik and streets like Hauptstraße pass. City "also allows /", housenumber "( ) /".
const NAME_CHARACTERS = new RegExp(`^[${LATIN_LETTERS}0-9 .,-]*$`);
const CITY_CHARACTERS = new RegExp(`^[${LATIN_LETTERS}0-9 .,/-]*$`);
const HOUSENUMBER_CHARACTERS = new RegExp(`^[${LATIN_LETTERS}0-9 .,()/-]*$`);

/** §5 "gender required ('Geschlecht auswählen')". */
export const genderSchema = v.pipe(
  v.optional(v.string(GENDER_REQUIRED_MESSAGE), ''),
  v.picklist(GENDER_VALUES, GENDER_REQUIRED_MESSAGE),
);

// §5 names: required, characters, hex-like rejected; §9 "text default max 100".
function nameSchema(requiredMessage: string) {
  return v.pipe(
    requiredText({ requiredMessage }),
    noHexLike(),
    v.regex(NAME_CHARACTERS, NAME_CHARACTERS_MESSAGE),
  );
}

export const firstnameSchema = nameSchema(FIRSTNAME_REQUIRED_MESSAGE);
export const lastnameSchema = nameSchema(LASTNAME_REQUIRED_MESSAGE);

/** §3 title (Dr., Prof.): optional, the generic text rule. Not part of the booking payload. */
export const titleSchema = emptyOr(textSchema());

/**
 * §5 birthday as sent: 'yyyy-MM-dd', a real calendar day ('Ungültiges Geburtsdatum.', also when
 * empty: the spec gives one message for "required, valid"), at most 150 years before `today`
 * ('Das Alter darf max. 150 Jahre sein.'), not after `today` ('Das Alter darf nicht in der Zukunft
 * liegen.'). Exactly 150 years and today itself pass. `today` keeps the schema pure.
 */
export function createBirthdaySchema(today: DateInput) {
  return v.pipe(
    requiredString(BIRTHDAY_INVALID_MESSAGE),
    noted(v.check(isIsoDate, BIRTHDAY_INVALID_MESSAGE), {
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      format: 'date',
    }),
    birthdayBounds(today),
  );
}

/**
 * §5 birthday as typed in the form: also 'TT.MM.JJJJ' and 'T.M.JJJJ', the way most people in
 * Germany write it (issue #16); the output is the 'yyyy-MM-dd' the booking sends. Same messages.
 */
export function createBirthdayInputSchema(today: DateInput) {
  return v.pipe(
    requiredString(BIRTHDAY_INVALID_MESSAGE),
    v.check((value: string) => parseDateInput(value) !== null, BIRTHDAY_INVALID_MESSAGE),
    v.transform((value: string) => parseDateInput(value) ?? value),
    birthdayBounds(today),
  );
}

function birthdayBounds(today: DateInput) {
  const latest = toIsoDate(today);
  const earliest = isoDateYearsBefore(latest, MAX_AGE_YEARS);
  return v.pipe(
    v.string(),
    v.check((value: string) => !isIsoDate(value) || value >= earliest, BIRTHDAY_MAX_AGE_MESSAGE),
    v.check((value: string) => !isIsoDate(value) || value <= latest, BIRTHDAY_FUTURE_MESSAGE),
  );
}

/** §5 city: required, max 100, the generic location rule (no //), name characters plus '/'. */
export const citySchema = v.pipe(
  locationSchema({ maxLength: CITY_MAX_LENGTH, requiredMessage: CITY_REQUIRED_MESSAGE }),
  v.regex(CITY_CHARACTERS, CITY_CHARACTERS_MESSAGE),
);

/** §5 street: required, max 100, name characters. */
export const streetSchema = v.pipe(
  requiredText({ maxLength: STREET_MAX_LENGTH, requiredMessage: STREET_REQUIRED_MESSAGE }),
  v.regex(NAME_CHARACTERS, NAME_CHARACTERS_MESSAGE),
);

/** §5 housenumber: optional, 1 to 20, name characters plus ( ) /. */
export const housenumberSchema = v.pipe(
  trimmedString(),
  v.maxLength(HOUSE_NUMBER_MAX_LENGTH, HOUSENUMBER_MAX_LENGTH_MESSAGE),
  v.regex(HOUSENUMBER_CHARACTERS, HOUSENUMBER_CHARACTERS_MESSAGE),
);

export const notificationChannelSchema = v.pipe(
  v.optional(v.string(NOTIFICATION_CHANNEL_MESSAGE), ''),
  v.picklist(NOTIFICATION_CHANNEL_VALUES, NOTIFICATION_CHANNEL_MESSAGE),
);

export interface ContactFormOptions {
  readonly applicationType: ApplicationType;
  readonly termintyp: Termintyp;
  /** The day the age rules count from. */
  readonly today: DateInput;
}

/** The per-type rules of the contact form, from §5 "E-mail", "Notification channel", "Comment". */
export interface ContactFormRules {
  /**
   * 'select': the user picks 'Keine' or 'E-Mail' (in-person in TSS/DISPO/SURGERY);
   * 'email': hidden and forced to e-mail (WEB, and every video consultation);
   * 'derived': hidden; e-mail when an address was given, else none (SMED in person).
   */
  readonly notificationChannel: 'select' | 'email' | 'derived';
  /** 'always' (WEB or video), 'withChannel' (e-mail chosen), 'optional' (SMED in person). */
  readonly emailRequired: 'always' | 'withChannel' | 'optional';
  /** §5 "Shown for TSS, SURGERY, DISPO". */
  readonly commentShown: boolean;
  /** §5 "userAgreement must be ticked for TSS, DISPO, SURGERY". */
  readonly userAgreementRequired: boolean;
}

const STAFF_TYPES: readonly ApplicationType[] = ['TSS', 'DISPO', 'SURGERY'];

export function contactFormRules({
  applicationType,
  termintyp,
}: Pick<ContactFormOptions, 'applicationType' | 'termintyp'>): ContactFormRules {
  const staff = STAFF_TYPES.includes(applicationType);
  // §5: e-mail "Required for WEB or video"; channel "for video forced to e-mail".
  const forced = termintyp === 'VIDEOSPRECHSTUNDE' || applicationType === 'WEB';
  return {
    notificationChannel: forced ? 'email' : staff ? 'select' : 'derived',
    emailRequired: forced ? 'always' : staff ? 'withChannel' : 'optional',
    commentShown: staff,
    userAgreementRequired: staff,
  };
}

// Whether the e-mail fields are in use, i.e. validated and kept (§5 "e-mail cleared when channel is
// not e-mail").
function emailInUse(
  rules: ContactFormRules,
  channel: string,
  receiver: string,
  repeat: string = receiver,
): boolean {
  switch (rules.emailRequired) {
    case 'always':
      return true;
    case 'withChannel':
      return channel === 'email';
    case 'optional':
      return receiver !== '' || repeat !== '';
  }
}

function resolvedChannel(
  rules: ContactFormRules,
  channel: NotificationChannel,
  emailUsed: boolean,
): NotificationChannel {
  if (rules.notificationChannel === 'select') return channel;
  return emailUsed ? 'email' : '';
}

// The form's fields, each with its own rule; the output types below are read off these objects, so
// a field is named once.
function contactFormFields(options: ContactFormOptions, rules: ContactFormRules) {
  return v.object(
    {
      gender: genderSchema,
      title: titleSchema,
      firstname: firstnameSchema,
      lastname: lastnameSchema,
      /** As typed (TT.MM.JJJJ, T.M.JJJJ or JJJJ-MM-TT); the output is yyyy-MM-dd. */
      birthday: createBirthdayInputSchema(options.today),
      street: streetSchema,
      housenumber: housenumberSchema,
      zip: postcodeSchema,
      city: citySchema,
      /** As typed, without the +49 prefix. */
      phone: bookingPhoneSchema,
      notificationChannel: notificationChannelSchema,
      notificationReceiver: trimmedString(),
      notificationReceiverRepeat: trimmedString(),
      commentForDoctor: trimmedString(),
      agreementForComment: checkbox(),
      userAgreement: rules.userAgreementRequired
        ? requiredCheckbox(USER_AGREEMENT_MESSAGE)
        : checkbox(),
    },
    INVALID_INPUT_MESSAGE,
  );
}

/** The contact form after validation: trimmed, channel resolved, unused fields cleared. */
export type ContactForm = Readonly<v.InferOutput<ReturnType<typeof contactFormFields>>>;

/**
 * The booking contact form of §3/§5 for one application type and appointment type. Field rules
 * report their first message per field (see fieldErrors); cross-field rules (e-mail required with
 * the channel, repeat equal, comment required when ticked) run as soon as their fields are valid.
 */
export function createContactFormSchema(options: ContactFormOptions) {
  const rules = contactFormRules(options);
  const emailUsed = (input: ContactForm) =>
    emailInUse(
      rules,
      input.notificationChannel,
      input.notificationReceiver,
      input.notificationReceiverRepeat,
    );
  // §5 "Comment: enabled only when agreementForComment is ticked"; a disabled field is not checked.
  const commentUsed = (input: ContactForm) => rules.commentShown && input.agreementForComment;

  return v.pipe(
    contactFormFields(options, rules),
    validateWhen<ContactForm>('notificationReceiver', emailUsed, emailSchema),
    validateWhen<ContactForm>('notificationReceiverRepeat', emailUsed, emailSchema),
    equalFields<ContactForm>(
      'notificationReceiver',
      'notificationReceiverRepeat',
      EMAIL_NO_MATCH_MESSAGE,
      emailUsed,
    ),
    validateWhen<ContactForm>('commentForDoctor', commentUsed, commentSchema),
    v.transform((input): ContactForm => {
      const used = emailUsed(input);
      const receiver = used ? input.notificationReceiver : '';
      return {
        ...input,
        notificationChannel: resolvedChannel(rules, input.notificationChannel, used),
        notificationReceiver: receiver,
        notificationReceiverRepeat: receiver,
        commentForDoctor: commentUsed(input) ? input.commentForDoctor : '',
        agreementForComment: commentUsed(input),
      };
    }),
  );
}

// §3 "Booking payload": the contact's fields on the payload's names, with the form's rules.
function bookingContactFields(options: ContactFormOptions) {
  return v.object(
    {
      geschlecht: genderSchema,
      nachname: lastnameSchema,
      vorname: firstnameSchema,
      /** yyyy-MM-dd */
      geburtsdatum: createBirthdaySchema(options.today),
      notificationChannel: notificationChannelSchema,
      notificationReceiver: trimmedString(),
      ort: citySchema,
      /** With prefix, e.g. +49171…. */
      phone: sentBookingPhoneSchema,
      plz: postcodeSchema,
      strasse: streetSchema,
      hausnummer: housenumberSchema,
      hinweisAnBehandelndenArzt: trimmedString(),
    },
    INVALID_INPUT_MESSAGE,
  );
}

/** §3 "Booking payload" contact, after validation. */
export type BookingContact = Readonly<v.InferOutput<ReturnType<typeof bookingContactFields>>>;

/**
 * The contact of the booking payload, for the server: the same field schemas and per-type rules as
 * the form, on the payload's names. The payload has no repeat field and no checkboxes: a non-empty
 * hint stands for a ticked agreementForComment; where the comment block is not shown it is dropped.
 */
export function createBookingContactSchema(options: ContactFormOptions) {
  const rules = contactFormRules(options);
  const emailUsed = (input: BookingContact) =>
    emailInUse(rules, input.notificationChannel, input.notificationReceiver);
  const commentUsed = (input: BookingContact) =>
    rules.commentShown && input.hinweisAnBehandelndenArzt !== '';

  return v.pipe(
    bookingContactFields(options),
    validateWhen<BookingContact>('notificationReceiver', emailUsed, emailSchema),
    validateWhen<BookingContact>('hinweisAnBehandelndenArzt', commentUsed, commentSchema),
    v.transform((input): BookingContact => {
      const used = emailUsed(input);
      return {
        ...input,
        notificationChannel: resolvedChannel(rules, input.notificationChannel, used),
        notificationReceiver: used ? input.notificationReceiver : '',
        hinweisAnBehandelndenArzt: commentUsed(input) ? input.hinweisAnBehandelndenArzt : '',
      };
    }),
  );
}

/** Maps a validated contact form to the payload contact; adds the phone prefix (§5 "Phone"). */
export function toBookingContact(form: ContactForm): BookingContact {
  return {
    geschlecht: form.gender,
    nachname: form.lastname,
    vorname: form.firstname,
    geburtsdatum: form.birthday,
    notificationChannel: form.notificationChannel,
    notificationReceiver: form.notificationReceiver,
    ort: form.city,
    phone: withPhonePrefix(form.phone),
    plz: form.zip,
    strasse: form.street,
    hausnummer: form.housenumber,
    hinweisAnBehandelndenArzt: form.commentForDoctor,
  };
}
