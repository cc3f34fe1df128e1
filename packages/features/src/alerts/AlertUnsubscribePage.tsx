// 'Terminalarm beenden' (issue #15 "one-click unsubscribe that needs no login"): the page a
// message's unsubscribe link opens. Opening it (GET) changes nothing — link scanners open links —
// one button ends the alert. A mail client's own button POSTs to this address (RFC 8058), which
// the server answers itself (apps/server routes/alerts/one-click.ts).
import { ROUTES } from '@terminservice/domain/search';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useApi } from '../app-context/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { AlertStoreProvider, useAlert } from './AlertStoreProvider.tsx';
import { ALERT_TEXTS } from './texts.ts';
import './alerts.css';
import { RouterLink } from '../common/index.ts';

export function AlertUnsubscribePage() {
  const getApi = useApi();
  const { link = '' } = useParams();
  useDocumentTitle(ALERT_TEXTS.unsubscribeTitle);
  return (
    <AlertStoreProvider getApi={getApi}>
      <div className="ts-alert">
        <h1 className="kern-heading-large">{ALERT_TEXTS.unsubscribeTitle}</h1>
        <Unsubscribe link={link} />
      </div>
    </AlertStoreProvider>
  );
}

function Unsubscribe({ link }: { readonly link: string }) {
  const unsubscribe = useAlert((state) => state.unsubscribe);
  const status = useAlert((state) => state.status);
  const failure = useAlert((state) => state.error);
  const [done, setDone] = useState(false);
  return (
    <>
      <div role="status" className="ts-alert__status">
        {done ? <Alert tone="success" title={ALERT_TEXTS.unsubscribed} live="off" /> : null}
      </div>
      {failure ? <Alert tone="error" title={failure.messages.join(' ')} /> : null}
      {done ? (
        <p className="kern-body">
          <RouterLink to={ROUTES.base}>{ALERT_TEXTS.toStart}</RouterLink>
        </p>
      ) : (
        <>
          <p className="kern-body">{ALERT_TEXTS.unsubscribeText}</p>
          <div className="ts-alert__actions">
            <Button
              busy={status === 'busy'}
              onClick={() => {
                void unsubscribe(link).then(setDone);
              }}
            >
              {ALERT_TEXTS.unsubscribeButton}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
