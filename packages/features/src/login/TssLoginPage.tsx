// The TSS/DISPO login page at /terminservice (§2 "Login page": "TSS/DISPO shows three blocks"):
// 'Termine finden mit Überweisung' (with 'Neuen Code anfordern'), 'Termine finden ohne
// Überweisung' and 'Termine ansehen und bearbeiten', the login errors in a red alert above. The
// WEB patient login is not shown here (§2). A KV token (issue #24 part 2, ADR 30) sees none of
// them: its start page is the statistics view.
import { SESSION_EXPIRED } from '@terminservice/domain/errors';
import { Navigate } from 'react-router';
import {
  clearSession,
  readSession,
  useAppContext,
  useIsShown,
  writeSession,
} from '../app-context/index.ts';
import { STATISTICS_PATH } from '../statistics/index.ts';
import { useLoginPage } from './hooks/useLoginPage.ts';
import { LoginPageFrame } from './LoginPageFrame.tsx';
import { LoginStoreProvider } from './LoginStoreProvider.tsx';
import type { LoginStore } from './store.ts';
import { LOGIN_TEXTS } from './texts.ts';
import { ManageBlock } from './tss/ManageBlock.tsx';
import { NoReferralBlock } from './tss/NoReferralBlock.tsx';
import { ReferralBlock } from './tss/ReferralBlock.tsx';
import './login.css';
import './tss-login.css';

/**
 * §2: "The page clears the session on opening" — but the staff token (ADR 5) is who the user is,
 * not a search's data: it stays, or every privileged call after it would be refused.
 */
function clearSessionKeepingToken(): void {
  const token = readSession<string>('identificationToken');
  clearSession();
  if (token) writeSession('identificationToken', token);
}

function TssLoginView() {
  // §8 WP005/JWT: the server refused the staff token. The banner says so; the blocks would only
  // lead to refusals, so the page does not pretend to offer them.
  const tokenRefused = useAppContext((state) => state.notice?.message === SESSION_EXPIRED);
  const go = useLoginPage(clearSessionKeepingToken);

  return (
    <LoginPageFrame title={LOGIN_TEXTS.title} className="ts-login ts-tss-login" onDestination={go}>
      {tokenRefused ? null : (
        <div className="ts-tss-login__blocks">
          <ReferralBlock onDestination={go} />
          <NoReferralBlock onDestination={go} />
          <ManageBlock onDestination={go} />
        </div>
      )}
    </LoginPageFrame>
  );
}

export interface TssLoginPageProps {
  /** For tests: a store made beforehand. */
  readonly store?: LoginStore;
}

export function TssLoginPage({ store }: TssLoginPageProps) {
  const statistics = useIsShown()('statistics');
  if (statistics) return <Navigate to={STATISTICS_PATH} replace />;
  return (
    <LoginStoreProvider {...(store ? { store } : {})}>
      <TssLoginView />
    </LoginStoreProvider>
  );
}

export default TssLoginPage;
