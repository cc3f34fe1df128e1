// §2 "Booking modal" contact form for WEB (§3 "Contact data for booking", §5 "Contact form",
// "Phone", "E-mail"). Every rule and message comes from the domain's contact schema; messages show
// after a field was left (touched). Which of the TSS/DISPO/SURGERY extras show (notification
// channel, comment, agreements) comes from the domain's contactFormRules and §6 (useIsShown).
import { contactFormRules } from '@terminservice/domain/validation';
import { useEffect, type FormEvent } from 'react';
import type { ContactField } from '../contact-values.ts';
import { useBooking } from '../BookingStoreProvider.tsx';
import { useContactBinding } from '../hooks/useContactBinding.tsx';
import { useT } from '../../i18n/index.ts';
import { BOOKING_MESSAGES } from '../texts.ts';
import { AgreementFields } from './AgreementFields.tsx';
import { NotificationFields } from './NotificationFields.tsx';
import { PersonFields } from './PersonFields.tsx';

export interface ContactFormProps {
  readonly formId: string;
  /** The id of each field's control: `${idPrefix}-${field}` (for focusing the first error). */
  readonly idPrefix: string;
  /** The first message per field (all fields, touched or not). */
  readonly errors: Partial<Record<ContactField, string>>;
  readonly video: boolean;
  readonly onSubmit: () => void;
}

export function ContactForm({ formId, idPrefix, errors, video, onSubmit }: ContactFormProps) {
  const { t } = useT();
  const binding = useContactBinding(idPrefix, errors);
  const lookUpCity = useBooking((state) => state.lookUpCity);
  const applicationType = useBooking((state) => state.applicationType);
  const rules = contactFormRules({
    applicationType,
    termintyp: video ? 'VIDEOSPRECHSTUNDE' : 'PRAESENZTERMIN',
  });

  // §5 "Postcode … Once valid it auto-fills the city by lookup".
  const zip = binding.values.zip;
  const zipValid = errors.zip === undefined;
  useEffect(() => {
    if (!zipValid) return undefined;
    const controller = new AbortController();
    void lookUpCity(zip, controller.signal);
    return () => controller.abort();
  }, [zip, zipValid, lookUpCity]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form id={formId} className="ts-booking__form" noValidate onSubmit={handleSubmit}>
      <fieldset className="kern-fieldset ts-booking__fieldset">
        <legend className="kern-label kern-heading-small ts-booking__legend">
          {t(BOOKING_MESSAGES.contactLegend)}
        </legend>
        <p className="kern-body kern-body--small ts-booking__required-note">
          {t(BOOKING_MESSAGES.requiredNote)}
        </p>
        <PersonFields binding={binding} />
        <NotificationFields binding={binding} rules={rules} video={video} />
        <AgreementFields binding={binding} rules={rules} />
      </fieldset>
    </form>
  );
}
