// The login page's texts. Quoted ones are verbatim from the spec (§2 "Login page", "Qualification
// picker modal"); the info box, the help text and the field labels the spec only describes are ours.
import { SERVICE_PHONE_NUMBER } from '@terminservice/domain/limits';
import { GERMAN, fillArguments, germanTexts, type Msg, type Translator } from '../i18n/index.ts';

/**
 * The WEB start page's texts as messages (issue #23 part 1): the page, the code form and the help;
 * the no-code form and the picker below. The TSS and SURGERY pages stay German (staff apps).
 */
export const LOGIN_MESSAGES = {
  title: /*i18n*/ { id: 'login.title', message: 'Termin suchen' },
  question: /*i18n*/ { id: 'login.question', message: 'Haben Sie einen Vermittlungscode?' },
  yes: /*i18n*/ { id: 'login.yes', message: 'Ja' },
  no: /*i18n*/ { id: 'login.no', message: 'Nein' },
  unsure: /*i18n*/ { id: 'login.unsure', message: '?' },
  unsureScreenReader: /*i18n*/ {
    id: 'login.unsureScreenReader',
    message: 'Wo finde ich den Vermittlungscode?',
  },
  infoTitle: /*i18n*/ { id: 'login.infoTitle', message: 'Gut zu wissen' },
  /** Issue #24 part 3: the page opened through a free appointment of the open feed. */
  entryTitle: /*i18n*/ {
    id: 'login.entryTitle',
    message: 'Freier Termin aus einem Terminverzeichnis',
  },
  entryText: /*i18n*/ {
    id: 'login.entryText',
    message:
      'Sie kommen über einen freien Termin, den der Terminservice öffentlich anzeigt. Postleitzahl und Fachrichtung der Praxis sind unten schon eingetragen. Zum Buchen brauchen Sie einen Vermittlungscode (Ja) oder, für Fachrichtungen ohne Überweisung, eine Bestätigung per SMS oder E-Mail (Nein). Der Termin kann inzwischen vergeben sein; die Suche zeigt die freien Termine dieser und weiterer Praxen in der Nähe.',
  },
  /** {phone}: the service number, '116 117'. */
  info: /*i18n*/ {
    id: 'login.info',
    message:
      'Für einige Fachrichtungen benötigen Sie einen Vermittlungscode. Sie erhalten ihn mit Ihrer Überweisung. Termine können Sie auch telefonisch unter der Rufnummer {phone} buchen.',
  },
  errorsTitle: /*i18n*/ { id: 'login.errorsTitle', message: 'Die Anmeldung ist fehlgeschlagen.' },
  unreachable: /*i18n*/ {
    id: 'login.unreachable',
    message: 'Unerwarteter Fehler: Der Terminservice ist im Moment nicht erreichbar.',
  },

  // Ja: code form
  codeFormTitle: /*i18n*/ {
    id: 'login.codeFormTitle',
    message: 'Termin mit Vermittlungscode suchen',
  },
  code: /*i18n*/ { id: 'login.code', message: 'Vermittlungscode' },
  codeHint: /*i18n*/ {
    id: 'login.codeHint',
    message: 'Den 12-stelligen Code finden Sie auf Ihrer Überweisung.',
  },
  postcode: /*i18n*/ { id: 'login.postcode', message: 'Postleitzahl' },
  codeSubmit: /*i18n*/ { id: 'login.codeSubmit', message: 'Termin suchen' },
  place: /*i18n*/ { id: 'login.place', message: 'Ort' },

  // ?: help
  helpTitle: /*i18n*/ { id: 'login.helpTitle', message: 'Wo finde ich den Vermittlungscode?' },
  helpReferral: /*i18n*/ {
    id: 'login.helpReferral',
    message:
      'Auf Ihrer Überweisung steht der Vermittlungscode im oberen Bereich: 12 Zeichen in drei Gruppen zu je vier Zeichen, zum Beispiel ABCD-EFGH-KLMN.',
  },
  helpPsychotherapy: /*i18n*/ {
    id: 'login.helpPsychotherapy',
    message:
      'Nach einer psychotherapeutischen Sprechstunde finden Sie den Vermittlungscode auf dem Informationsblatt „Individuelle Patienteninformation“ (PTV 11), das Sie in der Praxis erhalten haben.',
  },
  helpNoCode: /*i18n*/ {
    id: 'login.helpNoCode',
    message:
      'Sie haben keinen Vermittlungscode? Für Augenarzt, Frauenarzt, Hausarzt, Kinderarzt, U-Untersuchungen und die psychotherapeutische Sprechstunde brauchen Sie keinen: wählen Sie „Nein“.',
  },
} as const satisfies Record<string, Msg>;

