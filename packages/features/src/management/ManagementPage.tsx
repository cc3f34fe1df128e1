// The management page 'Termin verwalten' (§2, §4 "Management login", §8 management rows) at
// ROUTES.booking: enter the code of a booking to see its details, or to finish a video reservation.
import { ROUTES, bookingVerificationPath } from '@terminservice/domain/search';
import { useNavigate } from 'react-router';
import { useApi } from '../app-context/index.ts';
import { useRescheduleAction } from '../reschedule/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { ManagementForm } from './components/ManagementForm.tsx';
import { ManagementStoreProvider } from './ManagementStoreProvider.tsx';
import type { ManagementOutcome } from './store.ts';
import { useT } from '../i18n/index.ts';
import { MANAGEMENT_MESSAGES } from './texts.ts';
import './management.css';

export function ManagementPage() {
  const getApi = useApi();
  const navigate = useNavigate();
  const { t } = useT();
  useDocumentTitle(t(MANAGEMENT_MESSAGES.title));

  const onFound = (outcome: ManagementOutcome) => {
    void navigate(
      outcome.to === 'details' ? ROUTES.details : bookingVerificationPath(outcome.code),
    );
  };
  const reschedule = useRescheduleAction(onFound);

  return (
    <ManagementStoreProvider getApi={getApi}>
      <div className="ts-management">
        <h1 className="kern-heading-large">{t(MANAGEMENT_MESSAGES.title)}</h1>
        <h2 className="kern-heading-medium">{t(MANAGEMENT_MESSAGES.heading)}</h2>
        <ManagementForm
          onFound={onFound}
          onCancel={() => void navigate(ROUTES.base)}
          reschedule={reschedule}
        />
      </div>
    </ManagementStoreProvider>
  );
}
