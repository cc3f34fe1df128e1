// 'Terminalarm bestätigen' (issue #15 "Channel … confirmed with the PIN flow that exists"): the PIN
// sent to the address, as on the identity check page — 6 digits, 'PIN erneut senden' after 60 s.
// For TSS/DISPO the caller reads the PIN out and the agent types it. Then: the alert runs.
import { ROUTES } from '@terminservice/domain/search';
import type { AlertConfirmResponse } from '@terminservice/domain/alerts';
import { Alert } from '@terminservice/ui/alert';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../app-context/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { AlertStoreProvider, useAlert } from './AlertStoreProvider.tsx';
import { IDENTITY_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import {
  PinForm as SharedPinForm,
  PinTimeLimit,
  ResendButton,
  useIdentityPin,
} from '../common/index.ts';
import { clearPendingAlert, readPendingAlert, type PendingAlert } from './pending.ts';
import { dateText, useT } from '../i18n/index.ts';
import { localDay } from './FilterList.tsx';
import { ALERT_MESSAGES } from './texts.ts';
import { useAlertMessages, useAlertText } from './useAlertText.ts';
import './alerts.css';
import { RouterLink } from '../common/index.ts';

export function AlertConfirmPage() {
  const getApi = useApi();
  const [pending] = useState(readPendingAlert);
  const [confirmed, setConfirmed] = useState<AlertConfirmResponse | null>(null);
  const { t } = useT();
  useDocumentTitle(t(confirmed ? ALERT_MESSAGES.confirmedTitle : ALERT_MESSAGES.confirmTitle));
  if (confirmed) return <Confirmed until={confirmed.laeuftBis} back={pending?.zurueck} />;
  if (!pending) {
    return (
      <div className="ts-alert">
        <h1 className="kern-heading-large">{t(ALERT_MESSAGES.confirmTitle)}</h1>
        <Alert tone="info" title={t(ALERT_MESSAGES.noPending)} />
        <p className="kern-body">
          <RouterLink to={ROUTES.base}>{t(ALERT_MESSAGES.toStart)}</RouterLink>
        </p>
      </div>
    );
  }
  return (
    <AlertStoreProvider getApi={getApi}>
      <div className="ts-alert">
        <h1 className="kern-heading-large">{t(ALERT_MESSAGES.confirmTitle)}</h1>
        <p className="kern-body">
          {t(pending.kanal === 'sms' ? ALERT_MESSAGES.sentToSms : ALERT_MESSAGES.sentToEmail, {
            address: pending.empfaenger,
          })}
        </p>
        <p className="kern-body">{t(ALERT_MESSAGES.confirmInstruction)}</p>
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
  const { locale, t } = useT();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="ts-alert">
      <h1 className="kern-heading-large" tabIndex={-1} ref={heading}>
        {t(ALERT_MESSAGES.confirmedTitle)}
      </h1>
      <Alert
        tone="success"
        title={t(ALERT_MESSAGES.confirmedText, { date: dateText(locale, localDay(until)) })}
        live="polite"
      />
      <p className="kern-body">
        <RouterLink to={back ?? ROUTES.base}>
          {t(back ? ALERT_MESSAGES.backToSearch : ALERT_MESSAGES.toStart)}
        </RouterLink>
      </p>
    </div>
  );
}

interface PinFormProps {
  readonly pending: PendingAlert;
  readonly onConfirmed: (answer: AlertConfirmResponse) => void;
}

/** The PIN part: the shared PIN form (issue #26 part 3) with the server's failure above it. */
function PinForm({ pending, onConfirmed }: PinFormProps) {
  const confirm = useAlert((state) => state.confirm);
  const resend = useAlert((state) => state.resend);
  const status = useAlert((state) => state.status);
  const failure = useAlert((state) => state.error);
  const resent = useAlert((state) => state.resent);
  const resendAvailableAt = useAlert((state) => state.resendAvailableAt);
  const pinSentAt = useAlert((state) => state.pinSentAt);
  const pin = useIdentityPin();
  const { t, domain } = useT();
  const textOf = useAlertText();
  const messagesOf = useAlertMessages();
  // The field's own §5 message (German from the shared hook), else the server's.
  const pinError =
    typeof pin.field.error === 'string'
      ? domain(pin.field.error)
      : pin.field.error !== undefined && pin.field.error !== null
        ? pin.field.error
        : failure?.fields.pin === undefined
          ? undefined
          : textOf(failure.fields.pin, failure, true);
  // Issue #23 part 3: the PIN's 10 minutes (the identity check's), from the dialog or a new PIN.
  const sentAt = pinSentAt ?? pending.gesendetAm;

  const submit = async () => {
    pin.touch();
    if (pin.error !== undefined) return;
    const answer = await confirm(pending.token, pin.pin);
    if (answer) onConfirmed(answer);
  };

  return (
    <>
      {sentAt !== undefined && (
        <PinTimeLimit
          sentAt={sentAt}
          validityMs={IDENTITY_PIN_VALIDITY_MS}
          onNewPin={() => void resend(pending.token)}
          busy={status === 'busy'}
          resendAvailableAt={resendAvailableAt}
        />
      )}
      <SharedPinForm
        className="ts-alert__form"
        actionsClassName="ts-alert__actions"
        onSubmit={() => void submit()}
        before={
          <>
            {failure && failure.messages.length > 0 ? (
              <Alert tone="error" title={messagesOf(failure)} />
            ) : null}
            <div role="status" className="ts-alert__status">
              {resent ? <p className="kern-body">{t(ALERT_MESSAGES.resent)}</p> : null}
            </div>
          </>
        }
        field={{
          ...pin.field,
          label: t(ALERT_MESSAGES.pinLabel),
          hint: t(ALERT_MESSAGES.pinHint),
          error: pinError,
        }}
        submit={{ label: t(ALERT_MESSAGES.confirm), busy: status === 'busy' }}
      >
        <ResendButton
          availableAt={resendAvailableAt}
          label={t(ALERT_MESSAGES.resend)}
          countdownLabel={(seconds) => t(ALERT_MESSAGES.resendCountdown, { seconds })}
          onClick={() => void resend(pending.token)}
        />
      </SharedPinForm>
    </>
  );
}
