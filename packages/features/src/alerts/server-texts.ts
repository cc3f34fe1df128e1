// The slot alert server's own refusals (codes TA0xx, apps/server services/alerts/refusals.ts) in
// the language in use (issue #23 part 1). German shows the server's text as it is; another
// language the message of its code here — the whole text, or the short one next to a field.
import type { Msg } from '../i18n/index.ts';

export const ALERT_SERVER_MESSAGES: Readonly<Record<string, Msg>> = {
  TA001: /*i18n*/ {
    id: 'alerts.server.TA001',
    message:
      'Ein Terminalarm kann hier nicht eingerichtet werden. Patientinnen und Patienten richten ihn in der Terminsuche ein oder über die 116117.',
  },
  TA002: /*i18n*/ {
    id: 'alerts.server.TA002',
    message:
      'Dieser Link ist nicht oder nicht mehr gültig. Sie können in der Terminsuche einen neuen Terminalarm einrichten.',
  },
  TA003: /*i18n*/ {
    id: 'alerts.server.TA003',
    message:
      'Dieser Terminalarm ist bereits beendet. Sie können in der Terminsuche einen neuen einrichten.',
  },
  TA004: /*i18n*/ {
    id: 'alerts.server.TA004',
    message:
      'Dieser Vermittlungscode gehört nicht zu diesem Terminalarm. Bitte geben Sie den Code ein, mit dem Sie den Terminalarm eingerichtet haben.',
  },
  TA005: /*i18n*/ {
    id: 'alerts.server.TA005',
    message: 'Die Benachrichtigung per SMS ist derzeit nicht verfügbar. Bitte wählen Sie E-Mail.',
  },
  TA006: /*i18n*/ {
    id: 'alerts.server.TA006',
    message:
      'An diese Adresse wurden in der letzten Stunde zu viele PINs gesendet. Bitte versuchen Sie es später noch einmal.',
  },
  TA007: /*i18n*/ {
    id: 'alerts.server.TA007',
    message:
      'Für diese Adresse laufen bereits {max} Terminalarme. Bitte beenden Sie zuerst einen davon.',
  },
};

/** The short texts the server puts next to a field. */
export const ALERT_SERVER_FIELD_MESSAGES: Readonly<Record<string, Msg>> = {
  TA004: /*i18n*/ {
    id: 'alerts.server.TA004.field',
    message: 'Dieser Vermittlungscode gehört nicht zu diesem Terminalarm.',
  },
  TA005: /*i18n*/ { id: 'alerts.server.TA005.field', message: 'Derzeit nur per E-Mail möglich.' },
  TA007: /*i18n*/ {
    id: 'alerts.server.TA007.field',
    message: 'Höchstens {max} Terminalarme je Adresse.',
  },
};
