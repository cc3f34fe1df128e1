// The WEB app's routes: the shared route table of §2 (features/app-routes) with the login as start
// page, the pages of a reminder's links (issue #15, docs/reminders.md), and the slot alert's
// pages (issue #15): the PIN page, the page a message's link opens and the unsubscribe page; the
// pages in Leichte Sprache (issue #23 part 2). Every page in its own lazy chunk.
import { ALERT_ROUTES } from '@terminservice/domain/alerts';
import { AppRoutes } from '@terminservice/features/app-routes';
import { REMINDER_PATH } from '@terminservice/domain/reminders';
import { EASY_LANGUAGE_PATH } from '@terminservice/domain/search';
import { lazy } from 'react';
import { Route } from 'react-router';

const LoginPage = lazy(() =>
  import('@terminservice/features/login').then((m) => ({ default: m.LoginPage })),
);
const AlertConfirmPage = lazy(() =>
  import('@terminservice/features/alerts/pages').then((m) => ({ default: m.AlertConfirmPage })),
);
const AlertLinkPage = lazy(() =>
  import('@terminservice/features/alerts/pages').then((m) => ({ default: m.AlertLinkPage })),
);
const AlertUnsubscribePage = lazy(() =>
  import('@terminservice/features/alerts/pages').then((m) => ({
    default: m.AlertUnsubscribePage,
  })),
);

const ReminderPage = lazy(() =>
  import('@terminservice/features/reminders').then((m) => ({ default: m.ReminderPage })),
);

// The static pages' chunk (marked, DOMPurify), shared with the FAQ and the legal pages.
const StaticPage = lazy(() =>
  import('@terminservice/features/static-pages').then((m) => ({ default: m.StaticPage })),
);

export function App() {
  return (
    <AppRoutes
      start={<LoginPage />}
      extraRoutes={
        <>
          <Route path={`${REMINDER_PATH}/:aktion/:token`} element={<ReminderPage />} />
          <Route path={ALERT_ROUTES.confirm} element={<AlertConfirmPage />} />
          <Route path={ALERT_ROUTES.unsubscribe} element={<AlertUnsubscribePage />} />
          <Route path={ALERT_ROUTES.link} element={<AlertLinkPage />} />
          <Route path={EASY_LANGUAGE_PATH} element={<StaticPage page="easyLanguage" />} />
        </>
      }
    />
  );
}
