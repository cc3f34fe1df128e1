// Issue #6 "the apps show a calm wait notice and retry after the advised time": the api-client
// waits out a 503's Retry-After and retries by itself (retry.ts); meanwhile this says so. The live
// region is always in the page so that screen readers announce the text when it appears.
import { serverWaits, subscribeServerWaits } from '@terminservice/api-client/server-wait';
import { Alert } from '@terminservice/ui/alert';
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/index.ts';
import { SERVER_WAIT_MESSAGES } from '../texts.ts';

export function ServerWaitNotice() {
  const waiting = useSyncExternalStore(subscribeServerWaits, serverWaits, serverWaits);
  const { t } = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="ui-container ui-container--wide ts-server-wait"
    >
      {waiting > 0 && (
        <Alert tone="info" live="off" title={t(SERVER_WAIT_MESSAGES.title)}>
          <p className="kern-body">{t(SERVER_WAIT_MESSAGES.message)}</p>
        </Alert>
      )}
    </div>
  );
}
