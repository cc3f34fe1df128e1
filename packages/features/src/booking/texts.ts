// The booking modals' texts. Quoted ones are §2/§8 verbatim; the rest are ours, in the spec's tone.
// Issue #23 part 1: messages with stable ids (ADR 39); BOOKING_TEXTS keeps their German for code and
// tests that read plain strings.
import { COMMENT_MAX_LENGTH } from '@terminservice/domain/limits';
import type { Gender } from '@terminservice/domain/validation';
import { fillArguments, germanTexts, type Msg } from '../i18n/index.ts';

export const BOOKING_MESSAGES = {
  // §2 "Practice-hint modal", verbatim title and button.
  hintTitle: /*i18n*/ {
    id: 'booking.hintTitle',
    message: 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis',
  },
  // §2: "a disclaimer that the hints come from the practice and were not checked" (paraphrased).
  hintDisclaimer: /*i18n*/ {
    id: 'booking.hintDisclaimer',
    message:
      'Die folgenden Hinweise stammen von der Praxis. Sie wurden vom Terminservice nicht geprüft.',
  },
  toBooking: /*i18n*/ { id: 'booking.toBooking', message: 'Zur Terminbuchung' },
  cancel: /*i18n*/ { id: 'booking.cancel', message: 'Abbrechen' },
  /** The modals' close button (the ui Dialog's closeLabel). */
  closeDialog: /*i18n*/ { id: 'booking.closeDialog', message: 'Dialog schließen' },

  // §2 "Booking modal": buttons verbatim.
  titleInPerson: /*i18n*/ { id: 'booking.titleInPerson', message: 'Termin buchen' },
  titleVideo: /*i18n*/ { id: 'booking.titleVideo', message: 'Videosprechstunde reservieren' },
  submitInPerson: /*i18n*/ { id: 'booking.submitInPerson', message: 'Termin buchen' },
  submitVideo: /*i18n*/ { id: 'booking.submitVideo', message: 'TERMIN RESERVIEREN' },
  // §2: "question whether to book the appointment (or the video consultation) at the practice
  // 'verbindlich'".
  questionInPerson: /*i18n*/ {
    id: 'booking.questionInPerson',
    message: 'Möchten Sie diesen Termin bei der Praxis verbindlich buchen?',
  },
  questionVideo: /*i18n*/ {
    id: 'booking.questionVideo',
    message: 'Möchten Sie diese Videosprechstunde bei der Praxis verbindlich buchen?',
  },
  videoLabel: /*i18n*/ { id: 'booking.videoLabel', message: 'Videosprechstunde' },
  slotLabel: /*i18n*/ { id: 'booking.slotLabel', message: 'Termin' },
  /** 'Freitag, 12.12.2026, 09:30 Uhr'. */
  slotDateTime: /*i18n*/ { id: 'booking.slotDateTime', message: '{weekday}, {date}, {time} Uhr' },
  showDetails: /*i18n*/ { id: 'booking.showDetails', message: 'Details anzeigen' },
  hideDetails: /*i18n*/ { id: 'booking.hideDetails', message: 'Details ausblenden' },
  furtherInformation: /*i18n*/ {
    id: 'booking.furtherInformation',
    message: 'Weitere Informationen:',
  },
  accessibility: /*i18n*/ { id: 'booking.accessibility', message: 'Barrierefreiheit:' },
  phone: /*i18n*/ { id: 'booking.phone', message: 'Telefon:' },
  website: /*i18n*/ { id: 'booking.website', message: 'Webseite:' },
  // §2 'practice id' (TSS): the BSNR, as in the results and the BSNR filter (issue #16).
  practiceId: /*i18n*/ { id: 'booking.practiceId', message: 'BSNR:' },
  // issue #22, ours: the profile's doctor and languages.
  doctor: /*i18n*/ { id: 'booking.doctor', message: 'Ärztin/Arzt:' },
  languages: /*i18n*/ { id: 'booking.languages', message: 'Sprachen:' },
  kvMember: /*i18n*/ { id: 'booking.kvMember', message: 'Mitglied der {kv}' },
  distance: /*i18n*/ { id: 'booking.distance', message: 'Entfernung: {km} km' },
  videoNotice: /*i18n*/ {
    id: 'booking.videoNotice',
    message:
      'Die Videosprechstunde wird zunächst für 30 Minuten reserviert. Sie erhalten eine E-Mail mit einer Verifizierungs-PIN, mit der Sie die Buchung abschließen.',
  },
  // Issue #23 part 3 (WCAG 2.2.1): the limit that cannot be extended, said before it starts.
  videoTimeLimit: /*i18n*/ {
    id: 'booking.videoTimeLimit',
    message:
      'Sie haben dann 30 Minuten Zeit, die PIN einzugeben. Diese Zeit kann nicht verlängert werden, damit der Termin danach wieder für andere Patientinnen und Patienten frei ist.',
  },
  toStart: /*i18n*/ { id: 'booking.toStart', message: 'Zur Startseite des Terminservice' },

  // Contact form (§3 "Contact data for booking", §5 "Contact form").
  contactLegend: /*i18n*/ { id: 'booking.contactLegend', message: 'Ihre Kontaktdaten' },
  requiredNote: /*i18n*/ {
    id: 'booking.requiredNote',
    message: 'Alle Felder ohne den Zusatz „(optional)“ sind Pflichtfelder.',
  },
  gender: /*i18n*/ { id: 'booking.gender', message: 'Geschlecht' },
  genderPlaceholder: /*i18n*/ { id: 'booking.genderPlaceholder', message: 'Bitte auswählen' },
  title: /*i18n*/ { id: 'booking.title', message: 'Titel (optional)' },
  firstname: /*i18n*/ { id: 'booking.firstname', message: 'Vorname' },
  lastname: /*i18n*/ { id: 'booking.lastname', message: 'Nachname' },
  birthday: /*i18n*/ { id: 'booking.birthday', message: 'Geburtsdatum' },
  // The German form people type (issue #16); JJJJ-MM-TT (§5) is read as well.
  birthdayHint: /*i18n*/ {
    id: 'booking.birthdayHint',
    message: 'Format: TT.MM.JJJJ, zum Beispiel 17.05.1980',
  },
  birthdayPlaceholder: /*i18n*/ { id: 'booking.birthdayPlaceholder', message: 'TT.MM.JJJJ' },
  street: /*i18n*/ { id: 'booking.street', message: 'Straße' },
  housenumber: /*i18n*/ { id: 'booking.housenumber', message: 'Hausnummer (optional)' },
  zip: /*i18n*/ { id: 'booking.zip', message: 'Postleitzahl' },
  city: /*i18n*/ { id: 'booking.city', message: 'Ort' },
  phone_: /*i18n*/ { id: 'booking.callbackPhone', message: 'Rückrufnummer' },
  phoneHint: /*i18n*/ {
    id: 'booking.phoneHint',
    message: 'Unter dieser Nummer kann die Praxis Sie zurückrufen.',
  },
  email: /*i18n*/ { id: 'booking.email', message: 'E-Mail-Adresse' },
  emailHint: /*i18n*/ {
    id: 'booking.emailHint',
    message: 'An diese Adresse senden wir die Terminbestätigung.',
  },
  emailHintVideo: /*i18n*/ {
    id: 'booking.emailHintVideo',
    message: 'An diese Adresse senden wir die Verifizierungs-PIN.',
  },
  emailRepeat: /*i18n*/ { id: 'booking.emailRepeat', message: 'E-Mail-Adresse wiederholen' },
  emailRepeatHint: /*i18n*/ {
    id: 'booking.emailRepeatHint',
    message: 'Bitte tippen Sie die Adresse noch einmal ein; Einfügen ist hier nicht möglich.',
  },
  backToResults: /*i18n*/ { id: 'booking.backToResults', message: 'Anderen Termin auswählen' },

  // Issue #17 "Taken-slot recovery": ours, in the spec's tone (the message above them is §8's).
  alternativesHeading: /*i18n*/ {
    id: 'booking.alternativesHeading',
    message: 'Freie Termine für Ihre Suche',
  },
  alternativesSearching: /*i18n*/ {
    id: 'booking.alternativesSearching',
    message: 'Wir suchen andere freie Termine für Sie.',
  },
  alternativesFoundOne: /*i18n*/ {
    id: 'booking.alternativesFoundOne',
    message:
      'Dieser Termin ist noch frei und passt zu Ihrer Suche. Ihre Angaben werden übernommen.',
  },
  alternativesFoundMany: /*i18n*/ {
    id: 'booking.alternativesFoundMany',
    message:
      'Diese {count} Termine sind noch frei und passen zu Ihrer Suche. Ihre Angaben werden übernommen.',
  },
  noAlternatives: /*i18n*/ {
    id: 'booking.noAlternatives',
    message:
      'Zu Ihrer Suche ist gerade kein anderer Termin frei. In der Terminliste können Sie die Suche anpassen, zum Beispiel den Umkreis vergrößern.',
  },
  alternativesFailed: /*i18n*/ {
    id: 'booking.alternativesFailed',
    message:
      'Andere freie Termine konnten gerade nicht geladen werden. In der Terminliste sehen Sie alle Termine Ihrer Suche.',
  },
  bookAlternative: /*i18n*/ { id: 'booking.bookAlternative', message: 'Diesen Termin buchen' },
  reserveAlternative: /*i18n*/ {
    id: 'booking.reserveAlternative',
    message: 'Diesen Termin reservieren',
  },
  emailOptional: /*i18n*/ { id: 'booking.emailOptional', message: 'E-Mail-Adresse (optional)' },
  emailRepeatOptional: /*i18n*/ {
    id: 'booking.emailRepeatOptional',
    message: 'E-Mail-Adresse wiederholen (optional)',
  },
} as const satisfies Record<string, Msg>;

