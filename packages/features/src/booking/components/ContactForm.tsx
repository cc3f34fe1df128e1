// §2 "Booking modal" contact form for WEB (§3 "Contact data for booking", §5 "Contact form",
// "Phone", "E-mail"). Every rule and message comes from the domain's contact schema; messages show
// after a field was left (touched). Which of the TSS/DISPO/SURGERY extras show (notification
// channel, comment, agreements) comes from the domain's contactFormRules and §6 (useIsShown).
import { COMMENT_MAX_LENGTH, PHONE_PREFIX } from '@terminservice/domain/limits';
import {
  GENDERS,
  NOTIFICATION_CHANNELS,
  contactFormRules,
  type NotificationChannel,
} from '@terminservice/domain/validation';
import { Checkbox } from '@terminservice/ui/checkbox';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { Select } from '@terminservice/ui/select';
import { TextArea } from '@terminservice/ui/text-area';
import { TextField } from '@terminservice/ui/text-field';
import {
  useEffect,
  type ClipboardEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useIsShown } from '../../app-context/index.ts';
import type { ContactField } from '../contact-values.ts';
import { useBooking } from '../BookingStoreProvider.tsx';
import { BOOKING_TEXTS } from '../texts.ts';

export interface ContactFormProps {
  readonly formId: string;
  /** The id of each field's control: `${idPrefix}-${field}` (for focusing the first error). */
  readonly idPrefix: string;
  /** The first message per field (all fields, touched or not). */
  readonly errors: Partial<Record<ContactField, string>>;
  readonly video: boolean;
  readonly onSubmit: () => void;
}

// §5 "it blocks paste, copy, cut" on the repeat field.
const block = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

