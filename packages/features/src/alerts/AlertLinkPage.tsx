// The page a message's link opens (issue #15 "What triggers it"): the alert's filters; to see and
// book the slots the patient types the code, or continues with the code this browser session
// holds — the link alone never reveals or replaces it. Opening the page changes nothing. The
// search then opens with the alert's filters and books as always.
import type { AlertOpenResponse } from '@terminservice/domain/alerts';
import { alertUnsubscribePath } from '@terminservice/domain/alerts';
import { ROUTES, buildSearchPath, type SearchEntryState } from '@terminservice/domain/search';
import { formatCode, validateCode } from '@terminservice/domain/vermittlungscode';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { CodeInput } from '@terminservice/ui/code-input';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { readSession, useApi, useApplicationType, writeSession } from '../app-context/index.ts';
import { useDocumentTitle, useIsHandset } from '../shell/index.ts';
import { AlertStoreProvider, useAlert } from './AlertStoreProvider.tsx';
import { FilterList } from './FilterList.tsx';
import { useT } from '../i18n/index.ts';
import { ALERT_MESSAGES } from './texts.ts';
import { useAlertMessages, useAlertText } from './useAlertText.ts';
import './alerts.css';
import { RouterLink } from '../common/index.ts';

export function AlertLinkPage() {
  const getApi = useApi();
  const { link = '' } = useParams();
  const { t } = useT();
  useDocumentTitle(t(ALERT_MESSAGES.linkTitle));
  return (
    <AlertStoreProvider getApi={getApi}>
      <div className="ts-alert">
        <h1 className="kern-heading-large">{t(ALERT_MESSAGES.linkTitle)}</h1>
        <LinkView link={link} />
      </div>
    </AlertStoreProvider>
  );
}

function LinkView({ link }: { readonly link: string }) {
  const loadLink = useAlert((state) => state.loadLink);
  const info = useAlert((state) => state.link);
  const failure = useAlert((state) => state.error);
  const { t } = useT();
  const messagesOf = useAlertMessages();
  useEffect(() => {
    void loadLink(link);
  }, [link, loadLink]);

  if (!info) {
    if (failure) {
      return (
        <>
          <Alert tone="error" title={messagesOf(failure)} />
          <p className="kern-body">
            <RouterLink to={ROUTES.base}>{t(ALERT_MESSAGES.toStart)}</RouterLink>
          </p>
        </>
      );
    }
    return <LoadingIndicator label={t(ALERT_MESSAGES.loading)} />;
  }
  return (
    <>
      {info.aktiv ? (
        <p className="kern-body">{t(ALERT_MESSAGES.linkActive)}</p>
      ) : (
        <Alert tone="info" title={t(ALERT_MESSAGES.linkEnded)} />
      )}
      <FilterList {...info} laeuftBis={info.aktiv ? info.laeuftBis : undefined} />
      <OpenForm link={link} />
      {info.aktiv ? (
        <p className="kern-body">
          <RouterLink to={alertUnsubscribePath(link)}>
            {t(ALERT_MESSAGES.unsubscribeLink)}
          </RouterLink>
        </p>
      ) : null}
    </>
  );
}

/** The search with the alert's filters: radius in the session, days and type in the state. */
function useOpenSearch() {
  const navigate = useNavigate();
  const type = useApplicationType();
  return (code: string, filters: AlertOpenResponse) => {
    writeSession('postcode', filters.plz);
    writeSession('qualifications', [...filters.qualifikationen]);
    writeSession('radius', filters.radius);
    const state: SearchEntryState = {
      daytime: filters.tageszeiten,
      appointmentType: filters.termintyp,
      ...(filters.sprache ? { sprache: filters.sprache } : {}),
    };
    void navigate(
      buildSearchPath(type, {
        code,
        plz: filters.plz,
        qualifikationen: filters.qualifikationen,
        radius: filters.radius,
      }),
      { state },
    );
  };
}

function OpenForm({ link }: { readonly link: string }) {
  const open = useAlert((state) => state.open);
  const status = useAlert((state) => state.status);
  const failure = useAlert((state) => state.error);
  const handset = useIsHandset();
  const openSearch = useOpenSearch();
  const { t, domain } = useT();
  const textOf = useAlertText();
  const messagesOf = useAlertMessages();
  // The session's code is offered first; if it is not the alert's, the code is typed.
  const [sessionCode, setSessionCode] = useState(() => readSession<string>('code'));
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const error = sessionCode ? undefined : validateCode(code);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (error !== undefined) return;
    const filters = sessionCode ? await open(link) : await open(link, code);
    if (filters) openSearch(readSession<string>('code') ?? '', filters);
    else if (sessionCode) setSessionCode(null);
  };

  return (
    <form className="ts-alert__form" onSubmit={(event) => void submit(event)} noValidate>
      {failure && failure.messages.length > 0 ? (
        <Alert tone="error" title={messagesOf(failure)} />
      ) : null}
      {sessionCode ? (
        <p className="kern-body">
          {t(ALERT_MESSAGES.linkSessionCode)} <strong>{formatCode(sessionCode)}</strong>
        </p>
      ) : (
        <>
          <p className="kern-body">{t(ALERT_MESSAGES.linkCode)}</p>
          <CodeInput
            id="alert-code"
            name="code"
            label={t(ALERT_MESSAGES.codeLabel)}
            variant={handset ? 'single' : 'groups'}
            value={code}
            onChange={setCode}
            onBlur={() => setTouched(true)}
            error={
              touched && error !== undefined
                ? domain(error)
                : failure?.fields.code === undefined
                  ? undefined
                  : textOf(failure.fields.code, failure, true)
            }
            required
          />
        </>
      )}
      <div className="ts-alert__actions">
        <Button type="submit" busy={status === 'busy'}>
          {t(ALERT_MESSAGES.showSlots)}
        </Button>
      </div>
    </form>
  );
}
