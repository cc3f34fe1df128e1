// 'Terminalarm bestätigen' (issue #15 "Channel … confirmed with the PIN flow that exists"): the PIN
// sent to the address, as on the identity check page — 6 digits, 'PIN erneut senden' after 60 s.
// For TSS/DISPO the caller reads the PIN out and the agent types it. Then: the alert runs.
import { ROUTES } from '@terminservice/domain/search';
import { IDENTITY_PIN_MAX_LENGTH } from '@terminservice/domain/limits';
import type { AlertConfirmResponse } from '@terminservice/domain/alerts';
import { firstError, identityPinSchema } from '@terminservice/domain/validation';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { TextField } from '@terminservice/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApi } from '../app-context/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { AlertStoreProvider, useAlert } from './AlertStoreProvider.tsx';
import { useCountdown } from '../shared/index.ts';
import { clearPendingAlert, readPendingAlert, type PendingAlert } from './pending.ts';
import { ALERT_TEXTS } from './texts.ts';
import './alerts.css';

export function AlertConfirmPage() {
  const getApi = useApi();
  const [pending] = useState(readPendingAlert);
  const [confirmed, setConfirmed] = useState<AlertConfirmResponse | null>(null);
  useDocumentTitle(confirmed ? ALERT_TEXTS.confirmedTitle : ALERT_TEXTS.confirmTitle);
  if (confirmed) return <Confirmed until={confirmed.laeuftBis} back={pending?.zurueck} />;
  if (!pending) {
    return (
      <div className="ts-alert">
        <h1 className="kern-heading-large">{ALERT_TEXTS.confirmTitle}</h1>
        <Alert tone="info" title={ALERT_TEXTS.noPending} />
        <p className="kern-body">
          <Link to={ROUTES.base}>{ALERT_TEXTS.toStart}</Link>
        </p>
      </div>
    );
  }
  return (
    <AlertStoreProvider getApi={getApi}>
      <div className="ts-alert">
        <h1 className="kern-heading-large">{ALERT_TEXTS.confirmTitle}</h1>
        <p className="kern-body">{ALERT_TEXTS.sentTo(pending.kanal, pending.empfaenger)}</p>
        <p className="kern-body">{ALERT_TEXTS.confirmInstruction}</p>
        <PinForm
          pending={pending}
          onConfirmed={(answer) => {
            clearPendingAlert();
            setConfirmed(answer);
          }}
        />
      </div>
    </AlertStoreProvider>
  );
}

/** The alert runs: the heading takes focus, so a screen reader hears the new page state. */
function Confirmed({
  until,
  back,
}: {
  readonly until: string;
  readonly back?: string | undefined;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="ts-alert">
      <h1 className="kern-heading-large" tabIndex={-1} ref={heading}>
        {ALERT_TEXTS.confirmedTitle}
      </h1>
      <Alert tone="success" title={ALERT_TEXTS.confirmedText(until)} live="polite" />
      <p className="kern-body">
        <Link to={back ?? ROUTES.base}>
          {back ? ALERT_TEXTS.backToSearch : ALERT_TEXTS.toStart}
        </Link>
      </p>
    </div>
  );
}

interface PinFormProps {
  readonly pending: PendingAlert;
  readonly onConfirmed: (answer: AlertConfirmResponse) => void;
}

function PinForm({ pending, onConfirmed }: PinFormProps) {
  const confirm = useAlert((state) => state.confirm);
  const resend = useAlert((state) => state.resend);
  const status = useAlert((state) => state.status);
  const failure = useAlert((state) => state.error);
  const resent = useAlert((state) => state.resent);
  const secondsLeft = useCountdown(useAlert((state) => state.resendAvailableAt));
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const error = firstError(identityPinSchema, pin);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (error !== undefined) return;
    const answer = await confirm(pending.token, pin);
    if (answer) onConfirmed(answer);
  };

  return (
    <form className="ts-alert__form" onSubmit={(event) => void submit(event)} noValidate>
      {failure && failure.messages.length > 0 ? (
        <Alert tone="error" title={failure.messages.join(' ')} />
      ) : null}
      <div role="status" className="ts-alert__status">
        {resent ? <p className="kern-body">{ALERT_TEXTS.resent}</p> : null}
      </div>
      <TextField
        label={ALERT_TEXTS.pinLabel}
        hint={ALERT_TEXTS.pinHint}
        name="pin"
        width="short"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={IDENTITY_PIN_MAX_LENGTH}
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        onBlur={() => setTouched(true)}
        error={(touched ? error : undefined) ?? failure?.fields.pin}
        required
      />
      <div className="ts-alert__actions">
        <Button type="submit" busy={status === 'busy'}>
          {ALERT_TEXTS.confirm}
        </Button>
        <Button
          variant="secondary"
          disabled={secondsLeft > 0}
          onClick={() => void resend(pending.token)}
        >
          {secondsLeft > 0 ? ALERT_TEXTS.resendCountdown(secondsLeft) : ALERT_TEXTS.resend}
        </Button>
      </div>
    </form>
  );
}
