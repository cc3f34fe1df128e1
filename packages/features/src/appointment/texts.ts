// The texts of the appointment pages. Quoted ones are §2's verbatim; where the spec only describes
// a text (action-required message, cancel question, code note), the wording is ours. Issue #23
// part 1: messages with stable ids (ADR 39); the *_TEXTS objects keep their German for code and
// tests that read plain strings. The TSS details page is staff only and stays German.
import { INVITATION_SPAM_HINT_DAYS, RESERVATION_WINDOW_MS } from '@terminservice/domain/limits';
import { fillArguments, germanTexts, type Msg } from '../i18n/index.ts';

const RESERVATION_MINUTES = RESERVATION_WINDOW_MS / 60_000;

export const DETAILS_MESSAGES = {
  /** §2 "In-person variant". */
  inPersonHeading: /*i18n*/ {
    id: 'appointment.inPersonHeading',
    message: 'Ihr Termin am {date}, {time} Uhr',
  },
  /** §2 "Video variant". */
  videoHeading: /*i18n*/ {
    id: 'appointment.videoHeading',
    message: 'Ihre Videosprechstunde am {date}, {time} Uhr',
  },
  /** The slot in the confirmation modal: '12.12.2026, 09:30 Uhr'. */
  slotText: /*i18n*/ { id: 'appointment.slotText', message: '{date}, {time} Uhr' },
  pageTitle: /*i18n*/ { id: 'appointment.pageTitle', message: 'Termin gebucht' },
  loading: /*i18n*/ { id: 'appointment.loading', message: 'Ihre Buchung wird geladen' },
  codeLabel: /*i18n*/ { id: 'appointment.codeLabel', message: 'Vermittlungscode:' },
  officeHeading: /*i18n*/ { id: 'appointment.officeHeading', message: 'Praxis' },
  phone: /*i18n*/ { id: 'appointment.phone', message: 'Telefon:' },
  web: /*i18n*/ { id: 'appointment.web', message: 'Webseite:' },
  practiceNote: /*i18n*/ { id: 'appointment.practiceNote', message: 'Hinweise der Praxis:' },
  // §2 'the office id': the BSNR, as in the results and the BSNR filter (issue #16).
  officeId: /*i18n*/ { id: 'appointment.officeId', message: 'BSNR:' },
  codeNoteTitle: /*i18n*/ {
    id: 'appointment.codeNoteTitle',
    message: 'Vermittlungscode notieren',
  },
  codeNote: /*i18n*/ {
    id: 'appointment.codeNote',
    message:
      'Bitte notieren Sie sich Ihren Vermittlungscode. Sie benötigen ihn, um Ihren Termin aufzurufen, die E-Mail-Adresse zu ändern oder den Termin abzusagen.',
  },
  print: /*i18n*/ { id: 'appointment.print', message: 'Seite drucken' },
  /** §2 video variant "an action-required message". */
  videoActionTitle: /*i18n*/ { id: 'appointment.videoActionTitle', message: 'Bitte beachten Sie' },
  /** §9 spam hint after {days} days. */
  videoAction: /*i18n*/ {
    id: 'appointment.videoAction',
    message:
      'Die Praxis sendet Ihnen vor dem Termin per E-Mail eine Einladung mit dem Zugang zur Videosprechstunde. Sollte die Einladung {days} Tage vor dem Termin noch nicht angekommen sein, prüfen Sie bitte Ihren Spam-Ordner.',
  },
  loadFailed: /*i18n*/ {
    id: 'appointment.loadFailed',
    message: 'Die Buchung konnte nicht geladen werden.',
  },
} as const satisfies Record<string, Msg>;

export const DETAILS_VALUES = { videoAction: { days: INVITATION_SPAM_HINT_DAYS } } as const;

const GERMAN_DETAILS = germanTexts(DETAILS_MESSAGES);

