// The slot alert's calls (issue #15, docs/alerts.md): subscribing and opening a link send the
// session's code; the PIN step and the link calls send only the key in the body.
import type { Transport } from './transport.ts';
import type { ApiClient } from './types.ts';

export function alertCalls({ request }: Transport) {
  return {
    subscribeAlert: (body, o) => request('subscribeAlert', { body, options: o, idempotent: true }),
    confirmAlert: (body, o) => request('confirmAlert', { body, options: o, idempotent: true }),
    resendAlertPin: (body, o) => request('resendAlertPin', { body, options: o }),
    alertLink: (body, o) => request('alertLink', { body, options: o }),
    openAlert: (body, o) => request('openAlert', { body, options: o }),
    unsubscribeAlert: (body, o) => request('unsubscribeAlert', { body, options: o }),
  } satisfies Partial<ApiClient>;
}
