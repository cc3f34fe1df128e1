// The TSS/DISPO app's routes: the shared route table of §2 (features/app-routes). The start page is
// the staff login with its three blocks (§2 "TSS/DISPO shows three blocks"); no identity check (the
// staff's no-code path fetches a code instead, §4). The slot alert's PIN page (issue #15): the agent
// types the PIN the caller reads out. The operators' statistics (issue #24 part 2, ADR 30): the one
// block a KV token opens, with its chart library in its own chunk. Every page in its own lazy chunk.
import { ALERT_ROUTES } from '@terminservice/domain/alerts';
import { AppRoutes } from '@terminservice/features/app-routes';
import { STATISTICS_PATH, StatisticsPage } from '@terminservice/features/statistics';
import { lazy } from 'react';
import { Route } from 'react-router';

const TssLoginPage = lazy(() =>
  import('@terminservice/features/login').then((m) => ({ default: m.TssLoginPage })),
);
const AlertConfirmPage = lazy(() =>
  import('@terminservice/features/alerts/pages').then((m) => ({ default: m.AlertConfirmPage })),
);

export function App() {
  return (
    <AppRoutes
      start={<TssLoginPage />}
      without={['identityCheck']}
      extraRoutes={
        <>
          <Route path={ALERT_ROUTES.confirm} element={<AlertConfirmPage />} />
          <Route path={STATISTICS_PATH} element={<StatisticsPage />} />
        </>
      }
    />
  );
}
