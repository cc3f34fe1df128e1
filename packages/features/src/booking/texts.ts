// The booking modals' texts. Quoted ones are §2/§8 verbatim; the rest are ours, in the spec's tone.
import { COMMENT_MAX_LENGTH } from '@terminservice/domain/limits';

export const BOOKING_TEXTS = {
  // §2 "Practice-hint modal", verbatim title and button.
  hintTitle: 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis',
  // §2: "a disclaimer that the hints come from the practice and were not checked" (paraphrased).
  hintDisclaimer:
    'Die folgenden Hinweise stammen von der Praxis. Sie wurden vom Terminservice nicht geprüft.',
  toBooking: 'Zur Terminbuchung',
  cancel: 'Abbrechen',

  // §2 "Booking modal": buttons verbatim.
  titleInPerson: 'Termin buchen',
  titleVideo: 'Videosprechstunde reservieren',
  submitInPerson: 'Termin buchen',
  submitVideo: 'TERMIN RESERVIEREN',
  // §2: "question whether to book the appointment (or the video consultation) at the practice
  // 'verbindlich'".
  questionInPerson: 'Möchten Sie diesen Termin bei der Praxis verbindlich buchen?',
  questionVideo: 'Möchten Sie diese Videosprechstunde bei der Praxis verbindlich buchen?',
  videoLabel: 'Videosprechstunde',
  slotLabel: 'Termin',
  showDetails: 'Details anzeigen',
  hideDetails: 'Details ausblenden',
  furtherInformation: 'Weitere Informationen:',
  accessibility: 'Barrierefreiheit:',
  phone: 'Telefon:',
  website: 'Webseite:',
  // §2 'practice id' (TSS): the BSNR, as in the results and the BSNR filter (issue #16).
  practiceId: 'BSNR:',
  // issue #22, ours: the profile's doctor and languages.
  doctor: 'Ärztin/Arzt:',
  languages: 'Sprachen:',
  kvMember: (kv: string) => `Mitglied der ${kv}`,
  distance: (km: number) =>
    `Entfernung: ${km.toLocaleString('de-DE', { maximumFractionDigits: 1 })} km`,
  videoNotice:
    'Die Videosprechstunde wird zunächst für 30 Minuten reserviert. Sie erhalten eine E-Mail mit einer Verifizierungs-PIN, mit der Sie die Buchung abschließen.',
  // Issue #23 part 3 (WCAG 2.2.1): the limit that cannot be extended, said before it starts.
  videoTimeLimit:
    'Sie haben dann 30 Minuten Zeit, die PIN einzugeben. Diese Zeit kann nicht verlängert werden, damit der Termin danach wieder für andere Patientinnen und Patienten frei ist.',

  // Contact form (§3 "Contact data for booking", §5 "Contact form").
  contactLegend: 'Ihre Kontaktdaten',
  requiredNote: 'Alle Felder ohne den Zusatz „(optional)“ sind Pflichtfelder.',
  gender: 'Geschlecht',
  genderPlaceholder: 'Bitte auswählen',
  title: 'Titel (optional)',
  firstname: 'Vorname',
  lastname: 'Nachname',
  birthday: 'Geburtsdatum',
  // The German form people type (issue #16); JJJJ-MM-TT (§5) is read as well.
  birthdayHint: 'Format: TT.MM.JJJJ, zum Beispiel 17.05.1980',
  birthdayPlaceholder: 'TT.MM.JJJJ',
  street: 'Straße',
  housenumber: 'Hausnummer (optional)',
  zip: 'Postleitzahl',
  city: 'Ort',
  phone_: 'Rückrufnummer',
  phoneHint: 'Unter dieser Nummer kann die Praxis Sie zurückrufen.',
  email: 'E-Mail-Adresse',
  emailHint: 'An diese Adresse senden wir die Terminbestätigung.',
  emailHintVideo: 'An diese Adresse senden wir die Verifizierungs-PIN.',
  emailRepeat: 'E-Mail-Adresse wiederholen',
  emailRepeatHint: 'Bitte tippen Sie die Adresse noch einmal ein; Einfügen ist hier nicht möglich.',
  backToResults: 'Anderen Termin auswählen',

  // Issue #17 "Taken-slot recovery": ours, in the spec's tone (the message above them is §8's).
  alternativesHeading: 'Freie Termine für Ihre Suche',
  alternativesSearching: 'Wir suchen andere freie Termine für Sie.',
  alternativesFound: (count: number) =>
    count === 1
      ? 'Dieser Termin ist noch frei und passt zu Ihrer Suche. Ihre Angaben werden übernommen.'
      : `Diese ${count} Termine sind noch frei und passen zu Ihrer Suche. Ihre Angaben werden übernommen.`,
  noAlternatives:
    'Zu Ihrer Suche ist gerade kein anderer Termin frei. In der Terminliste können Sie die Suche anpassen, zum Beispiel den Umkreis vergrößern.',
  alternativesFailed:
    'Andere freie Termine konnten gerade nicht geladen werden. In der Terminliste sehen Sie alle Termine Ihrer Suche.',
  bookAlternative: 'Diesen Termin buchen',
  reserveAlternative: 'Diesen Termin reservieren',
  emailOptional: 'E-Mail-Adresse (optional)',
  emailRepeatOptional: 'E-Mail-Adresse wiederholen (optional)',

  // §5 TSS/DISPO/SURGERY extras. The spec names these blocks without quoting their texts.
  notificationLegend: 'Benachrichtigung über die Buchung',
  agreementForComment: 'Einen Hinweis an die behandelnde Praxis übermitteln',
  comment: 'Hinweis an die behandelnde Praxis',
  commentHint: `Höchstens ${COMMENT_MAX_LENGTH} Zeichen. Erlaubt sind Buchstaben, Ziffern, Leerzeichen und - . ( ) /`,
  // §5 "caller consent incl. acting on behalf of the patient (TSS/DISPO)".
  callerConsent:
    'Die anrufende Person ist mit der Verarbeitung der angegebenen Daten zur Terminbuchung und ihrer Weitergabe an die Praxis einverstanden. Handelt sie im Auftrag der Patientin oder des Patienten, liegt deren Einverständnis vor.',
  // §5 "patient consent (SURGERY)".
  patientConsent:
    'Die Patientin oder der Patient ist mit der Verarbeitung der angegebenen Daten zur Terminbuchung und ihrer Weitergabe an die behandelnde Praxis einverstanden.',
} as const;
