// The texts of rescheduling (issue #15, docs/rescheduling.md). The spec has none; they are ours,
// short and calm, in the tone of the booking and details texts.
export const RESCHEDULE_TEXTS = {
  // The details page's block (appointment/components/RescheduleBlock.tsx).
  heading: 'Termin verschieben',
  intro:
    'Sie brauchen einen anderen Termin? Wählen Sie mit demselben Vermittlungscode einen neuen Termin. Ihr bisheriger Termin wird dann freigegeben. Das Verschieben zählt nicht als Absage.',
  open: 'Anderen Termin wählen',

  // The search page in reschedule mode.
  noteTitle: 'Termin verschieben',
  note: (when: string) => `Sie wählen einen neuen Termin für Ihre Buchung am ${when}.`,
  noteWithoutDate: 'Sie wählen einen neuen Termin für Ihre Buchung.',
  noteKeeps: 'Bis Sie den neuen Termin bestätigen, bleibt Ihr bisheriger Termin bestehen.',

  // The confirmation modal.
  title: 'Termin verschieben',
  newSlot: 'Neuer Termin',
  question: 'Möchten Sie Ihren Termin auf diesen Termin verschieben?',
  releasedTitle: 'Ihr bisheriger Termin',
  released: (when: string) =>
    `Ihr bisheriger Termin am ${when} wird dabei freigegeben. Das Verschieben zählt nicht als Absage: Ihr Vermittlungscode bleibt gültig.`,
  releasedWithoutDate:
    'Ihr bisheriger Termin wird dabei freigegeben. Das Verschieben zählt nicht als Absage: Ihr Vermittlungscode bleibt gültig.',
  contactKept:
    'Ihre Kontaktdaten und die Benachrichtigung übernehmen wir aus Ihrer Buchung. Sie erhalten eine Bestätigung des neuen Termins.',
  otherTypeTitle: 'Andere Terminart',
  otherType: {
    PRAESENZTERMIN:
      'Ihr Termin ist ein Präsenztermin. Er kann nur auf einen anderen Präsenztermin verschoben werden. Bitte wählen Sie einen Präsenztermin aus.',
    VIDEOSPRECHSTUNDE:
      'Ihr Termin ist eine Videosprechstunde. Sie kann nur auf eine andere Videosprechstunde verschoben werden. Bitte wählen Sie eine Videosprechstunde aus.',
  },
  confirm: 'Termin verschieben',
  cancel: 'Abbrechen',

  // After the move, as a toast on the details page of the new appointment.
  doneTitle: 'Termin verschoben',
  done: 'Ihr neuer Termin ist gebucht, der bisherige ist freigegeben. Das zählt nicht als Absage.',
} as const;
