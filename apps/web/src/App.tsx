// The WEB app's routes: the shared route table of §2 (features/app-routes) with the login as start
// page. Every page in its own lazy chunk.
import { AppRoutes } from '@terminservice/features/app-routes';
import { lazy } from 'react';

const LoginPage = lazy(() =>
  import('@terminservice/features/login').then((m) => ({ default: m.LoginPage })),
);

export function App() {
  return <AppRoutes start={<LoginPage />} />;
}
