// The texts of rescheduling (issue #15, docs/rescheduling.md). The spec has none; they are ours,
// short and calm, in the tone of the booking and details texts. As messages (issue #23 part 1);
// `{when}` is the booking's weekday, date and time (RESCHEDULE_MESSAGES.when).
import type { Termintyp } from '@terminservice/domain/api';
import { fillArguments, germanTexts, type Msg } from '../i18n/index.ts';

export const RESCHEDULE_MESSAGES = {
  // The details page's block (appointment/components/RescheduleBlock.tsx).
  heading: /*i18n*/ { id: 'reschedule.heading', message: 'Termin verschieben' },
  intro: /*i18n*/ {
    id: 'reschedule.intro',
    message:
      'Sie brauchen einen anderen Termin? Wählen Sie mit demselben Vermittlungscode einen neuen Termin. Ihr bisheriger Termin wird dann freigegeben. Das Verschieben zählt nicht als Absage.',
  },
  open: /*i18n*/ { id: 'reschedule.open', message: 'Anderen Termin wählen' },

  /** A booked slot: 'Donnerstag, 03.12.2026, 09:30 Uhr'. */
  when: /*i18n*/ { id: 'reschedule.when', message: '{weekday}, {date}, {time} Uhr' },

  // The search page in reschedule mode.
  noteTitle: /*i18n*/ { id: 'reschedule.noteTitle', message: 'Termin verschieben' },
  note: /*i18n*/ {
    id: 'reschedule.note',
    message: 'Sie wählen einen neuen Termin für Ihre Buchung am {when}.',
  },
  noteWithoutDate: /*i18n*/ {
    id: 'reschedule.noteWithoutDate',
    message: 'Sie wählen einen neuen Termin für Ihre Buchung.',
  },
  noteKeeps: /*i18n*/ {
    id: 'reschedule.noteKeeps',
    message: 'Bis Sie den neuen Termin bestätigen, bleibt Ihr bisheriger Termin bestehen.',
  },

  // The confirmation modal.
  title: /*i18n*/ { id: 'reschedule.title', message: 'Termin verschieben' },
  newSlot: /*i18n*/ { id: 'reschedule.newSlot', message: 'Neuer Termin' },
  question: /*i18n*/ {
    id: 'reschedule.question',
    message: 'Möchten Sie Ihren Termin auf diesen Termin verschieben?',
  },
  releasedTitle: /*i18n*/ { id: 'reschedule.releasedTitle', message: 'Ihr bisheriger Termin' },
  released: /*i18n*/ {
    id: 'reschedule.released',
    message:
      'Ihr bisheriger Termin am {when} wird dabei freigegeben. Das Verschieben zählt nicht als Absage: Ihr Vermittlungscode bleibt gültig.',
  },
  releasedWithoutDate: /*i18n*/ {
    id: 'reschedule.releasedWithoutDate',
    message:
      'Ihr bisheriger Termin wird dabei freigegeben. Das Verschieben zählt nicht als Absage: Ihr Vermittlungscode bleibt gültig.',
  },
  contactKept: /*i18n*/ {
    id: 'reschedule.contactKept',
    message:
      'Ihre Kontaktdaten und die Benachrichtigung übernehmen wir aus Ihrer Buchung. Sie erhalten eine Bestätigung des neuen Termins.',
  },
  otherTypeTitle: /*i18n*/ { id: 'reschedule.otherTypeTitle', message: 'Andere Terminart' },
  otherTypePresence: /*i18n*/ {
    id: 'reschedule.otherTypePresence',
    message:
      'Ihr Termin ist ein Präsenztermin. Er kann nur auf einen anderen Präsenztermin verschoben werden. Bitte wählen Sie einen Präsenztermin aus.',
  },
  otherTypeVideo: /*i18n*/ {
    id: 'reschedule.otherTypeVideo',
    message:
      'Ihr Termin ist eine Videosprechstunde. Sie kann nur auf eine andere Videosprechstunde verschoben werden. Bitte wählen Sie eine Videosprechstunde aus.',
  },
  confirm: /*i18n*/ { id: 'reschedule.confirm', message: 'Termin verschieben' },
  cancel: /*i18n*/ { id: 'reschedule.cancel', message: 'Abbrechen' },
  /** The modal's close button (ui Dialog's closeLabel). */
  close: /*i18n*/ { id: 'reschedule.close', message: 'Dialog schließen' },

  // After the move, as a toast on the details page of the new appointment.
  doneTitle: /*i18n*/ { id: 'reschedule.doneTitle', message: 'Termin verschoben' },
  done: /*i18n*/ {
    id: 'reschedule.done',
    message:
      'Ihr neuer Termin ist gebucht, der bisherige ist freigegeben. Das zählt nicht als Absage.',
  },
} as const satisfies Record<string, Msg>;

/** The other-type warning by the booking's type. */
export const RESCHEDULE_OTHER_TYPE: Readonly<Record<Termintyp, Msg>> = {
  PRAESENZTERMIN: RESCHEDULE_MESSAGES.otherTypePresence,
  VIDEOSPRECHSTUNDE: RESCHEDULE_MESSAGES.otherTypeVideo,
};

const GERMAN = germanTexts(RESCHEDULE_MESSAGES);

/** The German texts (the staff apps' code and the tests read them as strings). */
export const RESCHEDULE_TEXTS = {
  ...GERMAN,
  note: (when: string) => fillArguments(GERMAN.note, { when }),
  released: (when: string) => fillArguments(GERMAN.released, { when }),
  otherType: {
    PRAESENZTERMIN: GERMAN.otherTypePresence,
    VIDEOSPRECHSTUNDE: GERMAN.otherTypeVideo,
  },
} as const;