/**
 * §5 TSS/DISPO/SURGERY extras, staff only (the staff apps are German, ADR 39): plain German. The
 * spec names these blocks without quoting their texts.
 */
const STAFF_TEXTS = {
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

const GERMAN_BOOKING = germanTexts(BOOKING_MESSAGES);

/** The German texts (the staff apps' and the tests'). */
export const BOOKING_TEXTS = {
  ...GERMAN_BOOKING,
  ...STAFF_TEXTS,
  kvMember: (kv: string) => fillArguments(GERMAN_BOOKING.kvMember, { kv }),
  distance: (km: number) =>
    fillArguments(GERMAN_BOOKING.distance, {
      km: km.toLocaleString('de-DE', { maximumFractionDigits: 1 }),
    }),
  alternativesFound: (count: number) =>
    count === 1
      ? GERMAN_BOOKING.alternativesFoundOne
      : fillArguments(GERMAN_BOOKING.alternativesFoundMany, { count }),
} as const;

/** §3 gender labels (the domain's GENDERS), by value. */
export const GENDER_MESSAGES = {
  MAENNLICH: /*i18n*/ { id: 'booking.genderMale', message: 'Männlich' },
  WEIBLICH: /*i18n*/ { id: 'booking.genderFemale', message: 'Weiblich' },
  DIVERS: /*i18n*/ { id: 'booking.genderDiverse', message: 'Divers' },
  UNBESTIMMT: /*i18n*/ { id: 'booking.genderUndetermined', message: 'Unbestimmt' },
} as const satisfies Record<Gender, Msg>;
