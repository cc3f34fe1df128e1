// The reminder pages' German texts (issue #15 part 4; docs/reminders.md "The pages"): the spec has
// none for reminders, so these are ours — short, calm, Sie-form, in the words of the other pages.
// What a release means for the code and the refusals' texts come from the domain, because the
// server says them too. As messages (issue #23 part 1); the *_TEXTS keep the German as strings.
import type { ReminderAction } from '@terminservice/domain/reminders';
import { germanTexts, type Msg } from '../i18n/index.ts';

interface ActionMessages {
  readonly title: Msg;
  readonly intro: Msg;
  readonly consequenceHeading: Msg;
  /** The one sentence that must not be missed, as the warning's title (release only). */
  readonly warning: Msg | null;
  readonly consequence: readonly Msg[];
  readonly button: Msg;
  readonly doneTitle: Msg;
  readonly doneMessage: Msg;
}

export const REMINDER_ACTION_MESSAGES: Readonly<Record<ReminderAction, ActionMessages>> = {
  komme: {
    title: /*i18n*/ { id: 'reminders.komme.title', message: 'Termin bestätigen' },
    intro: /*i18n*/ {
      id: 'reminders.komme.intro',
      message: 'Bitte bestätigen Sie der Praxis, dass Sie zu diesem Termin kommen.',
    },
    consequenceHeading: /*i18n*/ {
      id: 'reminders.komme.consequenceHeading',
      message: 'Was passiert, wenn Sie bestätigen?',
    },
    warning: null,
    consequence: [
      /*i18n*/ {
        id: 'reminders.komme.consequence',
        message:
          'Die Praxis sieht in ihrer Terminverwaltung, dass Sie kommen. Sonst ändert sich nichts an Ihrem Termin.',
      },
    ],
    button: /*i18n*/ { id: 'reminders.komme.button', message: 'Ich komme' },
    doneTitle: /*i18n*/ {
      id: 'reminders.komme.doneTitle',
      message: 'Vielen Dank für Ihre Bestätigung.',
    },
    doneMessage: /*i18n*/ {
      id: 'reminders.komme.doneMessage',
      message:
        'Die Praxis sieht jetzt, dass Sie kommen. Wenn Sie doch verhindert sind, geben Sie den Termin bitte über den Link „Termin freigeben“ in Ihrer Erinnerung frei.',
    },
  },
  freigeben: {
    title: /*i18n*/ { id: 'reminders.freigeben.title', message: 'Termin freigeben' },
    intro: /*i18n*/ {
      id: 'reminders.freigeben.intro',
      message: 'Sie können diesen Termin nicht wahrnehmen? Dann geben Sie ihn bitte frei.',
    },
    consequenceHeading: /*i18n*/ {
      id: 'reminders.freigeben.consequenceHeading',
      message: 'Was bedeutet das Freigeben?',
    },
    warning: /*i18n*/ {
      id: 'reminders.freigeben.warning',
      message: 'Das Freigeben ist eine Absage nach den üblichen Regeln des Terminservice.',
    },
    consequence: [
      /*i18n*/ {
        id: 'reminders.freigeben.consequence',
        message:
          'Ihr Termin wird abgesagt und steht sofort anderen Patientinnen und Patienten zur Verfügung. Das lässt sich nicht rückgängig machen.',
      },
      /*i18n*/ {
        id: 'reminders.freigeben.consequenceMail',
        message: 'Sie erhalten eine Bestätigung der Absage per E-Mail.',
      },
    ],
    button: /*i18n*/ { id: 'reminders.freigeben.button', message: 'Termin freigeben' },
    doneTitle: /*i18n*/ {
      id: 'reminders.freigeben.doneTitle',
      message: 'Der Termin wurde freigegeben.',
    },
    doneMessage: /*i18n*/ {
      id: 'reminders.freigeben.doneMessage',
      message:
        'Ihr Termin ist abgesagt und steht jetzt anderen Patientinnen und Patienten zur Verfügung.',
    },
  },
};

export const REMINDER_MESSAGES = {
  loading: /*i18n*/ { id: 'reminders.loading', message: 'Der Termin wird geladen …' },
  appointmentHeading: /*i18n*/ { id: 'reminders.appointmentHeading', message: 'Ihr Termin' },
  date: /*i18n*/ { id: 'reminders.date', message: 'Datum' },
  time: /*i18n*/ { id: 'reminders.time', message: 'Uhrzeit' },
  clock: /*i18n*/ { id: 'reminders.clock', message: '{time} Uhr' },
  practice: /*i18n*/ { id: 'reminders.practice', message: 'Praxis' },
  profile: /*i18n*/ { id: 'reminders.profile', message: 'Sprechstunde' },
  address: /*i18n*/ { id: 'reminders.address', message: 'Adresse' },
  phone: /*i18n*/ { id: 'reminders.phone', message: 'Telefon' },
  nothingYet: /*i18n*/ {
    id: 'reminders.nothingYet',
    message: 'Erst mit einem Klick auf die Schaltfläche ändert sich etwas.',
  },
  refusedTitle: /*i18n*/ {
    id: 'reminders.refusedTitle',
    message: 'Dieser Link kann nicht verwendet werden.',
  },
  failedTitle: /*i18n*/ { id: 'reminders.failedTitle', message: 'Das hat leider nicht geklappt.' },
  failedMessage: /*i18n*/ {
    id: 'reminders.failedMessage',
    message:
      'Bitte versuchen Sie es später noch einmal. Bei Fragen erreichen Sie den Terminservice unter der Rufnummer 116117.',
  },
  retry: /*i18n*/ { id: 'reminders.retry', message: 'Erneut versuchen' },
  toBase: /*i18n*/ { id: 'reminders.toBase', message: 'zur Startseite' },
} as const satisfies Record<string, Msg>;

/** The German texts as plain strings (the store's failure, tests). */
export const REMINDER_TEXTS = germanTexts(REMINDER_MESSAGES);