export function ContactForm({ formId, idPrefix, errors, video, onSubmit }: ContactFormProps) {
  const values = useBooking((state) => state.values);
  const touched = useBooking((state) => state.touched);
  const zipError = useBooking((state) => state.zipError);
  const busy = useBooking((state) => state.busy);
  const setValue = useBooking((state) => state.setValue);
  const touch = useBooking((state) => state.touch);
  const lookUpCity = useBooking((state) => state.lookUpCity);
  const applicationType = useBooking((state) => state.applicationType);
  const isShown = useIsShown();
  const rules = contactFormRules({
    applicationType,
    termintyp: video ? 'VIDEOSPRECHSTUNDE' : 'PRAESENZTERMIN',
  });
  const emailShown =
    rules.emailRequired !== 'withChannel' || values.notificationChannel === 'email';
  const emailOptional = rules.emailRequired === 'optional';

  // §5 "Postcode … Once valid it auto-fills the city by lookup".
  const zip = values.zip;
  const zipValid = errors.zip === undefined;
  useEffect(() => {
    if (!zipValid) return undefined;
    const controller = new AbortController();
    void lookUpCity(zip, controller.signal);
    return () => controller.abort();
  }, [zip, zipValid, lookUpCity]);

  const shown = (field: ContactField): string | undefined => {
    if (field === 'zip' && zipError) return zipError;
    return touched[field] ? errors[field] : undefined;
  };

  // Shared props of a text field bound to the store.
  const text = (
    field: Exclude<ContactField, 'agreementForComment' | 'userAgreement' | 'notificationChannel'>,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      id={`${idPrefix}-${field}`}
      label={label}
      value={values[field]}
      error={shown(field)}
      onChange={(event) => setValue(field, event.target.value)}
      onBlur={() => touch(field)}
      readOnly={busy}
      {...extra}
    />
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form id={formId} className="ts-booking__form" noValidate onSubmit={handleSubmit}>
      <fieldset className="kern-fieldset ts-booking__fieldset">
        <legend className="kern-label kern-heading-small ts-booking__legend">
          {BOOKING_TEXTS.contactLegend}
        </legend>
        <p className="kern-body kern-body--small ts-booking__required-note">
          {BOOKING_TEXTS.requiredNote}
        </p>
        <Row>
          <Select
            id={`${idPrefix}-gender`}
            label={BOOKING_TEXTS.gender}
            placeholder={BOOKING_TEXTS.genderPlaceholder}
            options={GENDERS}
            value={values.gender}
            error={shown('gender')}
            required
            disabled={busy}
            onChange={(event) => setValue('gender', event.target.value)}
            onBlur={() => touch('gender')}
          />
          {text('title', BOOKING_TEXTS.title, { autoComplete: 'honorific-prefix' })}
        </Row>
        <Row>
          {text('firstname', BOOKING_TEXTS.firstname, {
            autoComplete: 'given-name',
            required: true,
          })}
          {text('lastname', BOOKING_TEXTS.lastname, {
            autoComplete: 'family-name',
            required: true,
          })}
        </Row>
        {text('birthday', BOOKING_TEXTS.birthday, {
          hint: BOOKING_TEXTS.birthdayHint,
          autoComplete: 'bday',
          inputMode: 'numeric',
          placeholder: 'JJJJ-MM-TT',
          maxLength: 10,
          width: 'medium',
          required: true,
        })}
        <Row wide>
          {text('street', BOOKING_TEXTS.street, { autoComplete: 'address-line1', required: true })}
          {text('housenumber', BOOKING_TEXTS.housenumber)}
        </Row>
        <Row narrow>
          {text('zip', BOOKING_TEXTS.zip, {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            maxLength: 5,
            required: true,
          })}
          {text('city', BOOKING_TEXTS.city, { autoComplete: 'address-level2', required: true })}
        </Row>
        {/* §5 "Phone": "+49 is added when sending; a given prefix is shown before the input". */}
        {text('phone', BOOKING_TEXTS.phone_, {
          type: 'tel',
          prefix: PHONE_PREFIX,
          hint: BOOKING_TEXTS.phoneHint,
          autoComplete: 'tel-national',
          required: true,
        })}
        {/* §5 "Notification channel … only for in-person appointments in TSS/DISPO/SURGERY". */}
        {rules.notificationChannel === 'select' ? (
          <RadioGroup<NotificationChannel>
            id={`${idPrefix}-notificationChannel`}
            legend={BOOKING_TEXTS.notificationLegend}
            name={`${idPrefix}-notificationChannel`}
            options={NOTIFICATION_CHANNELS}
            value={values.notificationChannel}
            onChange={(value) => setValue('notificationChannel', value)}
            error={shown('notificationChannel')}
            disabled={busy}
            inline
          />
        ) : null}
        {emailShown ? (
          <>
            {text(
              'notificationReceiver',
              emailOptional ? BOOKING_TEXTS.emailOptional : BOOKING_TEXTS.email,
              {
                type: 'email',
                hint: video ? BOOKING_TEXTS.emailHintVideo : BOOKING_TEXTS.emailHint,
                autoComplete: 'email',
                required: !emailOptional,
              },
            )}
            {text(
              'notificationReceiverRepeat',
              emailOptional ? BOOKING_TEXTS.emailRepeatOptional : BOOKING_TEXTS.emailRepeat,
              {
                type: 'email',
                hint: BOOKING_TEXTS.emailRepeatHint,
                autoComplete: 'off',
                required: !emailOptional,
                onPaste: block,
                onCopy: block,
                onCut: block,
              },
            )}
          </>
        ) : null}
        {/* §5 "Comment … Shown for TSS, SURGERY, DISPO"; enabled only when ticked. */}
        {rules.commentShown ? (
          <>
            <Checkbox
              id={`${idPrefix}-agreementForComment`}
              label={BOOKING_TEXTS.agreementForComment}
              checked={values.agreementForComment}
              disabled={busy}
              onChange={(event) => setValue('agreementForComment', event.target.checked)}
            />
            <TextArea
              id={`${idPrefix}-commentForDoctor`}
              label={BOOKING_TEXTS.comment}
              hint={BOOKING_TEXTS.commentHint}
              value={values.commentForDoctor}
              maxLength={COMMENT_MAX_LENGTH}
              disabled={!values.agreementForComment || busy}
              error={values.agreementForComment ? shown('commentForDoctor') : undefined}
              onChange={(event) => setValue('commentForDoctor', event.target.value)}
              onBlur={() => touch('commentForDoctor')}
            />
          </>
        ) : null}
        {/* §5 "userAgreement must be ticked for TSS, DISPO, SURGERY", with its consent text. */}
        {rules.userAgreementRequired ? (
          <Checkbox
            id={`${idPrefix}-userAgreement`}
            label={
              isShown('patientConsent') ? BOOKING_TEXTS.patientConsent : BOOKING_TEXTS.callerConsent
            }
            checked={values.userAgreement}
            required
            disabled={busy}
            error={shown('userAgreement')}
            onChange={(event) => setValue('userAgreement', event.target.checked)}
            onBlur={() => touch('userAgreement')}
          />
        ) : null}
      </fieldset>
    </form>
  );
}

/** Two fields side by side on wide screens, stacked on phones. */
function Row({
  children,
  wide,
  narrow,
}: {
  readonly children: ReactNode;
  readonly wide?: boolean;
  readonly narrow?: boolean;
}) {
  const variant = wide ? ' ts-booking__row--wide' : narrow ? ' ts-booking__row--narrow' : '';
  return <div className={`ts-booking__row${variant}`}>{children}</div>;
}