/** The service number as the info box says it: '116 117'. */
export const LOGIN_INFO_VALUES = {
  phone: `${SERVICE_PHONE_NUMBER.slice(0, 3)} ${SERVICE_PHONE_NUMBER.slice(3)}`,
};

/** 'Nein': the no-code form (§2, §3 "No-code form fields"); quoted where the spec quotes. */
export const LOGIN_NO_CODE_MESSAGES = {
  noCodeFormTitle: /*i18n*/ {
    id: 'login.noCode.title',
    message: 'Termin ohne Vermittlungscode suchen',
  },
  specialty: /*i18n*/ { id: 'login.noCode.specialty', message: 'Fachrichtung' },
  specialtyPlaceholder: /*i18n*/ {
    id: 'login.noCode.specialtyPlaceholder',
    message: 'Bitte auswählen',
  },
  residencePostcode: /*i18n*/ {
    id: 'login.noCode.residencePostcode',
    message: 'PLZ des Wohnortes',
  },
  channel: /*i18n*/ {
    id: 'login.noCode.channel',
    message: 'Wie möchten Sie Ihre PIN für die Identitätsprüfung erhalten?',
  },
  channelSms: /*i18n*/ { id: 'login.noCode.channelSms', message: 'per SMS' },
  channelMail: /*i18n*/ { id: 'login.noCode.channelMail', message: 'per E-Mail' },
  phone: /*i18n*/ { id: 'login.noCode.phone', message: 'Mobilnummer' },
  phoneHint: /*i18n*/ {
    id: 'login.noCode.phoneHint',
    message: 'Wir senden Ihnen eine 6-stellige PIN per SMS.',
  },
  email: /*i18n*/ { id: 'login.noCode.email', message: 'E-Mail-Adresse' },
  emailHint: /*i18n*/ {
    id: 'login.noCode.emailHint',
    message: 'Wir senden Ihnen eine 6-stellige PIN per E-Mail.',
  },
  emailRepeat: /*i18n*/ { id: 'login.noCode.emailRepeat', message: 'E-Mail-Adresse wiederholen' },
  emailRepeatHint: /*i18n*/ {
    id: 'login.noCode.emailRepeatHint',
    message: 'Bitte geben Sie die Adresse erneut ein (Einfügen ist hier nicht möglich).',
  },
  insurance: /*i18n*/ {
    id: 'login.noCode.insurance',
    message: 'Ich bin gesetzlich krankenversichert.',
  },
  noCodeSubmit: /*i18n*/ { id: 'login.noCode.submit', message: 'Weiter' },
} as const satisfies Record<string, Msg>;

/** The German texts of the start page, for the staff apps' login blocks and the tests. */
export const LOGIN_TEXTS = {
  ...germanTexts(LOGIN_MESSAGES),
  info: fillArguments(LOGIN_MESSAGES.info.message, LOGIN_INFO_VALUES),
  ...germanTexts(LOGIN_NO_CODE_MESSAGES),
} as const;

/**
 * §2 SURGERY login 'Termine finden mit Überweisung' for practices. Quoted: the title, the two
 * generator choices, 'Bitte warten...' (the TSS wording while a code is fetched) and the billing
 * note's title; hints and the short billing note are ours, written to §2 "Other pages".
 */
