// The calm block 'Terminalarm' on the search results page (issue #15 "Subscribing"): below the
// empty state and below the results, for WEB patients and for TSS/DISPO on a caller's behalf. The
// dialog is its own chunk, loaded when the button is pressed.
import type { AppointmentTypeFilter } from '@terminservice/domain/search';
import type { SpracheCode } from '@terminservice/domain/supply';
import { Button } from '@terminservice/ui/button';
import { lazy, Suspense, useState } from 'react';
import { useApplicationType, useIsShown } from '../app-context/index.ts';
import { useT } from '../i18n/index.ts';
import { ALERT_MESSAGES } from './texts.ts';
import './alerts.css';

const AlertDialog = lazy(() => import('./AlertDialog.tsx'));

/** What the search shows: the alert watches exactly this. */
export interface AlertSearch {
  readonly code: string;
  readonly plz: string;
  readonly qualifikationen: readonly string[];
  readonly radius: number;
  readonly daytime: string;
  readonly appointmentType: AppointmentTypeFilter;
  /** Issue #22: the diagnosis language searched; undefined: any. */
  readonly sprache?: SpracheCode | undefined;
}

export interface AlertOfferProps {
  readonly search: AlertSearch;
  /** The search found nothing: the block says so. */
  readonly empty: boolean;
}

export function AlertOffer({ search, empty }: AlertOfferProps) {
  const isShown = useIsShown();
  const type = useApplicationType();
  const [open, setOpen] = useState(false);
  const { t } = useT();
  if (!isShown('slotAlert') || search.code === '') return null;
  const text = t(
    type === 'WEB'
      ? empty
        ? ALERT_MESSAGES.offerEmpty
        : ALERT_MESSAGES.offerMore
      : ALERT_MESSAGES.offerCaller,
  );
  return (
    <section className="ts-alert-offer" aria-labelledby="ts-alert-offer-heading">
      <h2 id="ts-alert-offer-heading" className="kern-heading-small">
        {t(ALERT_MESSAGES.offerTitle)}
      </h2>
      <p className="kern-body">{text}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t(ALERT_MESSAGES.offerButton)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AlertDialog search={search} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
