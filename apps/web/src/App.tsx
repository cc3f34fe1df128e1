// The WEB app's routes: the shared route table of §2 (features/app-routes) with the login as start
// page, and the pages of a reminder's links (issue #15, docs/reminders.md), which only patients
// reach. Every page in its own lazy chunk.
import { AppRoutes } from '@terminservice/features/app-routes';
import { REMINDER_PATH } from '@terminservice/domain/reminders';
import { lazy } from 'react';
import { Route } from 'react-router';

const LoginPage = lazy(() =>
  import('@terminservice/features/login').then((m) => ({ default: m.LoginPage })),
);

const ReminderPage = lazy(() =>
  import('@terminservice/features/reminders').then((m) => ({ default: m.ReminderPage })),
);

export function App() {
  return (
    <AppRoutes
      start={<LoginPage />}
      extraRoutes={<Route path={`${REMINDER_PATH}/:aktion/:token`} element={<ReminderPage />} />}
    />
  );
}
