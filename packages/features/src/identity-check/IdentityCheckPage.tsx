// The identity check page 'Identitätsprüfung' (§2, §4 "Identity check", §5 "Identity PIN", §8
// identity PIN rows) at ROUTES.verification. The login page sends the user here after requesting
// the PIN, with IdentityCheckState in the navigation state; without it (or without the PIN's
// token) there is nothing to check and the user goes to base.
import { DEFAULT_RADIUS_KM } from '@terminservice/domain/limits';
import { maskEmailAddress, maskPhoneNumber } from '@terminservice/domain/masking';
import { ROUTES, buildSearchPath } from '@terminservice/domain/search';
import type { VerifyIdentificationResponse } from '@terminservice/domain/api';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  readSession,
  removeSession,
  useApi,
  useApplicationType,
  writeSession,
} from '../app-context/index.ts';
import { COLUMN_CLASS } from '../common/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { ErrorAlert } from './components/ErrorAlert.tsx';
import { PinForm } from './components/PinForm.tsx';
import { PinTimeLimit } from './components/PinTimeLimit.tsx';
import { IdentityCheckStoreProvider, useIdentityCheck } from './IdentityCheckStoreProvider.tsx';
import { useT } from '../i18n/index.ts';
import { IDENTITY_CHECK_MESSAGES } from './texts.ts';
import { isIdentityCheckState, type IdentityCheckState } from './types.ts';
import { takePinToken } from './utils/pin-token.ts';
import './identity-check.css';

function IdentityCheckView({ request }: { readonly request: IdentityCheckState }) {
  const { t } = useT();
  const navigate = useNavigate();
  const applicationType = useApplicationType();
  const error = useIdentityCheck((state) => state.error);
  const resent = useIdentityCheck((state) => state.resent);

  const sentTo =
    request.media === 'phone'
      ? t(IDENTITY_CHECK_MESSAGES.sentToPhone, { masked: maskPhoneNumber(request.receiver) })
      : t(IDENTITY_CHECK_MESSAGES.sentToEmail, { masked: maskEmailAddress(request.receiver) });

  // §4: verified → code, postcode and specialty stored → search with code, zip, service feature
  // and radius (from the session, else the default of §9).
  const onVerified = (answer: VerifyIdentificationResponse) => {
    writeSession('code', answer.vermittlungscode);
    writeSession('postcode', answer.plz);
    writeSession('qualifications', [answer.leistungsmerkmal]);
    removeSession('pinToken');
    removeSession('pinSentAt');
    const radius = readSession<number>('radius') ?? DEFAULT_RADIUS_KM;
    void navigate(
      buildSearchPath(applicationType, {
        code: answer.vermittlungscode,
        plz: answer.plz,
        qualifikationen: [answer.leistungsmerkmal],
        radius,
      }),
    );
  };

  const onCancel = () => {
    removeSession('pinToken');
    removeSession('pinSentAt');
    void navigate(ROUTES.base);
  };

  return (
    <div className={`${COLUMN_CLASS} ts-identity-check`}>
      <h1 className="kern-heading-large">{t(IDENTITY_CHECK_MESSAGES.title)}</h1>
      <p className="kern-body">{sentTo}</p>
      <p className="kern-body">{t(IDENTITY_CHECK_MESSAGES.instruction)}</p>
      <PinTimeLimit />
      {error ? <ErrorAlert error={error} /> : null}
      <div role="status" className="ts-identity-check__status">
        {resent ? <p className="kern-body">{t(IDENTITY_CHECK_MESSAGES.resent)}</p> : null}
      </div>
      <PinForm onVerified={onVerified} onCancel={onCancel} />
    </div>
  );
}

export function IdentityCheckPage() {
  const { t } = useT();
  const location = useLocation();
  const getApi = useApi();
  useDocumentTitle(t(IDENTITY_CHECK_MESSAGES.title));
  const [token] = useState(takePinToken);
  const [sentAt] = useState(() => readSession<number>('pinSentAt') ?? undefined);
  const request: unknown = location.state;

  if (!isIdentityCheckState(request) || token === null) {
    return <Navigate to={ROUTES.base} replace />;
  }
  return (
    <IdentityCheckStoreProvider
      getApi={getApi}
      request={request}
      token={token}
      sentAt={typeof sentAt === 'number' ? sentAt : undefined}
      onToken={(next, nextSentAt) => {
        writeSession('pinToken', next);
        writeSession('pinSentAt', nextSentAt);
      }}
    >
      <IdentityCheckView request={request} />
    </IdentityCheckStoreProvider>
  );
}
