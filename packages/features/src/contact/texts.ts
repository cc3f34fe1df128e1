// The contact page's texts. §2 shows no fields ("fields not shown"); labels, hints and the intro
// are ours. The validation messages and the outcome notices come from the domain.
import {
  COMMENT_MAX_LENGTH,
  SERVICE_PHONE_NUMBER,
  TEXT_MAX_LENGTH,
} from '@terminservice/domain/limits';

export const CONTACT_TEXTS = {
  title: 'Kontakt',
  intro:
    'Sie haben eine Frage oder eine Anregung zum Terminservice? Schreiben Sie uns über dieses Formular.',
  notForBooking: `Über das Kontaktformular können keine Termine gebucht oder abgesagt werden. Für die Terminbuchung und bei dringenden Anliegen erreichen Sie den Terminservice unter der Rufnummer ${SERVICE_PHONE_NUMBER}.`,
  required: 'Alle Felder sind Pflichtfelder.',
  name: 'Ihr Name',
  email: 'Ihre E-Mail-Adresse',
  emailHint: 'An diese Adresse senden wir unsere Antwort.',
  subject: 'Betreff',
  subjectHint: `Höchstens ${String(TEXT_MAX_LENGTH)} Zeichen.`,
  message: 'Ihre Nachricht',
  messageHint: `Höchstens ${String(COMMENT_MAX_LENGTH)} Zeichen. Bitte geben Sie keine Gesundheitsdaten an.`,
  submit: 'Nachricht senden',
  another: 'Weitere Nachricht schreiben',
  toBase: 'zur Startseite',
} as const;
