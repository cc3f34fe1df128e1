// §2 "TSS details page (tssDetails)": the reserved video consultation as staff see it after a
// reservation (§4 "Booking": toggle tss_reservierungsabschluss) — headline, office address block,
// warning message — from the reservation info call (§3 "Reservation info").
import type { ReservationInfoResponse } from '@terminservice/domain/api';
import { ROUTES } from '@terminservice/domain/search';
import { Alert } from '@terminservice/ui/alert';
import { Heading } from '@terminservice/ui/heading';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { readSession, useApi, useIsShown } from '../app-context/index.ts';
import { useDocumentTitle, useToast } from '../shell/index.ts';
import { OfficeBlock } from './components/OfficeBlock.tsx';
import { errorOutcome } from './outcome.ts';
import { DETAILS_TEXTS, TSS_DETAILS_TEXTS } from './texts.ts';
import './appointment.css';

export function TssDetailsPage() {
  const getApi = useApi();
  const navigate = useNavigate();
  const showToast = useToast();
  const isShown = useIsShown();
  const [info, setInfo] = useState<ReservationInfoResponse | null>(null);
  useDocumentTitle(TSS_DETAILS_TEXTS.pageTitle);

  useEffect(() => {
    if (!readSession<string>('code')) {
      void navigate(ROUTES.base, { replace: true });
      return;
    }
    const controller = new AbortController();
    void (async () => {
      try {
        const api = await getApi();
        setInfo(await api.reservationInfo({ signal: controller.signal }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const { notice } = errorOutcome('videoBooking', error, DETAILS_TEXTS.loadFailed);
        showToast(notice, 'error');
        void navigate(ROUTES.base, { replace: true });
      }
    })();
    return () => controller.abort();
  }, [getApi, navigate, showToast]);

  if (info === null) return <LoadingIndicator label={TSS_DETAILS_TEXTS.loading} reserve="page" />;

  const { terminzeit } = info.slot;
  const office = info.einrichtung;
  const note = [office.hinweis, info.terminprofil.hinweis].filter(Boolean).join('\n');
  return (
    <article className="ts-appointment">
      <Heading level={1}>
        {TSS_DETAILS_TEXTS.heading(terminzeit.wochentag, terminzeit.datum, terminzeit.uhrzeit)}
      </Heading>
      <Alert tone="warning" title={TSS_DETAILS_TEXTS.warningTitle} live="off">
        <p className="kern-body">{TSS_DETAILS_TEXTS.warning}</p>
      </Alert>
      <OfficeBlock
        office={{
          label: office.name,
          street: office.strasse,
          plz: office.plz,
          city: office.ort,
          phone: office.telefonnummer,
          web: office.webseite,
          id: office.bsnr,
        }}
        note={note || null}
        showId={isShown('officeIdInDetails')}
      />
    </article>
  );
}

export default TssDetailsPage;