export const DETAILS_TEXTS = {
  ...GERMAN_DETAILS,
  inPersonHeading: (date: string, time: string) =>
    fillArguments(GERMAN_DETAILS.inPersonHeading, { date, time }),
  videoHeading: (date: string, time: string) =>
    fillArguments(GERMAN_DETAILS.videoHeading, { date, time }),
  videoAction: fillArguments(GERMAN_DETAILS.videoAction, DETAILS_VALUES.videoAction),
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  heading: /*i18n*/ {
    id: 'appointment.emailChange.heading',
    message: 'Benachrichtigungs-E-Mail ändern',
  },
  intro: /*i18n*/ {
    id: 'appointment.emailChange.intro',
    message: 'Die Terminbestätigung und Erinnerungen senden wir an diese E-Mail-Adresse.',
  },
  email: /*i18n*/ { id: 'appointment.emailChange.email', message: 'Neue E-Mail-Adresse' },
  emailRepeat: /*i18n*/ {
    id: 'appointment.emailChange.emailRepeat',
    message: 'Neue E-Mail-Adresse wiederholen',
  },
  submit: /*i18n*/ { id: 'appointment.emailChange.submit', message: 'E-Mail-Adresse ändern' },
  /** Issue #26: the PIN step after a new address was sent (wording ours). */
  pin: /*i18n*/ { id: 'appointment.emailChange.pin', message: 'Verifizierungs-PIN*' },
  confirm: /*i18n*/ {
    id: 'appointment.emailChange.confirm',
    message: 'E-Mail-Adresse bestätigen',
  },
  resend: /*i18n*/ { id: 'appointment.emailChange.resend', message: 'PIN erneut senden' },
  cancel: /*i18n*/ { id: 'appointment.emailChange.cancel', message: 'Abbrechen' },
  /** The domain's emailChangePinSentNotice(email), word for word (a test keeps them equal). */
  pinSentTitle: /*i18n*/ {
    id: 'appointment.emailChange.pinSentTitle',
    message: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
  },
  pinSentMessage: /*i18n*/ {
    id: 'appointment.emailChange.pinSentMessage',
    message:
      'Wir haben eine PIN an {email} gesendet. Bitte geben Sie die PIN hier ein. Erst dann senden wir Benachrichtigungen an diese Adresse.',
  },
} as const satisfies Record<string, Msg>;

export const EMAIL_CHANGE_TEXTS = germanTexts(EMAIL_CHANGE_MESSAGES);

export const CANCEL_MESSAGES = {
  heading: /*i18n*/ { id: 'appointment.cancel.heading', message: 'Termin absagen' },
  intro: /*i18n*/ {
    id: 'appointment.cancel.intro',
    message:
      'Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab, damit er anderen Patientinnen und Patienten zur Verfügung steht.',
  },
  open: /*i18n*/ { id: 'appointment.cancel.open', message: 'Termin absagen' },
  question: /*i18n*/ {
    id: 'appointment.cancel.question',
    message: 'Möchten Sie den Termin wirklich absagen?',
  },
  /** §4 "confirm dialog (OK / Abbrechen)". */
  confirm: /*i18n*/ { id: 'appointment.cancel.confirm', message: 'OK' },
  abort: /*i18n*/ { id: 'appointment.cancel.abort', message: 'Abbrechen' },
  /** The dialog's close button (the ui Dialog's closeLabel). */
  closeDialog: /*i18n*/ { id: 'appointment.cancel.closeDialog', message: 'Dialog schließen' },
  /**
   * Issue #23 part 4: the domain's releaseConsequence for the last allowed cancellation, word for
   * word (a test keeps them equal); the one case in which the dialog warns.
   */
  usedUp: /*i18n*/ {
    id: 'appointment.cancel.usedUp',
    message:
      'Es ist die zweite von zwei möglichen Absagen mit Ihrem Vermittlungscode. Danach ist der Code verbraucht: Mit diesem Vermittlungscode ist keine weitere Terminbuchung möglich.',
  },
} as const satisfies Record<string, Msg>;

export const CANCEL_TEXTS = germanTexts(CANCEL_MESSAGES);

