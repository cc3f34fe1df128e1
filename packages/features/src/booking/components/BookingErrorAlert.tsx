// §8 booking rows inside the booking modal: title, message and the 'Bitte wählen Sie einen anderen
// Termin aus.' suffix; focused when it appears so that keyboard and screen-reader users hear it.
// The catalogue's texts in the language in use (domain), the server's own text by its code.
import { ROUTES } from '@terminservice/domain/search';
import { Alert, type AlertTone } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Link } from '@terminservice/ui/link';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { BookingErrorView } from '../booking-error.ts';
import { BOOKING_MESSAGES } from '../texts.ts';
import { RouterLink } from '../../common/index.ts';

/** A §8 booking row as an alert: its title (or message), message and suffix, translated. */
export function BookingMessage({
  error,
  tone,
  live,
  children,
}: {
  readonly error: BookingErrorView;
  readonly tone: AlertTone;
  readonly live?: ComponentProps<typeof Alert>['live'];
  readonly children?: ReactNode;
}) {
  const { domain, serverError } = useT();
  // A catalogue text the server happened to send as well stays the catalogue's translation.
  const translated = domain(error.message);
  const message =
    error.serverText && translated === error.message
      ? serverError(error.serverText.code, error.message)
      : translated;
  const title = error.title === undefined ? undefined : domain(error.title);
  return (
    <Alert tone={tone} {...(live ? { live } : {})} title={title ?? message}>
      {title ? <p>{message}</p> : null}
      {error.suffix ? <p>{domain(error.suffix)}</p> : null}
      {children}
    </Alert>
  );
}

export function BookingErrorAlert({
  error,
  onBackToResults,
}: {
  readonly error: BookingErrorView;
  readonly onBackToResults: () => void;
}) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [error]);

  return (
    <div ref={box} tabIndex={-1} className="ts-booking__error">
      <BookingMessage error={error} tone="error">
        {error.link === 'base' ? (
          <p>
            <Link asChild>
              <RouterLink to={ROUTES.base}>{t(BOOKING_MESSAGES.toStart)}</RouterLink>
            </Link>
          </p>
        ) : null}
        {error.slotGone ? (
          <Button variant="secondary" onClick={onBackToResults}>
            {t(BOOKING_MESSAGES.backToResults)}
          </Button>
        ) : null}
      </BookingMessage>
    </div>
  );
}
