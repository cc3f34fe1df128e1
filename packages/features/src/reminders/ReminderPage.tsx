// The pages of a reminder's links (issue #15 part 4; docs/reminders.md "The pages") at
// /terminservice/erinnerung/{komme|freigeben}/{token}: the appointment and what the action means;
// opening the page changes nothing (mail scanners follow links), only the button does (a POST).
import {
  REMINDER_REFUSALS,
  isReminderAction,
  type ReminderAction as Action,
} from '@terminservice/domain/reminders';
import { ROUTES } from '@terminservice/domain/search';
import { Alert } from '@terminservice/ui/alert';
import { Link } from '@terminservice/ui/link';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useApi } from '../app-context/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { AppointmentFacts } from './components/AppointmentFacts.tsx';
import { ReminderAction } from './components/ReminderAction.tsx';
import { ReminderFailed } from './components/ReminderFailed.tsx';
import { ReminderOutcome } from './components/ReminderOutcome.tsx';
import { ReminderStoreProvider, useReminder } from './ReminderStoreProvider.tsx';
import { useT } from '../i18n/index.ts';
import { REMINDER_ACTION_MESSAGES, REMINDER_MESSAGES } from './texts.ts';
import './reminders.css';
import { RouterLink } from '../common/index.ts';

function ReminderContent() {
  const status = useReminder((s) => s.status);
  const view = useReminder((s) => s.view);
  const load = useReminder((s) => s.load);
  const { t } = useT();
  useEffect(() => {
    void load();
  }, [load]);
  if (status === 'loading')
    return <LoadingIndicator label={t(REMINDER_MESSAGES.loading)} reserve="block" />;
  if (status === 'failed') return <ReminderFailed />;
  return (
    <>
      {view ? <AppointmentFacts view={view} /> : null}
      {status === 'done' ? <ReminderOutcome /> : <ReminderAction />}
    </>
  );
}

function ToBase() {
  const { t } = useT();
  return (
    <p className="kern-body">
      <Link asChild>
        <RouterLink to={ROUTES.base}>{t(REMINDER_MESSAGES.toBase)}</RouterLink>
      </Link>
    </p>
  );
}

export function ReminderPage() {
  const { aktion, token } = useParams<{ aktion: string; token: string }>();
  const getApi = useApi();
  const known = isReminderAction(aktion);
  const action: Action = known ? aktion : 'komme';
  const { t, domain } = useT();
  const title = t(known ? REMINDER_ACTION_MESSAGES[action].title : REMINDER_MESSAGES.refusedTitle);
  useDocumentTitle(title);
  return (
    <div className="ts-reminder">
      <h1 className="kern-heading-large">{title}</h1>
      {known && token ? (
        <>
          <p className="kern-body">{t(REMINDER_ACTION_MESSAGES[action].intro)}</p>
          <ReminderStoreProvider
            key={`${action}/${token}`}
            getApi={getApi}
            aktion={action}
            token={token}
          >
            <ReminderContent />
          </ReminderStoreProvider>
        </>
      ) : (
        <Alert tone="error" title={t(REMINDER_MESSAGES.refusedTitle)}>
          <p>{domain(REMINDER_REFUSALS.unknown.text)}</p>
        </Alert>
      )}
      <ToBase />
    </div>
  );
}
