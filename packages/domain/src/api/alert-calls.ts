// The slot alert's calls (issue #15, docs/alerts.md): not in §7. Subscribing and opening carry the
// code as basic auth; the PIN step and the link calls carry a random key in the body, so that no
// key stands in a URL. 'terminalarm/link' only reads, though it is a POST (docs/alerts.md).
import type {
  AlertConfirmResponse,
  AlertLinkResponse,
  AlertOpenResponse,
  AlertSubscribeResponse,
  AlertUnsubscribeResponse,
} from '../alerts/responses.ts';

export const ALERT_CALLS = {
  subscribeAlert: {
    method: 'POST',
    path: 'terminalarm',
    auth: 'code',
    response: 'json',
    errorContext: null,
  },
  confirmAlert: {
    method: 'POST',
    path: 'terminalarm/bestaetigen',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  resendAlertPin: {
    method: 'POST',
    path: 'terminalarm/pin',
    auth: 'none',
    response: 'empty',
    errorContext: null,
  },
  alertLink: {
    method: 'POST',
    path: 'terminalarm/link',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  openAlert: {
    method: 'POST',
    path: 'terminalarm/oeffnen',
    auth: 'code',
    response: 'json',
    errorContext: null,
  },
  unsubscribeAlert: {
    method: 'POST',
    path: 'terminalarm/abmelden',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
} as const;

export interface AlertCallResponses {
  readonly subscribeAlert: AlertSubscribeResponse;
  readonly confirmAlert: AlertConfirmResponse;
  readonly resendAlertPin: void;
  readonly alertLink: AlertLinkResponse;
  readonly openAlert: AlertOpenResponse;
  readonly unsubscribeAlert: AlertUnsubscribeResponse;
}
