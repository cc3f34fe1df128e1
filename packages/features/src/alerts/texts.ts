// The slot alert's texts (issue #15, docs/alerts.md). The spec has none for this feature: short,
// calm, plain German in the Sie-form, in the style of the existing pages. As messages (issue #23
// part 1); ALERT_TEXTS keeps the German as plain strings for code and tests that read them so.
import { ALERT_LIFETIME_DAYS, ALERT_MESSAGES_PER_DAY } from '@terminservice/domain/alerts';
import { fillArguments, germanTexts, type Msg } from '../i18n/index.ts';

export const ALERT_MESSAGES = {
  // The block on the results page
  offerTitle: /*i18n*/ { id: 'alerts.offerTitle', message: 'Terminalarm' },
  offerEmpty: /*i18n*/ {
    id: 'alerts.offerEmpty',
    message:
      'Wir benachrichtigen Sie per E-Mail oder SMS, sobald hier ein passender Termin frei wird. Sie müssen dann nicht immer wieder nachsehen.',
  },
  offerMore: /*i18n*/ {
    id: 'alerts.offerMore',
    message:
      'Kein passender Termin dabei? Wir benachrichtigen Sie per E-Mail oder SMS, sobald ein weiterer passender Termin frei wird.',
  },
  offerCaller: /*i18n*/ {
    id: 'alerts.offerCaller',
    message:
      'Für die anrufende Person: Sie wird per E-Mail oder SMS benachrichtigt, sobald ein passender Termin frei wird. Sie bestätigt ihre Adresse mit einer PIN, die Sie von ihr erfragen.',
  },
  offerButton: /*i18n*/ { id: 'alerts.offerButton', message: 'Terminalarm einrichten' },

  // The dialog
  dialogTitle: /*i18n*/ { id: 'alerts.dialogTitle', message: 'Terminalarm einrichten' },
  dialogIntro: /*i18n*/ {
    id: 'alerts.dialogIntro',
    message: 'Wir achten auf freie Termine mit diesen Angaben Ihrer Suche:',
  },
  channel: /*i18n*/ { id: 'alerts.channel', message: 'Wie sollen wir Sie benachrichtigen?' },
  channelCaller: /*i18n*/ {
    id: 'alerts.channelCaller',
    message: 'Wie soll die anrufende Person benachrichtigt werden?',
  },
  channelEmail: /*i18n*/ { id: 'alerts.channelEmail', message: 'per E-Mail' },
  channelSms: /*i18n*/ { id: 'alerts.channelSms', message: 'per SMS' },
  email: /*i18n*/ { id: 'alerts.email', message: 'E-Mail-Adresse' },
  phone: /*i18n*/ { id: 'alerts.phone', message: 'Mobilfunknummer' },
  phoneHint: /*i18n*/ {
    id: 'alerts.phoneHint',
    message: 'Ohne Ländervorwahl, zum Beispiel 0170 1234567.',
  },
  /** {days}: ALERT_LIFETIME_DAYS; {perDay}: ALERT_MESSAGES_PER_DAY. */
  rules: /*i18n*/ {
    id: 'alerts.rules',
    message:
      'Der Terminalarm läuft {days} Tage, bis Sie mit Ihrem Vermittlungscode einen Termin buchen oder bis Sie ihn beenden. Sie erhalten höchstens {perDay} Nachrichten am Tag. Ihr Vermittlungscode steht in keiner Nachricht.',
  },
  submit: /*i18n*/ { id: 'alerts.submit', message: 'PIN anfordern' },
  cancel: /*i18n*/ { id: 'alerts.cancel', message: 'Abbrechen' },
  /** The dialog's close button (ui Dialog's closeLabel). */
  close: /*i18n*/ { id: 'alerts.close', message: 'Dialog schließen' },

  // Filters in words
  specialty: /*i18n*/ { id: 'alerts.specialty', message: 'Fachrichtung' },
  place: /*i18n*/ { id: 'alerts.place', message: 'Postleitzahl' },
  radius: /*i18n*/ { id: 'alerts.radius', message: 'Umkreis' },
  radiusValue: /*i18n*/ { id: 'alerts.radiusValue', message: '{km} km' },
  days: /*i18n*/ { id: 'alerts.days', message: 'Tage und Tageszeiten' },
  type: /*i18n*/ { id: 'alerts.type', message: 'Terminart' },
  // issue #22, ours: the diagnosis language the alert watches
  language: /*i18n*/ { id: 'alerts.language', message: 'Sprache' },
  until: /*i18n*/ { id: 'alerts.until', message: 'Läuft bis' },
  // The days and day parts (domain describeDaytime's words); the weekday from the i18n formats.
  daytimeAll: /*i18n*/ { id: 'alerts.daytimeAll', message: 'alle Tage und Tageszeiten' },
  daytimeMorning: /*i18n*/ { id: 'alerts.daytimeMorning', message: '{weekday} vormittags' },
  daytimeAfternoon: /*i18n*/ { id: 'alerts.daytimeAfternoon', message: '{weekday} nachmittags' },
  daytimeWholeDay: /*i18n*/ { id: 'alerts.daytimeWholeDay', message: '{weekday} ganztags' },
  // The appointment types (domain APPOINTMENT_TYPE_FILTER_LABELS, §2 appointment-type buttons).
  typeAll: /*i18n*/ { id: 'alerts.typeAll', message: 'Alle Termine' },
  typePresence: /*i18n*/ { id: 'alerts.typePresence', message: 'Präsenztermin' },
  typeVideo: /*i18n*/ { id: 'alerts.typeVideo', message: 'Videosprechstunde' },

  // The PIN page
  confirmTitle: /*i18n*/ { id: 'alerts.confirmTitle', message: 'Terminalarm bestätigen' },
  sentToSms: /*i18n*/ {
    id: 'alerts.sentToSms',
    message: 'Wir haben eine 6-stellige PIN per SMS an {address} gesendet.',
  },
  sentToEmail: /*i18n*/ {
    id: 'alerts.sentToEmail',
    message: 'Wir haben eine 6-stellige PIN per E-Mail an {address} gesendet.',
  },
  confirmInstruction: /*i18n*/ {
    id: 'alerts.confirmInstruction',
    message:
      'Bitte geben Sie die PIN innerhalb von 10 Minuten ein. Erst dann ist der Terminalarm eingerichtet.',
  },
  pinLabel: /*i18n*/ { id: 'alerts.pinLabel', message: 'PIN' },
  pinHint: /*i18n*/ {
    id: 'alerts.pinHint',
    message: '6 Ziffern, zum Beispiel 123456 oder 123-456.',
  },
  confirm: /*i18n*/ { id: 'alerts.confirm', message: 'Bestätigen' },
  resend: /*i18n*/ { id: 'alerts.resend', message: 'PIN erneut senden' },
  resendCountdown: /*i18n*/ {
    id: 'alerts.resendCountdown',
    message: 'PIN erneut senden ({seconds}s)',
  },
  resent: /*i18n*/ {
    id: 'alerts.resent',
    message: 'Wir haben eine neue PIN gesendet. Die vorige gilt nicht mehr.',
  },
  noPending: /*i18n*/ {
    id: 'alerts.noPending',
    message:
      'Es wartet kein Terminalarm auf seine PIN. Sie können ihn in der Terminsuche neu einrichten.',
  },
  confirmedTitle: /*i18n*/ {
    id: 'alerts.confirmedTitle',
    message: 'Ihr Terminalarm ist eingerichtet',
  },
  confirmedText: /*i18n*/ {
    id: 'alerts.confirmedText',
    message:
      'Wir benachrichtigen Sie, sobald ein passender Termin frei wird. Der Terminalarm läuft bis zum {date}.',
  },
  backToSearch: /*i18n*/ { id: 'alerts.backToSearch', message: 'Zurück zur Terminsuche' },
  toStart: /*i18n*/ { id: 'alerts.toStart', message: 'Zur Startseite' },

  // The link page
  linkTitle: /*i18n*/ { id: 'alerts.linkTitle', message: 'Ihr Terminalarm' },
  linkActive: /*i18n*/ {
    id: 'alerts.linkActive',
    message:
      'Für diese Angaben ist ein passender Termin frei geworden. Freie Termine werden oft schnell gebucht.',
  },
  linkEnded: /*i18n*/ {
    id: 'alerts.linkEnded',
    message: 'Dieser Terminalarm ist beendet. Sie erhalten keine Nachrichten mehr.',
  },
  linkCode: /*i18n*/ {
    id: 'alerts.linkCode',
    message:
      'Bitte geben Sie Ihren Vermittlungscode ein, um die freien Termine zu sehen und zu buchen. Aus Sicherheitsgründen steht er nicht in der Nachricht.',
  },
  linkSessionCode: /*i18n*/ {
    id: 'alerts.linkSessionCode',
    message: 'Sie haben Ihren Vermittlungscode in diesem Browser schon eingegeben.',
  },
  codeLabel: /*i18n*/ { id: 'alerts.codeLabel', message: 'Vermittlungscode' },
  showSlots: /*i18n*/ { id: 'alerts.showSlots', message: 'Passende Termine anzeigen' },
  unsubscribeLink: /*i18n*/ { id: 'alerts.unsubscribeLink', message: 'Terminalarm beenden' },
  loading: /*i18n*/ { id: 'alerts.loading', message: 'Terminalarm wird geladen' },

  // The unsubscribe page
  unsubscribeTitle: /*i18n*/ { id: 'alerts.unsubscribeTitle', message: 'Terminalarm beenden' },
  unsubscribeText: /*i18n*/ {
    id: 'alerts.unsubscribeText',
    message:
      'Wenn Sie den Terminalarm beenden, erhalten Sie keine Nachrichten mehr. Ihr Vermittlungscode bleibt gültig; Sie können weiter selbst nach Terminen suchen.',
  },
  unsubscribeButton: /*i18n*/ { id: 'alerts.unsubscribeButton', message: 'Terminalarm beenden' },
  unsubscribed: /*i18n*/ {
    id: 'alerts.unsubscribed',
    message: 'Ihr Terminalarm ist beendet. Sie erhalten keine Nachrichten mehr.',
  },

  failed: /*i18n*/ {
    id: 'alerts.failed',
    message: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
  },
} as const satisfies Record<string, Msg>;

/** The rules' arguments: the domain's limits. */
export const ALERT_RULES_VALUES = {
  days: ALERT_LIFETIME_DAYS,
  perDay: ALERT_MESSAGES_PER_DAY,
} as const;

const GERMAN = germanTexts(ALERT_MESSAGES);

/** The German texts as plain strings (the error fallback, tests). */
export const ALERT_TEXTS = {
  ...GERMAN,
  rules: fillArguments(GERMAN.rules, ALERT_RULES_VALUES),
} as const;
