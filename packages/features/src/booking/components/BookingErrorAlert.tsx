// §8 booking rows inside the booking modal: title, message and the 'Bitte wählen Sie einen anderen
// Termin aus.' suffix; focused when it appears so that keyboard and screen-reader users hear it.
import { ROUTES } from '@terminservice/domain/search';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Link } from '@terminservice/ui/link';
import { useEffect, useRef } from 'react';
import type { BookingErrorView } from '../booking-error.ts';
import { BOOKING_TEXTS } from '../texts.ts';
import { RouterLink } from '../../common/index.ts';

const LINK_TEXT = 'Zur Startseite des Terminservice';

export function BookingErrorAlert({
  error,
  onBackToResults,
}: {
  readonly error: BookingErrorView;
  readonly onBackToResults: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [error]);

  return (
    <div ref={box} tabIndex={-1} className="ts-booking__error">
      <Alert tone="error" title={error.title ?? error.message}>
        {error.title ? <p>{error.message}</p> : null}
        {error.suffix ? <p>{error.suffix}</p> : null}
        {error.link === 'base' ? (
          <p>
            <Link asChild>
              <RouterLink to={ROUTES.base}>{LINK_TEXT}</RouterLink>
            </Link>
          </p>
        ) : null}
        {error.slotGone ? (
          <Button variant="secondary" onClick={onBackToResults}>
            {BOOKING_TEXTS.backToResults}
          </Button>
        ) : null}
      </Alert>
    </div>
  );
}
