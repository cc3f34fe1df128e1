// The contact page's texts. §2 shows no fields ("fields not shown"); labels, hints and the intro
// are ours. The validation messages and the outcome notices come from the domain. Issue #23 part 1:
// messages with stable ids (ADR 39); CONTACT_TEXTS keeps their German.
import {
  COMMENT_MAX_LENGTH,
  SERVICE_PHONE_NUMBER,
  TEXT_MAX_LENGTH,
} from '@terminservice/domain/limits';
import { fillArguments, germanTexts, type Msg } from '../i18n/index.ts';

export const CONTACT_MESSAGES = {
  title: /*i18n*/ { id: 'contact.title', message: 'Kontakt' },
  intro: /*i18n*/ {
    id: 'contact.intro',
    message:
      'Sie haben eine Frage oder eine Anregung zum Terminservice? Schreiben Sie uns über dieses Formular.',
  },
  /** {phone}: the service number. */
  notForBooking: /*i18n*/ {
    id: 'contact.notForBooking',
    message:
      'Über das Kontaktformular können keine Termine gebucht oder abgesagt werden. Für die Terminbuchung und bei dringenden Anliegen erreichen Sie den Terminservice unter der Rufnummer {phone}.',
  },
  required: /*i18n*/ { id: 'contact.required', message: 'Alle Felder sind Pflichtfelder.' },
  name: /*i18n*/ { id: 'contact.name', message: 'Ihr Name' },
  email: /*i18n*/ { id: 'contact.email', message: 'Ihre E-Mail-Adresse' },
  emailHint: /*i18n*/ {
    id: 'contact.emailHint',
    message: 'An diese Adresse senden wir unsere Antwort.',
  },
  subject: /*i18n*/ { id: 'contact.subject', message: 'Betreff' },
  subjectHint: /*i18n*/ { id: 'contact.subjectHint', message: 'Höchstens {length} Zeichen.' },
  message: /*i18n*/ { id: 'contact.message', message: 'Ihre Nachricht' },
  messageHint: /*i18n*/ {
    id: 'contact.messageHint',
    message: 'Höchstens {length} Zeichen. Bitte geben Sie keine Gesundheitsdaten an.',
  },
  submit: /*i18n*/ { id: 'contact.submit', message: 'Nachricht senden' },
  another: /*i18n*/ { id: 'contact.another', message: 'Weitere Nachricht schreiben' },
  toBase: /*i18n*/ { id: 'contact.toBase', message: 'zur Startseite' },
} as const satisfies Record<string, Msg>;

export const CONTACT_VALUES = {
  notForBooking: { phone: SERVICE_PHONE_NUMBER },
  subjectHint: { length: String(TEXT_MAX_LENGTH) },
  messageHint: { length: String(COMMENT_MAX_LENGTH) },
} as const;

const GERMAN = germanTexts(CONTACT_MESSAGES);

export const CONTACT_TEXTS = {
  ...GERMAN,
  notForBooking: fillArguments(GERMAN.notForBooking, CONTACT_VALUES.notForBooking),
  subjectHint: fillArguments(GERMAN.subjectHint, CONTACT_VALUES.subjectHint),
  messageHint: fillArguments(GERMAN.messageHint, CONTACT_VALUES.messageHint),
} as const;