export const CONFIRMATION_MESSAGES = {
  title: /*i18n*/ { id: 'appointment.confirmation.title', message: 'Ihr Termin ist gebucht' },
  videoTitle: /*i18n*/ {
    id: 'appointment.confirmation.videoTitle',
    message: 'Ihre Videosprechstunde ist gebucht',
  },
  description: /*i18n*/ {
    id: 'appointment.confirmation.description',
    message:
      'Bitte notieren Sie sich Ihren Vermittlungscode. Sie benötigen ihn, um Ihren Termin aufzurufen oder abzusagen.',
  },
  code: /*i18n*/ { id: 'appointment.confirmation.code', message: 'Ihr Vermittlungscode' },
  slot: /*i18n*/ { id: 'appointment.confirmation.slot', message: 'Ihr Termin' },
  copy: /*i18n*/ { id: 'appointment.confirmation.copy', message: 'Code kopieren' },
  /** §2, §4 verbatim. */
  noted: /*i18n*/ {
    id: 'appointment.confirmation.noted',
    message: 'Ich habe mir den Code notiert',
  },
  print: /*i18n*/ { id: 'appointment.confirmation.print', message: 'Bestätigung drucken' },
  calendar: /*i18n*/ {
    id: 'appointment.confirmation.calendar',
    message: 'Zum Kalender hinzufügen',
  },
  copyFailed: /*i18n*/ {
    id: 'appointment.confirmation.copyFailed',
    message: 'Der Code konnte nicht kopiert werden. Bitte notieren Sie ihn.',
  },
} as const satisfies Record<string, Msg>;

export const CONFIRMATION_TEXTS = germanTexts(CONFIRMATION_MESSAGES);

export const VERIFICATION_MESSAGES = {
  /** §2 verbatim. */
  heading: /*i18n*/ { id: 'appointment.verification.heading', message: 'Termin reserviert' },
  cancelledHeading: /*i18n*/ {
    id: 'appointment.verification.cancelledHeading',
    message: 'Reservierung storniert',
  },
  intro: /*i18n*/ {
    id: 'appointment.verification.intro',
    message:
      'Ihre Videosprechstunde ist für {minutes} Minuten reserviert. Bitte geben Sie die Verifizierungs-PIN ein, um die Buchung abzuschließen.',
  },
  introWithCode: /*i18n*/ {
    id: 'appointment.verification.introWithCode',
    message:
      'Ihre Videosprechstunde ist für {minutes} Minuten reserviert. Bitte geben Sie Ihren Vermittlungscode und die Verifizierungs-PIN ein, um die Buchung abzuschließen.',
  },
  cancelledText: /*i18n*/ {
    id: 'appointment.verification.cancelledText',
    message:
      'Die PIN wurde zu oft falsch eingegeben. Die Reservierung wurde storniert. Bitte suchen Sie einen neuen Termin.',
  },
  pinNote: /*i18n*/ {
    id: 'appointment.verification.pinNote',
    message: 'Die 6-stellige Verifizierungs-PIN finden Sie in der Verifizierungsmail.',
  },
  pinNoteWithEmail: /*i18n*/ {
    id: 'appointment.verification.pinNoteWithEmail',
    message: 'Die 6-stellige Verifizierungs-PIN finden Sie in der Verifizierungsmail an {email}.',
  },
  code: /*i18n*/ { id: 'appointment.verification.code', message: 'Vermittlungscode*' },
  pin: /*i18n*/ { id: 'appointment.verification.pin', message: 'Verifizierungs-PIN*' },
  book: /*i18n*/ { id: 'appointment.verification.book', message: 'Buchung abschließen' },
  cancel: /*i18n*/ {
    id: 'appointment.verification.cancel',
    message: 'Reservierung stornieren',
  },
  resend: /*i18n*/ {
    id: 'appointment.verification.resend',
    message: 'Verifizierungsmail erneut versenden',
  },
  countdown: /*i18n*/ { id: 'appointment.verification.countdown', message: '({seconds}s)' },
  backToSearch: /*i18n*/ {
    id: 'appointment.verification.backToSearch',
    message: 'Zurück zur Terminsuche',
  },
  attemptsLeftOne: /*i18n*/ {
    id: 'appointment.verification.attemptsLeftOne',
    message: 'Sie haben noch 1 Versuch.',
  },
  attemptsLeftMany: /*i18n*/ {
    id: 'appointment.verification.attemptsLeftMany',
    message: 'Sie haben noch {left} Versuche.',
  },
} as const satisfies Record<string, Msg>;

