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
import { useT } from '../i18n/index.ts';
import { ALERT_MESSAGES } from './texts.ts';
import { useAlertMessages } from './useAlertText.ts';
import './alerts.css';
import { RouterLink } from '../common/index.ts';

export function AlertUnsubscribePage() {
  const getApi = useApi();
  const { link = '' } = useParams();
  const { t } = useT();
  useDocumentTitle(t(ALERT_MESSAGES.unsubscribeTitle));
  return (
    <AlertStoreProvider getApi={getApi}>
      <div className="ts-alert">
        <h1 className="kern-heading-large">{t(ALERT_MESSAGES.unsubscribeTitle)}</h1>
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
  const { t } = useT();
  const messagesOf = useAlertMessages();
  return (
    <>
      <div role="status" className="ts-alert__status">
        {done ? <Alert tone="success" title={t(ALERT_MESSAGES.unsubscribed)} live="off" /> : null}
      </div>
      {failure ? <Alert tone="error" title={messagesOf(failure)} /> : null}
      {done ? (
        <p className="kern-body">
          <RouterLink to={ROUTES.base}>{t(ALERT_MESSAGES.toStart)}</RouterLink>
        </p>
      ) : (
        <>
          <p className="kern-body">{t(ALERT_MESSAGES.unsubscribeText)}</p>
          <div className="ts-alert__actions">
            <Button
              busy={status === 'busy'}
              onClick={() => {
                void unsubscribe(link).then(setDone);
              }}
            >
              {t(ALERT_MESSAGES.unsubscribeButton)}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
