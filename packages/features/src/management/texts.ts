// §2 "Management page 'Termin verwalten'": title, heading and buttons verbatim; the hint is ours.
export const MANAGEMENT_TEXTS = {
  title: 'Termin verwalten',
  heading: 'Bitte geben Sie den Vermittlungscode der Buchung an',
  codeLabel: 'Vermittlungscode',
  codeHint: 'Sie finden den Vermittlungscode in Ihrer Buchungsbestätigung.',
  submit: 'Buchung verwalten',
  cancel: 'Abbrechen',
  /** When a failure brings no text of its own and §8 has none (e.g. no connection). */
  failed: 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;
