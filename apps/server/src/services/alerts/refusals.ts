// The refusals of the slot alert (issue #15, docs/alerts.md "Refusals"). Codes TA0xx are the
// server's own: the spec has no such feature. The code's own refusals (WP042, WP009, WP055, WP082,
// WP002, WP030) and the PIN's (WP003, WP059) are those of the search and the identity check.
import { ALERT_MAX_PER_RECEIVER } from '@terminservice/domain/alerts';
import { QUALIFICATION_REQUIRED_MESSAGE } from '@terminservice/domain/validation';
import { INVALID_INPUT, refusal, ServiceError } from '../../errors.ts';

export const refuseAlert = {
  /** TA001: SURGERY and SMED set no alerts (WEB patients; TSS and DISPO for a caller). */
  notForThisApp: refusal(
    () =>
      new ServiceError(
        403,
        'TA001',
        'Ein Terminalarm kann hier nicht eingerichtet werden. Patientinnen und Patienten richten ihn in der Terminsuche ein oder über die 116117.',
      ),
  ),
  /** TA002: no alert has this link or subscription token (or its data was erased). */
  unknownLink: refusal(
    () =>
      new ServiceError(
        404,
        'TA002',
        'Dieser Link ist nicht oder nicht mehr gültig. Sie können in der Terminsuche einen neuen Terminalarm einrichten.',
      ),
  ),
  /** TA003: the alert has ended (booked, unsubscribed, 28 days) before its PIN was entered. */
  ended: refusal(
    () =>
      new ServiceError(
        410,
        'TA003',
        'Dieser Terminalarm ist bereits beendet. Sie können in der Terminsuche einen neuen einrichten.',
      ),
  ),
  /** TA004: the code is valid but not the alert's. */
  otherCode: refusal(
    () =>
      new ServiceError(
        403,
        'TA004',
        'Dieser Vermittlungscode gehört nicht zu diesem Terminalarm. Bitte geben Sie den Code ein, mit dem Sie den Terminalarm eingerichtet haben.',
        {
          items: [
            {
              code: 'TA004',
              text: 'Dieser Vermittlungscode gehört nicht zu diesem Terminalarm.',
              field: 'code',
            },
          ],
        },
      ),
  ),
  /** TA005: the SMS channel is switched off with the SMS identity check (feature toggle). */
  smsOff: refusal(
    () =>
      new ServiceError(
        403,
        'TA005',
        'Die Benachrichtigung per SMS ist derzeit nicht verfügbar. Bitte wählen Sie E-Mail.',
        {
          items: [{ code: 'TA005', text: 'Derzeit nur per E-Mail möglich.', field: 'body.kanal' }],
        },
      ),
  ),
  /** TA006: the address asked for too many PINs this hour (3, as the identity check). */
  tooManyPins: refusal(
    (retryAfterSeconds: number) =>
      new ServiceError(
        429,
        'TA006',
        'An diese Adresse wurden in der letzten Stunde zu viele PINs gesendet. Bitte versuchen Sie es später noch einmal.',
        { headers: { 'retry-after': String(retryAfterSeconds) } },
      ),
    60,
  ),
  /** TA007: the address already holds the most running alerts it may. */
  tooManyAlerts: refusal(
    () =>
      new ServiceError(
        409,
        'TA007',
        `Für diese Adresse laufen bereits ${ALERT_MAX_PER_RECEIVER} Terminalarme. Bitte beenden Sie zuerst einen davon.`,
        {
          items: [
            {
              code: 'TA007',
              text: `Höchstens ${ALERT_MAX_PER_RECEIVER} Terminalarme je Adresse.`,
              field: 'body.empfaenger',
            },
          ],
        },
      ),
  ),
  /** WP003: the RFC 8058 one-click POST without its body (routes/alerts/one-click.ts). */
  notOneClick: refusal(
    () => new ServiceError(400, 'WP003', 'Erwartet: List-Unsubscribe=One-Click (RFC 8058).'),
  ),
  /** WP003: an open code (no specialty of its own) needs the searched specialty. */
  specialtyMissing: refusal(
    () =>
      new ServiceError(400, INVALID_INPUT.code, INVALID_INPUT.text, {
        items: [
          { code: 'WP003', text: QUALIFICATION_REQUIRED_MESSAGE, field: 'body.qualifikationen' },
        ],
      }),
  ),
  /** WP067: a qualification the catalogue does not know. */
  unknownSpecialty: refusal(
    () =>
      new ServiceError(400, 'WP067', 'Fachrichtung unbekannt', {
        items: [{ code: 'WP067', text: 'Fachrichtung unbekannt', field: 'body.qualifikationen' }],
      }),
  ),
} as const;
