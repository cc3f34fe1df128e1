// The dialog 'Terminalarm einrichten' (issue #15 "Subscribing", "Channel"): what the alert will
// watch (the search's filters), e-mail or SMS and the address, checked with the domain's field
// schemas; the server checks everything again. A PIN goes to the address; the PIN page follows.
import {
  ALERT_ROUTES,
  type AlertChannel,
  type AlertSubscribeRequest,
} from '@terminservice/domain/alerts';
import { FEATURE_TOGGLES, toFeatureToggleMap } from '@terminservice/domain/api';
import { PHONE_PREFIX } from '@terminservice/domain/limits';
import {
  emailSchema,
  firstError,
  identityPhoneSchema,
  withPhonePrefix,
} from '@terminservice/domain/validation';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { TextField } from '@terminservice/ui/text-field';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi, useApplicationType } from '../app-context/index.ts';
import type { AlertSearch } from './AlertOffer.tsx';
import { AlertStoreProvider, useAlert } from './AlertStoreProvider.tsx';
import { FilterList } from './FilterList.tsx';
import { useQualificationNames } from './names.ts';
import { writePendingAlert } from './pending.ts';
import { useT } from '../i18n/index.ts';
import { ALERT_MESSAGES, ALERT_RULES_VALUES } from './texts.ts';
import { useAlertMessages, useAlertText } from './useAlertText.ts';

export interface AlertDialogProps {
  readonly search: AlertSearch;
  readonly onClose: () => void;
}

export default function AlertDialog(props: AlertDialogProps) {
  const getApi = useApi();
  return (
    <AlertStoreProvider getApi={getApi}>
      <SubscribeDialog {...props} />
    </AlertStoreProvider>
  );
}

/** §4: the SMS channel follows the SMS identity check's toggle; without the toggles it is offered. */
function useSmsEnabled(): boolean {
  const getApi = useApi();
  const [enabled, setEnabled] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    void getApi()
      .then((api) => api.featureToggles({ signal: controller.signal }))
      .then((toggles) => {
        setEnabled(toFeatureToggleMap(toggles)[FEATURE_TOGGLES.smsIdentitaetspruefung] !== false);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [getApi]);
  return enabled;
}

function useSubscribeForm(search: AlertSearch, field: RefObject<HTMLInputElement | null>) {
  const subscribe = useAlert((state) => state.subscribe);
  const navigate = useNavigate();
  const location = useLocation();
  const smsEnabled = useSmsEnabled();
  const [chosen, setKanal] = useState<AlertChannel>('email');
  const kanal = smsEnabled ? chosen : 'email';
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const error =
    kanal === 'email' ? firstError(emailSchema, email) : firstError(identityPhoneSchema, phone);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (error !== undefined) {
      field.current?.focus();
      return;
    }
    const body: AlertSubscribeRequest = {
      plz: search.plz,
      qualifikationen: [...search.qualifikationen],
      radius: search.radius,
      tageszeiten: search.daytime,
      termintyp: search.appointmentType,
      ...(search.sprache ? { sprache: search.sprache } : {}),
      kanal,
      empfaenger: kanal === 'email' ? email.trim() : withPhonePrefix(phone),
    };
    const requestedAt = Date.now();
    const answer = await subscribe(body);
    if (!answer) return;
    writePendingAlert({
      ...answer,
      zurueck: `${location.pathname}${location.search}`,
      gesendetAm: requestedAt,
    });
    void navigate(ALERT_ROUTES.confirm);
  };
  return {
    smsEnabled,
    kanal,
    setKanal,
    email,
    setEmail,
    phone,
    setPhone,
    touched,
    setTouched,
    field,
    error,
    submit,
  };
}

function SubscribeDialog({ search, onClose }: AlertDialogProps) {
  const id = useId();
  const type = useApplicationType();
  const status = useAlert((state) => state.status);
  const failure = useAlert((state) => state.error);
  const field = useRef<HTMLInputElement>(null);
  const form = useSubscribeForm(search, field);
  const names = useQualificationNames(search.qualifikationen);
  const { t, domain } = useT();
  const textOf = useAlertText();
  const messagesOf = useAlertMessages();
  const ownError = form.touched ? form.error : undefined;
  const serverField = failure?.fields.empfaenger;
  const shown =
    ownError !== undefined
      ? domain(ownError)
      : serverField === undefined
        ? undefined
        : textOf(serverField, failure, true);
  const formId = `${id}-form`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(ALERT_MESSAGES.dialogTitle)}
      closeLabel={t(ALERT_MESSAGES.close)}
      description={t(ALERT_MESSAGES.dialogIntro)}
      footer={
        <div className="ts-alert__actions">
          <Button type="submit" form={formId} busy={status === 'busy'}>
            {t(ALERT_MESSAGES.submit)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t(ALERT_MESSAGES.cancel)}
          </Button>
        </div>
      }
    >
      <FilterList
        fachrichtungen={names}
        plz={search.plz}
        radius={search.radius}
        tageszeiten={search.daytime}
        termintyp={search.appointmentType}
        sprache={search.sprache}
      />
      <form id={formId} className="ts-alert__form" onSubmit={(e) => void form.submit(e)} noValidate>
        {failure && failure.messages.length > 0 ? (
          <Alert tone="error" title={messagesOf(failure)} />
        ) : null}
        <RadioGroup<AlertChannel>
          legend={t(type === 'WEB' ? ALERT_MESSAGES.channel : ALERT_MESSAGES.channelCaller)}
          name={`${id}-kanal`}
          inline
          value={form.kanal}
          onChange={form.setKanal}
          error={
            failure?.fields.kanal === undefined
              ? undefined
              : textOf(failure.fields.kanal, failure, true)
          }
          options={[
            { value: 'email', label: t(ALERT_MESSAGES.channelEmail) },
            ...(form.smsEnabled
              ? [{ value: 'sms' as const, label: t(ALERT_MESSAGES.channelSms) }]
              : []),
          ]}
        />
        <ReceiverField form={form} field={field} error={shown} hotline={type !== 'WEB'} />
        <p className="kern-body ts-alert__rules">{t(ALERT_MESSAGES.rules, ALERT_RULES_VALUES)}</p>
      </form>
    </Dialog>
  );
}

type SubscribeForm = ReturnType<typeof useSubscribeForm>;

/** The address: an e-mail, or a mobile number with the visible +49 (§5 rules). */
function ReceiverField({
  form,
  field,
  error,
  hotline,
}: {
  readonly form: SubscribeForm;
  readonly field: RefObject<HTMLInputElement | null>;
  readonly error: string | undefined;
  /** A caller's address typed by an agent: the browser must not offer the agent's own. */
  readonly hotline: boolean;
}) {
  const { t } = useT();
  if (form.kanal === 'email') {
    return (
      <TextField
        ref={field}
        label={t(ALERT_MESSAGES.email)}
        type="email"
        autoComplete={hotline ? 'off' : 'email'}
        value={form.email}
        onChange={(event) => form.setEmail(event.target.value)}
        onBlur={() => form.setTouched(true)}
        error={error}
        required
      />
    );
  }
  return (
    <TextField
      ref={field}
      label={t(ALERT_MESSAGES.phone)}
      hint={t(ALERT_MESSAGES.phoneHint)}
      prefix={PHONE_PREFIX}
      type="tel"
      inputMode="tel"
      autoComplete={hotline ? 'off' : 'tel-national'}
      value={form.phone}
      onChange={(event) => form.setPhone(event.target.value)}
      onBlur={() => form.setTouched(true)}
      error={error}
      required
    />
  );
}
