// The WEB app's routes (§2 "Route table"): the pages that exist so far, each but the start page
// in its own lazy chunk; the dev module (demo mode only) in its own chunk; unknown paths → base.
import { BASE_PATH, ROUTES } from '@terminservice/domain/search';
import { AppShell, LOADING_TEXT } from '@terminservice/features/shell';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { StartPage } from './StartPage.tsx';

/** §2 "developer module: dev (lazily loaded)". */
export const DEV_PATH = `${BASE_PATH}/dev`;

const StaticPage = lazy(() =>
  import('@terminservice/features/static-pages').then((m) => ({ default: m.StaticPage })),
);
const DevScreen = lazy(() =>
  import('@terminservice/features/dev').then((m) => ({ default: m.DevScreen })),
);

export function App() {
  return (
    <AppShell>
      <Suspense fallback={<LoadingIndicator label={LOADING_TEXT} reserve="page" />}>
        <Routes>
          <Route path={ROUTES.base} element={<StartPage />} />
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
