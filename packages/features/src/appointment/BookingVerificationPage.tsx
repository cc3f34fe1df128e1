// §2 "Video reservation PIN page", §4 "Video reservation": the verification PIN (and the code when
// none is known), book, cancel the reservation, resend the mail with a 60 s countdown; after 5
// failed attempts 'Reservierung storniert' and only the way back to the search.
import { buildSearchPath, ROUTES, detailsPath } from '@terminservice/domain/search';
import { createBookingPinFormSchema, fieldErrors } from '@terminservice/domain/validation';
import { normaliseCode } from '@terminservice/domain/vermittlungscode';
import { MAX_BOOKING_PIN_ATTEMPTS } from '@terminservice/domain/limits';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Heading } from '@terminservice/ui/heading';
import { Link } from '@terminservice/ui/link';
import { TextField } from '@terminservice/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { readSession, useApplicationType, writeSession } from '../app-context/index.ts';
import { useDocumentTitle, useToast } from '../shell/index.ts';
import { AppointmentProvider, useVerification } from './AppointmentProvider.tsx';
import type { Outcome } from './details-store.ts';
import { VERIFICATION_TEXTS } from './texts.ts';
import { isMaxAttempts, type VerificationStore } from './verification-store.ts';
import './appointment.css';

type Field = 'code' | 'pin';

/** §2 "Back to search goes to search with code plus pseudonym (SMED) or plus zip, qualifications, radius from session." */
function useSearchPathFromSession(code: string | null): string {
  const type = useApplicationType();
  const qualifikationen = readSession<string | string[]>('qualifications');
  const radius = readSession<number | string>('radius');
  const smedPseudonym = readSession<string>('smedPseudonym');
  const plz = readSession<string>('postcode');
  return buildSearchPath(type, {
    ...(code ? { code } : {}),
    ...(plz ? { plz } : {}),
    ...(qualifikationen ? { qualifikationen: [qualifikationen].flat() } : {}),
    ...(radius !== null && !Number.isNaN(Number(radius)) ? { radius: Number(radius) } : {}),
    ...(smedPseudonym ? { smedPseudonym } : {}),
  });
}

