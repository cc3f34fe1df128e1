// The WEB login page at /terminservice (§2 "Login page", WEB patient login): it clears the session
// on opening, asks 'Haben Sie einen Vermittlungscode?' and shows the code form (Ja), the no-code
// form (Nein) or the help (?), with the login errors in a red alert above.
import { Alert } from '@terminservice/ui/alert';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { parseEntryLink } from '@terminservice/domain/search';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { clearSession } from '../app-context/index.ts';
import { useT, type Translator } from '../i18n/index.ts';
import { CodeHelp } from './components/CodeHelp.tsx';
import { CodeLoginForm } from './components/CodeLoginForm.tsx';
import { NoCodeForm } from './components/NoCodeForm.tsx';
import { useLoginPage } from './hooks/useLoginPage.ts';
import { LoginPageFrame } from './LoginPageFrame.tsx';
import { LoginStoreProvider, useLogin } from './LoginStoreProvider.tsx';
import type { LoginStore } from './store.ts';
import { LOGIN_INFO_VALUES, LOGIN_MESSAGES } from './texts.ts';
import './login.css';

/** §2: radios Ja (1), Nein (0), ? (2). */
export type CodeAnswer = '1' | '0' | '2';

function answers(t: Translator['t']) {
  return [
    { value: '1' as const, label: t(LOGIN_MESSAGES.yes) },
    { value: '0' as const, label: t(LOGIN_MESSAGES.no) },
    {
      value: '2' as const,
      label: (
        <>
          {t(LOGIN_MESSAGES.unsure)}
          <span className="kern-sr-only"> {t(LOGIN_MESSAGES.unsureScreenReader)}</span>
        </>
      ),
    },
  ];
}

function LoginView() {
  const [answer, setAnswer] = useState<CodeAnswer | undefined>(undefined);
  const clearErrors = useLogin((state) => state.clearErrors);
  const loadToggles = useLogin((state) => state.loadToggles);
  const go = useLoginPage(clearSession);
  const { t } = useT();
  // Issue #24 part 3: the open feed's deep link names the practice's postcode and specialty.
  const { search } = useLocation();
  const entry = useMemo(() => parseEntryLink(search), [search]);
  const fromFeed = entry.plz !== undefined || entry.leistungsmerkmal !== undefined;

  useEffect(() => {
    const controller = new AbortController();
    void loadToggles(controller.signal);
    return () => controller.abort();
  }, [loadToggles]);

  const choose = (value: CodeAnswer) => {
    setAnswer(value);
    clearErrors();
    // §2: "the page scrolls to top on a choice".
    window.scrollTo({ top: 0 });
  };

  return (
    <LoginPageFrame title={t(LOGIN_MESSAGES.title)} onDestination={go}>
      <RadioGroup<CodeAnswer>
        legend={t(LOGIN_MESSAGES.question)}
        name="ts-login-answer"
        inline
        value={answer}
        onChange={choose}
        options={answers(t)}
        className="ts-login__question"
      />
      {fromFeed ? (
        <Alert tone="info" title={t(LOGIN_MESSAGES.entryTitle)} live="off">
          <p>{t(LOGIN_MESSAGES.entryText)}</p>
        </Alert>
      ) : null}
      <Alert tone="info" title={t(LOGIN_MESSAGES.infoTitle)} live="off">
        <p>{t(LOGIN_MESSAGES.info, LOGIN_INFO_VALUES)}</p>
      </Alert>
      {answer === '1' ? <CodeLoginForm onDestination={go} initialZip={entry.plz ?? ''} /> : null}
      {answer === '0' ? (
        <NoCodeForm
          onDestination={go}
          initial={{ zip: entry.plz ?? '', qualification: entry.leistungsmerkmal ?? '' }}
        />
      ) : null}
      {answer === '2' ? <CodeHelp /> : null}
    </LoginPageFrame>
  );
}

export interface LoginPageProps {
  /** For tests: a store made beforehand. */
  readonly store?: LoginStore;
}

export function LoginPage({ store }: LoginPageProps) {
  return (
    <LoginStoreProvider {...(store ? { store } : {})}>
      <LoginView />
    </LoginStoreProvider>
  );
}

export default LoginPage;