export const SURGERY_LOGIN_TEXTS = {
  title: 'Termine finden mit Überweisung',
  formTitle: 'Termin für Ihre Patientin oder Ihren Patienten suchen',
  intro:
    'Buchen Sie für Ihre Patientin oder Ihren Patienten einen Termin mit Überweisung. Der Vermittlungscode wird mit der Dringlichkeit „innerhalb von 35 Tagen“ erzeugt.',
  generator: 'Wie möchten Sie den Vermittlungscode angeben?',
  generate: 'Vermittlungscode generieren',
  enter: 'Vermittlungscode eintragen',
  code: 'Vermittlungscode',
  codeHintAuto: 'Der Vermittlungscode wurde für diese Buchung erzeugt.',
  codeHintPending: 'Hier erscheint der für diese Buchung erzeugte Vermittlungscode.',
  codeHintManual: 'Tragen Sie den 12-stelligen Code von der Überweisung ein.',
  waiting: 'Bitte warten...',
  copy: 'Vermittlungscode kopieren',
  copyFailed: 'Der Vermittlungscode konnte nicht kopiert werden. Bitte notieren Sie ihn.',
  postcode: 'Postleitzahl der Patientin oder des Patienten',
  submit: 'Termin suchen',
  retry: 'Erneut versuchen',
  fetchFailedTitle: 'Kein Vermittlungscode',
  billingTitle: 'Hinweis zur Abrechnung',
  billingNote:
    'Die Zuschläge nach den Gebührenordnungspositionen 03008 und 04008 sind nur unter bestimmten Voraussetzungen berechnungsfähig. Psychotherapeutische Akutbehandlungen dürfen nicht über Praxen gebucht werden.',
  billingLink: 'Mehr zur Abrechnung',
  // A refused practice token (§8 WP005/JWT, issue #16): the page says how to get a new link. Ours.
  newLinkTitle: 'So erhalten Sie einen neuen Link',
  newLinkWhy:
    'Der Link, mit dem Ihre Praxissoftware den Terminservice geöffnet hat, ist abgelaufen oder ungültig. Aus Sicherheitsgründen gilt ein solcher Link nur eine begrenzte Zeit.',
  newLinkSteps: [
    'Schließen Sie diese Seite.',
    'Öffnen Sie den Terminservice erneut aus Ihrer Praxissoftware. Dabei erhalten Sie automatisch einen neuen, gültigen Link.',
  ],
} as const;

/** §2 "TSS/DISPO shows three blocks", verbatim where quoted; hints and field labels are ours. */
export const TSS_LOGIN_TEXTS = {
  referralTitle: 'Termine finden mit Überweisung',
  referralSubmit: 'Termin suchen',
  newCodeTitle: 'Neuen Code anfordern',
  newCodeHint: 'Der neue Code wird in das Feld Vermittlungscode eingetragen.',
  /** §2: "'Bitte warten...' while fetching". */
  wait: 'Bitte warten...',
  codeReceived: (code: string) => `Neuer Vermittlungscode: ${code}`,
  noReferralTitle: 'Termine finden ohne Überweisung',
  specialty: 'Fachrichtung',
  noReferralSubmit: 'Absenden',
  manageTitle: 'Termine ansehen und bearbeiten',
  manageHint: 'Vermittlungscode der Buchung',
  manageSubmit: 'Anmelden',
} as const;

/** §2 "Qualification picker modal", verbatim where quoted. */
export const PICKER_MESSAGES = {
  title: /*i18n*/ { id: 'login.picker.title', message: 'Fachrichtung auswählen' },
  description: /*i18n*/ {
    id: 'login.picker.description',
    message: 'Wählen Sie eine oder mehrere Fachrichtungen für Ihre Terminsuche.',
  },
  searchLabel: /*i18n*/ { id: 'login.picker.searchLabel', message: 'Fachrichtung suchen' },
  searchPlaceholder: /*i18n*/ { id: 'login.picker.searchPlaceholder', message: 'Suche' },
  selectAll: /*i18n*/ { id: 'login.picker.selectAll', message: 'alle auswählen' },
  confirm: /*i18n*/ { id: 'login.picker.confirm', message: 'FACHRICHTUNG AUSWÄHLEN' },
  cancel: /*i18n*/ { id: 'login.picker.cancel', message: 'Abbrechen' },
  loading: /*i18n*/ { id: 'login.picker.loading', message: 'Fachrichtungen werden geladen' },
  retry: /*i18n*/ { id: 'login.picker.retry', message: 'Erneut versuchen' },
  loadError: /*i18n*/ {
    id: 'login.picker.loadError',
    message: 'Die Fachrichtungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
  noMatch: /*i18n*/ { id: 'login.picker.noMatch', message: 'Keine Fachrichtung gefunden.' },
  // Two messages rather than an ICU plural: German is shown by the passthrough, which has none.
  selectedOne: /*i18n*/ { id: 'login.picker.selectedOne', message: '1 Fachrichtung ausgewählt' },
  /** {count}: 2 or more. */
  selectedMany: /*i18n*/ {
    id: 'login.picker.selectedMany',
    message: '{count} Fachrichtungen ausgewählt',
  },
} as const satisfies Record<string, Msg>;

/** The picker's count line in the language in use. */
export function pickerSelectedCount(t: Translator['t'], count: number): string {
  return count === 1 ? t(PICKER_MESSAGES.selectedOne) : t(PICKER_MESSAGES.selectedMany, { count });
}

/** The picker's German texts. */
export const PICKER_TEXTS = {
  ...germanTexts(PICKER_MESSAGES),
  selectedCount: (count: number) => pickerSelectedCount(GERMAN.t, count),
} as const;
