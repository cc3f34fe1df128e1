// The SMED app's routes: the shared route table of §2 (features/app-routes) without the pages SMED
// never reaches (identity check: no no-code path; tssDetails: §4 TSS types only), and its own start
// page (see README.md). Every page in its own lazy chunk.
import { AppRoutes } from '@terminservice/features/app-routes';
import { lazy } from 'react';

const SmedStartPage = lazy(() =>
  import('@terminservice/features/smed').then((m) => ({ default: m.SmedStartPage })),
);

export function App() {
  return <AppRoutes start={<SmedStartPage />} without={['identityCheck', 'tssDetails']} />;
}
