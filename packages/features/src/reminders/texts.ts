// The reminder pages' German texts (issue #15 part 4; docs/reminders.md "The pages"): the spec has
// none for reminders, so these are ours — short, calm, Sie-form, in the words of the other pages.
// What a release means for the code and the refusals' texts come from the domain, because the
// server says them too.
import type { ReminderAction } from '@terminservice/domain/reminders';

interface ActionTexts {
  readonly title: string;
  readonly intro: string;
  readonly consequenceHeading: string;
  /** The one sentence that must not be missed, as the warning's title (release only). */
  readonly warning: string | null;
  readonly consequence: readonly string[];
  readonly button: string;
  readonly doneTitle: string;
  readonly doneMessage: string;
}

export const REMINDER_ACTION_TEXTS: Readonly<Record<ReminderAction, ActionTexts>> = {
  komme: {
    title: 'Termin bestätigen',
    intro: 'Bitte bestätigen Sie der Praxis, dass Sie zu diesem Termin kommen.',
    consequenceHeading: 'Was passiert, wenn Sie bestätigen?',
    warning: null,
    consequence: [
      'Die Praxis sieht in ihrer Terminverwaltung, dass Sie kommen. Sonst ändert sich nichts an Ihrem Termin.',
    ],
    button: 'Ich komme',
    doneTitle: 'Vielen Dank für Ihre Bestätigung.',
    doneMessage:
      'Die Praxis sieht jetzt, dass Sie kommen. Wenn Sie doch verhindert sind, geben Sie den Termin bitte über den Link „Termin freigeben“ in Ihrer Erinnerung frei.',
  },
  freigeben: {
    title: 'Termin freigeben',
    intro: 'Sie können diesen Termin nicht wahrnehmen? Dann geben Sie ihn bitte frei.',
    consequenceHeading: 'Was bedeutet das Freigeben?',
    warning: 'Das Freigeben ist eine Absage nach den üblichen Regeln des Terminservice.',
    consequence: [
      'Ihr Termin wird abgesagt und steht sofort anderen Patientinnen und Patienten zur Verfügung. Das lässt sich nicht rückgängig machen.',
      'Sie erhalten eine Bestätigung der Absage per E-Mail.',
    ],
    button: 'Termin freigeben',
    doneTitle: 'Der Termin wurde freigegeben.',
    doneMessage:
      'Ihr Termin ist abgesagt und steht jetzt anderen Patientinnen und Patienten zur Verfügung.',
  },
};

export const REMINDER_TEXTS = {
  loading: 'Der Termin wird geladen …',
  appointmentHeading: 'Ihr Termin',
  date: 'Datum',
  time: 'Uhrzeit',
  clock: (time: string) => `${time} Uhr`,
  practice: 'Praxis',
  profile: 'Sprechstunde',
  address: 'Adresse',
  phone: 'Telefon',
  nothingYet: 'Erst mit einem Klick auf die Schaltfläche ändert sich etwas.',
  refusedTitle: 'Dieser Link kann nicht verwendet werden.',
  failedTitle: 'Das hat leider nicht geklappt.',
  failedMessage:
    'Bitte versuchen Sie es später noch einmal. Bei Fragen erreichen Sie den Terminservice unter der Rufnummer 116117.',
  retry: 'Erneut versuchen',
  toBase: 'zur Startseite',
} as const;
