// The start page of the SURGERY app (§2 "Login page": its content depends on the application
// type). With a practice token the server answers SURGERY: 'Termine finden mit Überweisung'.
// Without one (opened directly, or after 'Abmelden' cleared the session) the server answers WEB —
// §2 "clearing it switches to appointment-service mode" — and the patient login shows. A refused
// token fails `version` with the JWT notice; the SURGERY page stays, without a code call.
import { SESSION_EXPIRED } from '@terminservice/domain/errors';
import { readSession, useAppContext } from '@terminservice/features/app-context';
import { LOADING_TEXT } from '@terminservice/features/shell';
import { Link } from '@terminservice/ui/link';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { DESK_PATH } from './desk-path.ts';
import { RouterLink } from '@terminservice/features/common';

const SurgeryLoginPage = lazy(() =>
  import('@terminservice/features/login').then((m) => ({ default: m.SurgeryLoginPage })),
);
const LoginPage = lazy(() =>
  import('@terminservice/features/login').then((m) => ({ default: m.LoginPage })),
);

export function StartPage() {
  const status = useAppContext((state) => state.status);
  const applicationType = useAppContext((state) => state.applicationType);
  const start = useAppContext((state) => state.start);
  // A refused practice token (§8 WP005/JWT) opens no desk either: the page says how to get a link.
  const refused = useAppContext((state) => state.notice?.message === SESSION_EXPIRED);
  // Read on every navigation: 'Abmelden' clears the session and navigates to this very page.
  useLocation();
  const hasToken = readSession<string>('identificationToken') !== null;
  // The type was resolved with a token that is gone now (logout): ask the server again.
  const stale = status === 'ready' && applicationType === 'SURGERY' && !hasToken;

  useEffect(() => {
    if (stale) void start();
  }, [stale, start]);

  if (status === 'starting' || stale) {
    return <LoadingIndicator label={LOADING_TEXT} reserve="page" />;
  }
  return applicationType === 'SURGERY' ? (
    <>
      {refused ? null : <DeskLink />}
      <SurgeryLoginPage />
    </>
  ) : (
    <LoginPage />
  );
}

/** The way to the practice's appointment desk 'Terminverwaltung' (docs/supply.md). */
function DeskLink() {
  return (
    <p className="kern-body">
      Termine Ihrer Praxis veröffentlichen und verwalten:{' '}
      <Link asChild>
        <RouterLink to={DESK_PATH}>Terminverwaltung</RouterLink>
      </Link>
    </p>
  );
}