export const VERIFICATION_VALUES = { minutes: RESERVATION_MINUTES } as const;

const GERMAN_VERIFICATION = germanTexts(VERIFICATION_MESSAGES);

export const VERIFICATION_TEXTS = {
  ...GERMAN_VERIFICATION,
  intro: fillArguments(GERMAN_VERIFICATION.intro, VERIFICATION_VALUES),
  introWithCode: fillArguments(GERMAN_VERIFICATION.introWithCode, VERIFICATION_VALUES),
  pinNoteWithEmail: (email: string) =>
    fillArguments(GERMAN_VERIFICATION.pinNoteWithEmail, { email }),
  countdown: (seconds: number) => fillArguments(GERMAN_VERIFICATION.countdown, { seconds }),
  attemptsLeft: (left: number) =>
    left === 1
      ? GERMAN_VERIFICATION.attemptsLeftOne
      : fillArguments(GERMAN_VERIFICATION.attemptsLeftMany, { left }),
} as const;

/**
 * Issue #23 part 3 (WCAG 2.2.1, docs/time-limits.md): the reservation's 30 minutes, which cannot
 * be extended (fairness); the time left when this browser made the reservation, else the rule.
 */
export const RESERVATION_TIME_MESSAGES = {
  left: /*i18n*/ {
    id: 'appointment.reservationTime.left',
    message: 'Ihre Reservierung gilt noch {left}.',
  },
  fixed: /*i18n*/ {
    id: 'appointment.reservationTime.fixed',
    message:
      'Diese Zeit kann nicht verlängert werden, damit der Termin danach wieder für andere Patientinnen und Patienten frei ist.',
  },
  unknownStart: /*i18n*/ {
    id: 'appointment.reservationTime.unknownStart',
    message:
      'Die Reservierung gilt {minutes} Minuten ab der Reservierung; die Uhrzeit steht in der Verifizierungsmail. Diese Zeit kann nicht verlängert werden, damit der Termin danach wieder für andere Patientinnen und Patienten frei ist.',
  },
  warning: /*i18n*/ {
    id: 'appointment.reservationTime.warning',
    message:
      'Ihre Reservierung endet in weniger als 2 Minuten. Bitte geben Sie jetzt die PIN ein und schließen Sie die Buchung ab.',
  },
  ended: /*i18n*/ {
    id: 'appointment.reservationTime.ended',
    message:
      'Ihre Reservierung ist abgelaufen. Der Termin ist wieder für andere Patientinnen und Patienten frei. Bitte suchen Sie einen neuen Termin.',
  },
} as const satisfies Record<string, Msg>;

const GERMAN_RESERVATION_TIME = germanTexts(RESERVATION_TIME_MESSAGES);

export const RESERVATION_TIME_TEXTS = {
  ...GERMAN_RESERVATION_TIME,
  left: (left: string) => fillArguments(GERMAN_RESERVATION_TIME.left, { left }),
  unknownStart: fillArguments(GERMAN_RESERVATION_TIME.unknownStart, VERIFICATION_VALUES),
} as const;

export const TSS_DETAILS_TEXTS = {
  /** §2 tssDetails verbatim. */
  heading: (weekday: string, date: string, time: string) =>
    `Videosprechstunde reserviert für den ${weekday} am ${date}, ${time} Uhr`,
  pageTitle: 'Videosprechstunde reserviert',
  loading: 'Reservierung wird geladen',
  warningTitle: 'Reservierung noch nicht abgeschlossen',
  warning: `Die Videosprechstunde ist nur reserviert. Die Patientin oder der Patient muss die Buchung innerhalb von ${RESERVATION_MINUTES} Minuten mit der Verifizierungs-PIN aus der E-Mail abschließen, sonst verfällt die Reservierung.`,
} as const;
