// §2 "Video reservation PIN page", §4 "Video reservation": the verification PIN (and the code when
// none is known), book, cancel the reservation, resend the mail with a 60 s countdown; after 5
// failed attempts 'Reservierung storniert' and only the way back to the search. The time left of
// the 30 minutes, which cannot be extended (issue #23 part 3).
import { MAX_BOOKING_PIN_ATTEMPTS } from '@terminservice/domain/limits';
import { Button } from '@terminservice/ui/button';
import { Heading } from '@terminservice/ui/heading';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../shell/index.ts';
import { AppointmentProvider, useVerification } from './AppointmentProvider.tsx';
import { VerificationError } from './components/VerificationError.tsx';
import { ReservationTimeLimit } from './components/ReservationTimeLimit.tsx';
import { VerificationForm } from './components/VerificationForm.tsx';
import { useRouteCode } from './hooks/useRouteCode.ts';
import { useSearchPathFromSession } from './hooks/useSearchPathFromSession.ts';
import { useVerificationFields } from './hooks/useVerificationFields.ts';
import { useVerificationTimers } from './hooks/useVerificationTimers.ts';
import { useT } from '../i18n/index.ts';
import { VERIFICATION_MESSAGES, VERIFICATION_VALUES } from './texts.ts';
import { isMaxAttempts, type VerificationStore } from './verification-store.ts';
import './appointment.css';

function VerificationView() {
  const { t } = useT();
  const knownCode = useRouteCode().code;
  const form = useVerificationFields(knownCode);
  const navigate = useNavigate();
  const attempts = useVerification((state) => state.attempts);
  const error = useVerification((state) => state.error);
  const errorRef = useRef<HTMLDivElement>(null);
  const cancelled = isMaxAttempts(attempts);
  const searchPath = useSearchPathFromSession(form.currentCode);
  useDocumentTitle(
    t(cancelled ? VERIFICATION_MESSAGES.cancelledHeading : VERIFICATION_MESSAGES.heading),
  );
  const cooldown = useVerificationTimers(knownCode);

  // WCAG 3.3.1: a failure is announced and gets focus.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const errorBox = <VerificationError error={error} focusRef={errorRef} />;

  if (cancelled) {
    return (
      <article className="ts-appointment">
        <Heading level={1}>{t(VERIFICATION_MESSAGES.cancelledHeading)}</Heading>
        {errorBox}
        <p className="kern-body">{t(VERIFICATION_MESSAGES.cancelledText)}</p>
        <Button onClick={() => void navigate(searchPath)}>
          {t(VERIFICATION_MESSAGES.backToSearch)}
        </Button>
      </article>
    );
  }

  return (
    <article className="ts-appointment">
      <Heading level={1}>{t(VERIFICATION_MESSAGES.heading)}</Heading>
      <p className="kern-body">
        {t(
          knownCode ? VERIFICATION_MESSAGES.intro : VERIFICATION_MESSAGES.introWithCode,
          VERIFICATION_VALUES,
        )}
      </p>
      <ReservationTimeLimit />
      {errorBox}
      {attempts > 0 ? (
        <p className="kern-body kern-body--bold" role="status">
          {MAX_BOOKING_PIN_ATTEMPTS - attempts === 1
            ? t(VERIFICATION_MESSAGES.attemptsLeftOne)
            : t(VERIFICATION_MESSAGES.attemptsLeftMany, {
                left: MAX_BOOKING_PIN_ATTEMPTS - attempts,
              })}
        </p>
      ) : null}
      <VerificationForm
        form={form}
        knownCode={knownCode}
        cooldown={cooldown}
        searchPath={searchPath}
      />
    </article>
  );
}

export interface BookingVerificationPageProps {
  /** For tests: a store made beforehand. */
  readonly store?: VerificationStore;
}

export function BookingVerificationPage({ store }: BookingVerificationPageProps) {
  return (
    <AppointmentProvider {...(store ? { stores: { verification: store } } : {})}>
      <VerificationView />
    </AppointmentProvider>
  );
}

export default BookingVerificationPage;
