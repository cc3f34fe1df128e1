// The route table of §2 ("Route table") that all four apps share, inside the app shell. Each app
// passes only what differs: its start page, routes of its own (SURGERY's billing note), the shared
// pages it never reaches (TSS/DISPO and SMED: no identity check; SMED: no tssDetails, §4) and
// anything shown above the routes (SURGERY's entry notice).
import { BASE_PATH, ROUTES } from '@terminservice/domain/search';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import {
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useT } from '../i18n/index.ts';
import { AppShell, SHELL_MESSAGES, usePrerenderedShell } from '../shell/index.ts';
import {
  BookingVerificationPage,
  ContactPage,
  DetailsPage,
  DevScreen,
  EmailVerificationPage,
  IdentityCheckPage,
  ManagementPage,
  SearchPage,
  StaticPage,
  TssDetailsPage,
} from './lazy-pages.ts';

/** §2 "developer module: dev (lazily loaded)". */
export const DEV_PATH = `${BASE_PATH}/dev`;

/** Shared pages an app may leave out. */
export type OptionalPage = 'identityCheck' | 'tssDetails';

export interface AppRoutesProps {
  /** The page at ROUTES.base: the app's start page. */
  readonly start: ReactElement;
  /** The app's own <Route>s, matched like the shared ones. */
  readonly extraRoutes?: ReactNode;
  /** Shared pages this app never reaches; their paths fall through to the redirect to base. */
  readonly without?: readonly OptionalPage[];
  /** Rendered in the shell above the routes, in its own Suspense without fallback. */
  readonly beforeRoutes?: ReactNode;
}

/**
 * Whether the routes render. A prerendered shell holds the loading indicator where the page goes
 * (ADR 11: the pages depend on the address, the session and the device), so while hydrating the
 * routes wait; then they render in a transition, which keeps that indicator until the page's
 * chunk has come.
 */
function useRoutesShown(): boolean {
  const prerendered = usePrerenderedShell() !== null;
  const [shown, setShown] = useState(!prerendered);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}

export function AppRoutes({ start, extraRoutes, without = [], beforeRoutes }: AppRoutesProps) {
  const has = (page: OptionalPage) => !without.includes(page);
  const shown = useRoutesShown();
  const { t } = useT();
  const loading = <LoadingIndicator label={t(SHELL_MESSAGES.loading)} reserve="page" />;
  if (!shown) {
    return (
      <AppShell>
        {null}
        <Suspense fallback={loading}>{loading}</Suspense>
      </AppShell>
    );
  }
  return (
    <AppShell>
      {beforeRoutes !== undefined && <Suspense fallback={null}>{beforeRoutes}</Suspense>}
      <Suspense fallback={loading}>
        <Routes>
          <Route path={ROUTES.base} element={start} />
          {extraRoutes}
          {has('identityCheck') && (
            <Route path={ROUTES.verification} element={<IdentityCheckPage />} />
          )}
          <Route path={ROUTES.booking} element={<ManagementPage />} />
          {/* §2: the search path variants (incl. SMED's suche/{code}/{smedPseudonym}) are read by
              the page (domain parseSearchPath). */}
          <Route path={`${ROUTES.search}/*`} element={<SearchPage />} />
          <Route path={ROUTES.details} element={<DetailsPage />} />
          <Route path={`${ROUTES.details}/:code`} element={<DetailsPage />} />
          {has('tssDetails') && <Route path={ROUTES.tssDetails} element={<TssDetailsPage />} />}
          <Route path={ROUTES.bookingVerification} element={<BookingVerificationPage />} />
          <Route
            path={`${ROUTES.bookingVerification}/:code`}
            element={<BookingVerificationPage />}
          />
          <Route path={ROUTES.emailVerification} element={<EmailVerificationPage />} />
          <Route path={`${ROUTES.emailVerification}/:state`} element={<EmailVerificationPage />} />
          <Route path={ROUTES.contact} element={<ContactPage />} />
          <Route path={ROUTES.faq} element={<StaticPage page="faq" />} />
          <Route path={ROUTES.imprint} element={<StaticPage page="imprint" />} />
          <Route path={ROUTES.privacy} element={<StaticPage page="privacy" />} />
          <Route path={ROUTES.accessibility} element={<StaticPage page="accessibility" />} />
          <Route path={DEV_PATH} element={<DevScreen />} />
          {/* §2: "Any unknown path redirects to /terminservice". */}
          <Route path="*" element={<Navigate to={ROUTES.base} replace />} />
        </Routes>
      </Suspense>
    </AppShell>
  );
}
