// The texts of the appointment pages. Quoted ones are §2's verbatim; where the spec only describes
// a text (action-required message, cancel question, code note), the wording is ours.
import { INVITATION_SPAM_HINT_DAYS, RESERVATION_WINDOW_MS } from '@terminservice/domain/limits';

const RESERVATION_MINUTES = RESERVATION_WINDOW_MS / 60_000;

export const DETAILS_TEXTS = {
  /** §2 "In-person variant". */
  inPersonHeading: (date: string, time: string) => `Ihr Termin am ${date}, ${time} Uhr`,
  /** §2 "Video variant". */
  videoHeading: (date: string, time: string) => `Ihre Videosprechstunde am ${date}, ${time} Uhr`,
  pageTitle: 'Termin gebucht',
  loading: 'Ihre Buchung wird geladen',
  codeLabel: 'Vermittlungscode:',
  officeHeading: 'Praxis',
  phone: 'Telefon:',
  web: 'Webseite:',
  practiceNote: 'Hinweise der Praxis:',
  // §2 'the office id': the BSNR, as in the results and the BSNR filter (issue #16).
  officeId: 'BSNR:',
  codeNoteTitle: 'Vermittlungscode notieren',
  codeNote:
    'Bitte notieren Sie sich Ihren Vermittlungscode. Sie benötigen ihn, um Ihren Termin aufzurufen, die E-Mail-Adresse zu ändern oder den Termin abzusagen.',
  print: 'Seite drucken',
  /** §2 video variant "an action-required message"; §9 spam hint after 3 days. */
  videoActionTitle: 'Bitte beachten Sie',
  videoAction: `Die Praxis sendet Ihnen vor dem Termin per E-Mail eine Einladung mit dem Zugang zur Videosprechstunde. Sollte die Einladung ${INVITATION_SPAM_HINT_DAYS} Tage vor dem Termin noch nicht angekommen sein, prüfen Sie bitte Ihren Spam-Ordner.`,
  loadFailed: 'Die Buchung konnte nicht geladen werden.',
} as const;

export const EMAIL_CHANGE_TEXTS = {
  heading: 'Benachrichtigungs-E-Mail ändern',
  intro: 'Die Terminbestätigung und Erinnerungen senden wir an diese E-Mail-Adresse.',
  email: 'Neue E-Mail-Adresse',
  emailRepeat: 'Neue E-Mail-Adresse wiederholen',
  submit: 'E-Mail-Adresse ändern',
  /** Issue #26: the PIN step after a new address was sent (wording ours). */
  pin: 'Verifizierungs-PIN*',
  confirm: 'E-Mail-Adresse bestätigen',
  resend: 'PIN erneut senden',
  cancel: 'Abbrechen',
} as const;

export const CANCEL_TEXTS = {
  heading: 'Termin absagen',
  intro:
    'Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab, damit er anderen Patientinnen und Patienten zur Verfügung steht.',
  open: 'Termin absagen',
  question: 'Möchten Sie den Termin wirklich absagen?',
  /** §4 "confirm dialog (OK / Abbrechen)". */
  confirm: 'OK',
  abort: 'Abbrechen',
} as const;

export const CONFIRMATION_TEXTS = {
  title: 'Ihr Termin ist gebucht',
  videoTitle: 'Ihre Videosprechstunde ist gebucht',
  description:
    'Bitte notieren Sie sich Ihren Vermittlungscode. Sie benötigen ihn, um Ihren Termin aufzurufen oder abzusagen.',
  code: 'Ihr Vermittlungscode',
  slot: 'Ihr Termin',
  copy: 'Code kopieren',
  /** §2, §4 verbatim. */
  noted: 'Ich habe mir den Code notiert',
  print: 'Bestätigung drucken',
  calendar: 'Zum Kalender hinzufügen',
  copyFailed: 'Der Code konnte nicht kopiert werden. Bitte notieren Sie ihn.',
} as const;

export const VERIFICATION_TEXTS = {
  /** §2 verbatim. */
  heading: 'Termin reserviert',
  cancelledHeading: 'Reservierung storniert',
  intro: `Ihre Videosprechstunde ist für ${RESERVATION_MINUTES} Minuten reserviert. Bitte geben Sie die Verifizierungs-PIN ein, um die Buchung abzuschließen.`,
  introWithCode: `Ihre Videosprechstunde ist für ${RESERVATION_MINUTES} Minuten reserviert. Bitte geben Sie Ihren Vermittlungscode und die Verifizierungs-PIN ein, um die Buchung abzuschließen.`,
  cancelledText:
    'Die PIN wurde zu oft falsch eingegeben. Die Reservierung wurde storniert. Bitte suchen Sie einen neuen Termin.',
  pinNote: 'Die 6-stellige Verifizierungs-PIN finden Sie in der Verifizierungsmail.',
  pinNoteWithEmail: (email: string) =>
    `Die 6-stellige Verifizierungs-PIN finden Sie in der Verifizierungsmail an ${email}.`,
  code: 'Vermittlungscode*',
  pin: 'Verifizierungs-PIN*',
  book: 'Buchung abschließen',
  cancel: 'Reservierung stornieren',
  resend: 'Verifizierungsmail erneut versenden',
  countdown: (seconds: number) => `(${seconds}s)`,
  backToSearch: 'Zurück zur Terminsuche',
  attemptsLeft: (left: number) =>
    left === 1 ? 'Sie haben noch 1 Versuch.' : `Sie haben noch ${left} Versuche.`,
} as const;

/**
 * Issue #23 part 3 (WCAG 2.2.1, docs/time-limits.md): the reservation's 30 minutes, which cannot
 * be extended (fairness); the time left when this browser made the reservation, else the rule.
 */
export const RESERVATION_TIME_TEXTS = {
  left: (left: string) => `Ihre Reservierung gilt noch ${left}.`,
  fixed:
    'Diese Zeit kann nicht verlängert werden, damit der Termin danach wieder für andere Patientinnen und Patienten frei ist.',
  unknownStart: `Die Reservierung gilt ${RESERVATION_MINUTES} Minuten ab der Reservierung; die Uhrzeit steht in der Verifizierungsmail. Diese Zeit kann nicht verlängert werden, damit der Termin danach wieder für andere Patientinnen und Patienten frei ist.`,
  warning:
    'Ihre Reservierung endet in weniger als 2 Minuten. Bitte geben Sie jetzt die PIN ein und schließen Sie die Buchung ab.',
  ended:
    'Ihre Reservierung ist abgelaufen. Der Termin ist wieder für andere Patientinnen und Patienten frei. Bitte suchen Sie einen neuen Termin.',
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
