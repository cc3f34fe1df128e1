// §2 "Details pages": the booked appointment by code (route parameter, else session), in person or
// video, with office block, static map after consent, change e-mail, cancel, code note, print link
// and the confirmation modal after booking. §8 "details page" errors go to base with a toast.
import { showsCancelBlock } from '@terminservice/domain/api';
import { ROUTES } from '@terminservice/domain/search';
import { formatCode, normaliseCode } from '@terminservice/domain/vermittlungscode';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Heading } from '@terminservice/ui/heading';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { readSession, useApplicationType, useIsShown, writeSession } from '../app-context/index.ts';
import { StaticMap } from '../map/index.ts';
import { useDocumentTitle, useToast } from '../shell/index.ts';
import { AppointmentProvider, useDetails } from './AppointmentProvider.tsx';
import { CancelBlock } from './components/CancelBlock.tsx';
import { ChangeEmailBlock } from './components/ChangeEmailBlock.tsx';
import { ConfirmationModal } from './components/ConfirmationModal.tsx';
import { OfficeBlock } from './components/OfficeBlock.tsx';
import type { DetailsStore } from './details-store.ts';
import { DETAILS_TEXTS } from './texts.ts';
import { slotTime } from './utils/slot-time.ts';
import './appointment.css';

/** History state that marks the entry the confirmation modal pushed (§2 "closes on browser back"). */
const CONFIRMATION_STATE = 'tsConfirmation';

function hasConfirmationState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && CONFIRMATION_STATE in state;
}

/** The code of the page: the route parameter (then stored in the session) or the session's. */
function useDetailsCode(): { code: string | null; fromRoute: boolean } {
  const params = useParams<{ code?: string }>();
  const [value] = useState(() => {
    if (params.code) {
      const code = normaliseCode(params.code);
      writeSession('code', code);
      return { code, fromRoute: true };
    }
    const stored = readSession<string>('code');
    return { code: stored ? normaliseCode(stored) : null, fromRoute: false };
  });
  return value;
}

function DetailsView() {
  const { code, fromRoute } = useDetailsCode();
  const applicationType = useApplicationType();
  const isShown = useIsShown();
  const navigate = useNavigate();
  const location = useLocation();
  const showToast = useToast();
  const load = useDetails((state) => state.load);
  const status = useDetails((state) => state.status);
  const entry = useDetails((state) => state.entry);
  const appointment = useDetails((state) => state.appointment);
  const notNoted = useDetails((state) => state.notNoted);
  useDocumentTitle(DETAILS_TEXTS.pageTitle);

  // §2: "with none the user goes to base".
  useEffect(() => {
    if (code === null) void navigate(ROUTES.base, { replace: true });
  }, [code, navigate]);

  useEffect(() => {
    if (code === null) return;
    const controller = new AbortController();
    // §2 modal condition, first part: the route had no code (the app came here after booking).
    void load({ askNoted: !fromRoute }, controller.signal).then((outcome) => {
      if (outcome === null) return;
      if (outcome.notice) showToast(outcome.notice, outcome.tone);
      if (outcome.to) void navigate(outcome.to, { replace: true });
    });
    return () => controller.abort();
  }, [code, fromRoute, load, navigate, showToast]);

  const video = entry?.slot.termintyp === 'VIDEOSPRECHSTUNDE';
  // §2: no code parameter AND (WEB or VIDEOSPRECHSTUNDE) AND not yet noted.
  const modalWanted =
    status === 'ready' && !fromRoute && (applicationType === 'WEB' || video) && notNoted;

  // Opening pushes a history entry with a marker, so that browser back closes the modal and stays
  // on the page (§2 "closes on browser back").
  useEffect(() => {
    if (modalWanted && !hasConfirmationState(location.state)) {
      void navigate(`${location.pathname}${location.search}`, {
        state: { [CONFIRMATION_STATE]: true },
      });
    }
    // Only when the modal becomes wanted; location changes afterwards are back/forward moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modalWanted]);

  if (status !== 'ready' || entry === null || appointment === null || code === null) {
    return <LoadingIndicator label={DETAILS_TEXTS.loading} reserve="page" />;
  }

  const { date, time } = slotTime(entry.slot.begin, entry.date);
  const heading = video
    ? DETAILS_TEXTS.videoHeading(date, time)
    : DETAILS_TEXTS.inPersonHeading(date, time);
  const formattedCode = formatCode(code);
  const office = entry.office;
  // §4: "cancel block only if some slot has showCancel".
  const cancelShown = showsCancelBlock(appointment);

  return (
    <article className="ts-appointment">
      <Heading level={1}>{heading}</Heading>
      <p className="kern-body ts-appointment__code-line">
        {DETAILS_TEXTS.codeLabel}{' '}
        <strong className="ts-appointment__code" translate="no">
          {formattedCode}
        </strong>
      </p>

      {video ? (
        <Alert tone="warning" title={DETAILS_TEXTS.videoActionTitle} live="off">
          <p className="kern-body">{DETAILS_TEXTS.videoAction}</p>
        </Alert>
      ) : null}

      {office ? (
        <OfficeBlock
          office={{ ...office, id: entry.officeId }}
          note={entry.praxishinweis}
          showId={isShown('officeIdInDetails')}
        />
      ) : null}

      {/* §2: static map only after map consent (the consent layer is inside StaticMap). */}
      {!video && office?.lat !== undefined && office.lon !== undefined ? (
        <div className="ts-appointment__map">
          <StaticMap
            latitude={office.lat}
            longitude={office.lon}
            label={`${office.label}, ${office.street}, ${office.plz} ${office.city}`}
          />
        </div>
      ) : null}

      {!video ? <ChangeEmailBlock /> : null}
      {cancelShown ? <CancelBlock /> : null}

      {!video ? (
        <Alert tone="info" title={DETAILS_TEXTS.codeNoteTitle} live="off">
          <p className="kern-body">{DETAILS_TEXTS.codeNote}</p>
        </Alert>
      ) : null}

      {!video && isShown('printAndCalendar') ? (
        <div className="ts-appointment__print">
          <Button variant="link" onClick={() => window.print()}>
            {DETAILS_TEXTS.print}
          </Button>
        </div>
      ) : null}

      <ConfirmationModal
        // Back pops the pushed entry and so closes it; 'notiert' marks the code noted (the
        // store clears notNoted) and pops the entry itself.
        open={modalWanted && hasConfirmationState(location.state)}
        onNoted={() => void navigate(-1)}
        code={formattedCode}
        slotText={`${date}, ${time} Uhr`}
        video={video}
      />
    </article>
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
