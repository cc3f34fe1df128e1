// The WEB login page at /terminservice (§2 "Login page", WEB patient login): it clears the session
// on opening, asks 'Haben Sie einen Vermittlungscode?' and shows the code form (Ja), the no-code
// form (Nein) or the help (?), with the login errors in a red alert above.
import { Alert } from '@terminservice/ui/alert';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { parseEntryLink } from '@terminservice/domain/search';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { clearSession } from '../app-context/index.ts';
import { CodeHelp } from './components/CodeHelp.tsx';
import { CodeLoginForm } from './components/CodeLoginForm.tsx';
import { NoCodeForm } from './components/NoCodeForm.tsx';
import { useLoginPage } from './hooks/useLoginPage.ts';
import { LoginPageFrame } from './LoginPageFrame.tsx';
import { LoginStoreProvider, useLogin } from './LoginStoreProvider.tsx';
import type { LoginStore } from './store.ts';
import { LOGIN_TEXTS } from './texts.ts';
import './login.css';

/** §2: radios Ja (1), Nein (0), ? (2). */
export type CodeAnswer = '1' | '0' | '2';

const ANSWERS = [
  { value: '1' as const, label: LOGIN_TEXTS.yes },
  { value: '0' as const, label: LOGIN_TEXTS.no },
  {
    value: '2' as const,
    label: (
      <>
        {LOGIN_TEXTS.unsure}
        <span className="kern-sr-only"> {LOGIN_TEXTS.unsureScreenReader}</span>
      </>
    ),
  },
];

function LoginView() {
  const [answer, setAnswer] = useState<CodeAnswer | undefined>(undefined);
  const clearErrors = useLogin((state) => state.clearErrors);
  const loadToggles = useLogin((state) => state.loadToggles);
  const go = useLoginPage(clearSession);
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
    <LoginPageFrame title={LOGIN_TEXTS.title} onDestination={go}>
      <RadioGroup<CodeAnswer>
        legend={LOGIN_TEXTS.question}
        name="ts-login-answer"
        inline
        value={answer}
        onChange={choose}
        options={ANSWERS}
        className="ts-login__question"
      />
      {fromFeed ? (
        <Alert tone="info" title={LOGIN_TEXTS.entryTitle} live="off">
          <p>{LOGIN_TEXTS.entryText}</p>
        </Alert>
      ) : null}
      <Alert tone="info" title={LOGIN_TEXTS.infoTitle} live="off">
        <p>{LOGIN_TEXTS.info}</p>
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