function VerificationView() {
  const params = useParams<{ code?: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const showToast = useToast();
  const [knownCode] = useState<string | null>(() => {
    if (params.code) {
      const code = normaliseCode(params.code);
      writeSession('code', code);
      return code;
    }
    const stored = readSession<string>('code');
    return stored ? normaliseCode(stored) : null;
  });
  const [values, setValues] = useState<Record<Field, string>>({
    code: '',
    // §2: "Optional query parameter pin prefills the PIN."
    pin: (searchParams.get('pin') ?? '').replace(/\D/g, '').slice(0, 6),
  });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ code: false, pin: false });
  const attempts = useVerification((state) => state.attempts);
  const cooldown = useVerification((state) => state.cooldown);
  const busy = useVerification((state) => state.busy);
  const error = useVerification((state) => state.error);
  const email = useVerification((state) => state.email);
  const { book, resend, cancel, tick, startCooldown, loadEmail } = useVerification(
    (state) => state,
  );
  const errorRef = useRef<HTMLDivElement>(null);
  const cancelled = isMaxAttempts(attempts);
  const currentCode = knownCode ?? (values.code ? normaliseCode(values.code) : null);
  const searchPath = useSearchPathFromSession(currentCode);
  useDocumentTitle(cancelled ? VERIFICATION_TEXTS.cancelledHeading : VERIFICATION_TEXTS.heading);

  // The reservation has just sent the mail: the resend cooldown (§9: 60 s) runs from the start.
  useEffect(() => {
    startCooldown();
    if (knownCode === null) return;
    const controller = new AbortController();
    void loadEmail(controller.signal);
    return () => controller.abort();
  }, [knownCode, loadEmail, startCooldown]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  }, [cooldown, tick]);

  // WCAG 3.3.1: a failure is announced and gets focus.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const schema = createBookingPinFormSchema({ codeKnown: knownCode !== null });
  const errors = fieldErrors(schema, knownCode ? { pin: values.pin } : values);
  const invalid = Object.keys(errors).length > 0;

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  function follow(outcome: Outcome | null, to: string) {
    if (outcome === null) return;
    if (outcome.notice) showToast(outcome.notice, outcome.tone);
    void navigate(to);
  }

  /** A code typed on the page becomes the session's code before any call (§7 basic auth). */
  function storeTypedCode(): boolean {
    if (knownCode) return true;
    if (errors.code) {
      setTouched((current) => ({ ...current, code: true }));
      return false;
    }
    writeSession('code', normaliseCode(values.code));
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy) {
      setTouched({ code: true, pin: true });
      return;
    }
    storeTypedCode();
    // §4: "booked on correct PIN (then details)".
    follow(await book(values.pin), detailsPath());
  }

  const errorBox = error?.message ? (
    <div ref={errorRef} tabIndex={-1} className="ts-appointment__error">
      {/* Without a title of its own, the message is the alert's title (no empty header). */}
      <Alert tone="error" title={error.title ?? error.message}>
        {error.title || error.link === 'base' ? (
          <>
            {error.title ? <p className="kern-body">{error.message}</p> : null}
            {error.link === 'base' ? (
              <p className="kern-body">
                <Link asChild>
                  <RouterLink to={ROUTES.base}>{VERIFICATION_TEXTS.backToSearch}</RouterLink>
                </Link>
              </p>
            ) : null}
          </>
        ) : undefined}
      </Alert>
    </div>
  ) : null;

  if (cancelled) {
    return (
      <article className="ts-appointment">
        <Heading level={1}>{VERIFICATION_TEXTS.cancelledHeading}</Heading>
        {errorBox}
        <p className="kern-body">{VERIFICATION_TEXTS.cancelledText}</p>
        <Button onClick={() => void navigate(searchPath)}>{VERIFICATION_TEXTS.backToSearch}</Button>
      </article>
    );
  }

  const left = MAX_BOOKING_PIN_ATTEMPTS - attempts;
  return (
    <article className="ts-appointment">
      <Heading level={1}>{VERIFICATION_TEXTS.heading}</Heading>
      <p className="kern-body">
        {knownCode ? VERIFICATION_TEXTS.intro : VERIFICATION_TEXTS.introWithCode}
      </p>
      {errorBox}
      {attempts > 0 ? (
        <p className="kern-body kern-body--bold" role="status">
          {VERIFICATION_TEXTS.attemptsLeft(left)}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="ts-appointment__form">
        {knownCode === null ? (
          <TextField
            label={VERIFICATION_TEXTS.code}
            width="medium"
            autoComplete="off"
            maxLength={14}
            {...field('code')}
          />
        ) : null}
        <TextField
          label={VERIFICATION_TEXTS.pin}
          hint={email ? VERIFICATION_TEXTS.pinNoteWithEmail(email) : VERIFICATION_TEXTS.pinNote}
          width="short"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...field('pin')}
        />
        <div className="ts-appointment__actions">
          <Button type="submit" disabled={invalid} busy={busy === 'book'}>
            {VERIFICATION_TEXTS.book}
          </Button>
          <Button
            variant="secondary"
            busy={busy === 'cancel'}
            onClick={() => {
              if (!storeTypedCode()) return;
              void cancel().then((outcome) => follow(outcome, searchPath));
            }}
          >
            {VERIFICATION_TEXTS.cancel}
          </Button>
        </div>
        <div className="ts-appointment__resend">
          <Button
            variant="link"
            disabled={cooldown > 0}
            busy={busy === 'resend'}
            onClick={() => {
              if (!storeTypedCode()) return;
              void resend().then((outcome) => {
                if (outcome?.notice) showToast(outcome.notice, outcome.tone);
              });
            }}
          >
            {VERIFICATION_TEXTS.resend}
            {cooldown > 0 ? ` ${VERIFICATION_TEXTS.countdown(cooldown)}` : ''}
          </Button>
        </div>
      </form>
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
