// The slot alert's texts (issue #15, docs/alerts.md). The spec has none for this feature: short,
// calm, plain German in the Sie-form, in the style of the existing pages.
import {
  ALERT_LIFETIME_DAYS,
  ALERT_MESSAGES_PER_DAY,
  germanDate,
} from '@terminservice/domain/alerts';

export const ALERT_TEXTS = {
  // The block on the results page
  offerTitle: 'Terminalarm',
  offerEmpty:
    'Wir benachrichtigen Sie per E-Mail oder SMS, sobald hier ein passender Termin frei wird. Sie müssen dann nicht immer wieder nachsehen.',
  offerMore:
    'Kein passender Termin dabei? Wir benachrichtigen Sie per E-Mail oder SMS, sobald ein weiterer passender Termin frei wird.',
  offerCaller:
    'Für die anrufende Person: Sie wird per E-Mail oder SMS benachrichtigt, sobald ein passender Termin frei wird. Sie bestätigt ihre Adresse mit einer PIN, die Sie von ihr erfragen.',
  offerButton: 'Terminalarm einrichten',

  // The dialog
  dialogTitle: 'Terminalarm einrichten',
  dialogIntro: 'Wir achten auf freie Termine mit diesen Angaben Ihrer Suche:',
  channel: 'Wie sollen wir Sie benachrichtigen?',
  channelCaller: 'Wie soll die anrufende Person benachrichtigt werden?',
  channelEmail: 'per E-Mail',
  channelSms: 'per SMS',
  email: 'E-Mail-Adresse',
  phone: 'Mobilfunknummer',
  phoneHint: 'Ohne Ländervorwahl, zum Beispiel 0170 1234567.',
  rules: `Der Terminalarm läuft ${ALERT_LIFETIME_DAYS} Tage, bis Sie mit Ihrem Vermittlungscode einen Termin buchen oder bis Sie ihn beenden. Sie erhalten höchstens ${ALERT_MESSAGES_PER_DAY} Nachrichten am Tag. Ihr Vermittlungscode steht in keiner Nachricht.`,
  submit: 'PIN anfordern',
  cancel: 'Abbrechen',

  // Filters in words
  specialty: 'Fachrichtung',
  place: 'Postleitzahl',
  radius: 'Umkreis',
  radiusValue: (km: number) => `${km} km`,
  days: 'Tage und Tageszeiten',
  type: 'Terminart',
  // issue #22, ours: the diagnosis language the alert watches
  language: 'Sprache',
  until: 'Läuft bis',

  // The PIN page
  confirmTitle: 'Terminalarm bestätigen',
  sentTo: (kanal: 'email' | 'sms', address: string) =>
    kanal === 'sms'
      ? `Wir haben eine 6-stellige PIN per SMS an ${address} gesendet.`
      : `Wir haben eine 6-stellige PIN per E-Mail an ${address} gesendet.`,
  confirmInstruction:
    'Bitte geben Sie die PIN innerhalb von 10 Minuten ein. Erst dann ist der Terminalarm eingerichtet.',
  pinLabel: 'PIN',
  pinHint: '6 Ziffern, zum Beispiel 123456 oder 123-456.',
  confirm: 'Bestätigen',
  resend: 'PIN erneut senden',
  resendCountdown: (seconds: number) => `PIN erneut senden (${seconds}s)`,
  resent: 'Wir haben eine neue PIN gesendet. Die vorige gilt nicht mehr.',
  noPending:
    'Es wartet kein Terminalarm auf seine PIN. Sie können ihn in der Terminsuche neu einrichten.',
  confirmedTitle: 'Ihr Terminalarm ist eingerichtet',
  confirmedText: (until: string) =>
    `Wir benachrichtigen Sie, sobald ein passender Termin frei wird. Der Terminalarm läuft bis zum ${germanDate(until)}.`,
  backToSearch: 'Zurück zur Terminsuche',
  toStart: 'Zur Startseite',

  // The link page
  linkTitle: 'Ihr Terminalarm',
  linkActive:
    'Für diese Angaben ist ein passender Termin frei geworden. Freie Termine werden oft schnell gebucht.',
  linkEnded: 'Dieser Terminalarm ist beendet. Sie erhalten keine Nachrichten mehr.',
  linkCode:
    'Bitte geben Sie Ihren Vermittlungscode ein, um die freien Termine zu sehen und zu buchen. Aus Sicherheitsgründen steht er nicht in der Nachricht.',
  linkSessionCode: 'Sie haben Ihren Vermittlungscode in diesem Browser schon eingegeben.',
  codeLabel: 'Vermittlungscode',
  showSlots: 'Passende Termine anzeigen',
  unsubscribeLink: 'Terminalarm beenden',
  loading: 'Terminalarm wird geladen',

  // The unsubscribe page
  unsubscribeTitle: 'Terminalarm beenden',
  unsubscribeText:
    'Wenn Sie den Terminalarm beenden, erhalten Sie keine Nachrichten mehr. Ihr Vermittlungscode bleibt gültig; Sie können weiter selbst nach Terminen suchen.',
  unsubscribeButton: 'Terminalarm beenden',
  unsubscribed: 'Ihr Terminalarm ist beendet. Sie erhalten keine Nachrichten mehr.',

  failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
} as const;
