// The SURGERY login page at /terminservice (§2 SURGERY): 'Termine finden mit Überweisung' for
// practices — the code generator with a DRINGEND code cached per origin token (§4), the copy
// button, the patient's postcode, 'Termin suchen', and the billing note beneath with a link to
// 'Hinweis zur Abrechnung'. The code login and the qualification picker are the WEB page's
// (§4 "Code login"): a generated code is open for every specialty, so the picker asks for it.
// A refused practice token (§8 WP005/JWT) leaves nothing to do here: the page shows only the
// banner's message and how to get a new link (issue #16).
import { SESSION_EXPIRED } from '@terminservice/domain/errors';
import { BILLING_NOTE_PATH } from '@terminservice/domain/search';
import { Alert } from '@terminservice/ui/alert';
import { Link } from '@terminservice/ui/link';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { SESSION_EXPIRED_TITLE, useApi, useAppContext } from '../app-context/index.ts';
import { SurgeryCodeForm } from './components/SurgeryCodeForm.tsx';
import { useLoginPage } from './hooks/useLoginPage.ts';
import { LoginPageFrame } from './LoginPageFrame.tsx';
import { LoginStoreProvider } from './LoginStoreProvider.tsx';
import type { LoginStore } from './store.ts';
import { createSurgeryCodeStore, type SurgeryCodeStore } from './flows/surgery-code.ts';
import { clearSessionKeepingSurgeryMode } from './surgery-session.ts';
import { SURGERY_LOGIN_TEXTS } from './texts.ts';
import './login.css';
import { RouterLink } from '../common/index.ts';

function SurgeryLoginView({ codeStore }: { readonly codeStore: SurgeryCodeStore }) {
  // The code call waits for `version`: a refused token already failed it with the JWT notice,
  // and no code call repeats that.
  const ready = useAppContext((state) => state.status === 'ready');
  // Refused at start (`version`, the banner says so) or by the code call (its own message).
  const refusedAtStart = useAppContext((state) => state.notice?.message === SESSION_EXPIRED);
  const refusedByCodeCall = useStore(codeStore, (state) => state.error === SESSION_EXPIRED);
  const go = useLoginPage(clearSessionKeepingSurgeryMode);

  useEffect(() => {
    if (!ready) return undefined;
    // §2: "The code is pre-generated with urgency DRINGEND".
    const controller = new AbortController();
    void codeStore.getState().generate(controller.signal);
    return () => controller.abort();
  }, [codeStore, ready]);

  if (refusedAtStart || refusedByCodeCall) {
    return (
      <LoginPageFrame title={SURGERY_LOGIN_TEXTS.title} onDestination={go}>
        {refusedAtStart ? null : (
          <Alert tone="error" title={SESSION_EXPIRED_TITLE}>
            <p className="kern-body">{SESSION_EXPIRED}</p>
          </Alert>
        )}
        <NewLinkHelp />
      </LoginPageFrame>
    );
  }
  return (
    <LoginPageFrame title={SURGERY_LOGIN_TEXTS.title} onDestination={go}>
      <p className="kern-body">{SURGERY_LOGIN_TEXTS.intro}</p>
      <SurgeryCodeForm codeStore={codeStore} onDestination={go} />
      {/* §2: "A billing note is shown beneath." */}
      <Alert tone="info" title={SURGERY_LOGIN_TEXTS.billingTitle} live="off">
        <p className="kern-body">{SURGERY_LOGIN_TEXTS.billingNote}</p>
        <p className="kern-body">
          <Link asChild>
            <RouterLink to={BILLING_NOTE_PATH}>{SURGERY_LOGIN_TEXTS.billingLink}</RouterLink>
          </Link>
        </p>
      </Alert>
    </LoginPageFrame>
  );
}

/** How a practice gets a working link again: from its practice software (§2 SURGERY, ADR 5). */
function NewLinkHelp() {
  return (
    <section className="ts-login__help" aria-labelledby="ts-surgery-new-link">
      <h2 id="ts-surgery-new-link" className="kern-heading-medium">
        {SURGERY_LOGIN_TEXTS.newLinkTitle}
      </h2>
      <p className="kern-body">{SURGERY_LOGIN_TEXTS.newLinkWhy}</p>
      <ol className="kern-body ts-login__steps">
        {SURGERY_LOGIN_TEXTS.newLinkSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

export interface SurgeryLoginPageProps {
  /** For tests: stores made beforehand. */
  readonly store?: LoginStore;
  readonly codeStore?: SurgeryCodeStore;
}

export function SurgeryLoginPage({ store, codeStore: givenCodeStore }: SurgeryLoginPageProps) {
  const getApi = useApi();
  const [codeStore] = useState(() => givenCodeStore ?? createSurgeryCodeStore({ getApi }));
  return (
    <LoginStoreProvider {...(store ? { store } : {})}>
      <SurgeryLoginView codeStore={codeStore} />
    </LoginStoreProvider>
  );
}

export default SurgeryLoginPage;
