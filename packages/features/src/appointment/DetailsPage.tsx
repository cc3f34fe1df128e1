// §2 "Details pages": the booked appointment by code (route parameter, else session), in person or
// video, with office block, static map after consent, change e-mail, cancel, code note, print link
// and the confirmation modal after booking. §8 "details page" errors go to base with a toast.
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useNavigate } from 'react-router';
import { useApplicationType } from '../app-context/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { AppointmentProvider, useDetails } from './AppointmentProvider.tsx';
import { DetailsContent } from './components/DetailsContent.tsx';
import type { DetailsStore } from './details-store.ts';
import { useConfirmationHistory } from './hooks/useConfirmationHistory.ts';
import { useDetailsLoad } from './hooks/useDetailsLoad.ts';
import { useRouteCode } from './hooks/useRouteCode.ts';
import { useT } from '../i18n/index.ts';
import { DETAILS_MESSAGES } from './texts.ts';
import './appointment.css';

function DetailsView() {
  const { t } = useT();
  const routeCode = useRouteCode();
  const applicationType = useApplicationType();
  const navigate = useNavigate();
  const status = useDetails((state) => state.status);
  const entry = useDetails((state) => state.entry);
  const appointment = useDetails((state) => state.appointment);
  const notNoted = useDetails((state) => state.notNoted);
  useDocumentTitle(t(DETAILS_MESSAGES.pageTitle));
  useDetailsLoad(routeCode);

  const video = entry?.slot.termintyp === 'VIDEOSPRECHSTUNDE';
  // §2: no code parameter AND (WEB or VIDEOSPRECHSTUNDE) AND not yet noted.
  const modalWanted =
    status === 'ready' && !routeCode.fromRoute && (applicationType === 'WEB' || video) && notNoted;
  const modalOpen = useConfirmationHistory(modalWanted);

  const { code } = routeCode;
  if (status !== 'ready' || entry === null || appointment === null || code === null) {
    return <LoadingIndicator label={t(DETAILS_MESSAGES.loading)} reserve="page" />;
  }
  return (
    <DetailsContent
      code={code}
      appointment={appointment}
      entry={entry}
      modalOpen={modalOpen}
      // Back pops the pushed entry and so closes it; 'notiert' marks the code noted (the
      // store clears notNoted) and pops the entry itself.
      onNoted={() => void navigate(-1)}
    />
  );
}

export interface DetailsPageProps {
  /** For tests: a store made beforehand. */
  readonly store?: DetailsStore;
}

export function DetailsPage({ store }: DetailsPageProps) {
  return (
    <AppointmentProvider {...(store ? { stores: { details: store } } : {})}>
      <DetailsView />
    </AppointmentProvider>
  );
}

export default DetailsPage;
