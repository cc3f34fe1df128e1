// The SURGERY login page at /terminservice (§2 SURGERY): 'Termine finden mit Überweisung' for
// practices — the code generator with a DRINGEND code cached per origin token (§4), the copy
// button, the patient's postcode, 'Termin suchen', and the billing note beneath with a link to
// 'Hinweis zur Abrechnung'. The code login and the qualification picker are the WEB page's
// (§4 "Code login"): a generated code is open for every specialty, so the picker asks for it.
import { BILLING_NOTE_PATH } from '@terminservice/domain/search';
import { Alert } from '@terminservice/ui/alert';
import { Link } from '@terminservice/ui/link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi, useAppContext } from '../app-context/index.ts';
import { SurgeryCodeForm } from './components/SurgeryCodeForm.tsx';
import { useLoginPage } from './hooks/useLoginPage.ts';
import { LoginPageFrame } from './LoginPageFrame.tsx';
import { LoginStoreProvider } from './LoginStoreProvider.tsx';
import type { LoginStore } from './store.ts';
import { createSurgeryCodeStore, type SurgeryCodeStore } from './flows/surgery-code.ts';
import { clearSessionKeepingSurgeryMode } from './surgery-session.ts';
import { SURGERY_LOGIN_TEXTS } from './texts.ts';
import './login.css';

function SurgeryLoginView({ codeStore }: { readonly codeStore: SurgeryCodeStore }) {
  // The code call waits for `version`: a refused token already failed it with the JWT notice,
  // and no code call repeats that.
  const ready = useAppContext((state) => state.status === 'ready');
  const go = useLoginPage(clearSessionKeepingSurgeryMode);

  useEffect(() => {
    if (!ready) return undefined;
    // §2: "The code is pre-generated with urgency DRINGEND".
    const controller = new AbortController();
    void codeStore.getState().generate(controller.signal);
    return () => controller.abort();
  }, [codeStore, ready]);

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
