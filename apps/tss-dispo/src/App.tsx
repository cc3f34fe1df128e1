// The TSS/DISPO app's routes: the shared route table of §2 (features/app-routes). The start page is
// the staff login with its three blocks (§2 "TSS/DISPO shows three blocks"); no identity check (the
// staff's no-code path fetches a code instead, §4). Every page in its own lazy chunk.
import { AppRoutes } from '@terminservice/features/app-routes';
import { lazy } from 'react';

const TssLoginPage = lazy(() =>
  import('@terminservice/features/login').then((m) => ({ default: m.TssLoginPage })),
);

export function App() {
  return <AppRoutes start={<TssLoginPage />} without={['identityCheck']} />;
}
