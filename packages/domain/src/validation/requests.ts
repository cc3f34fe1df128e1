// Request bodies of the §7 calls that carry a payload, for the server. They reuse the form field
// schemas, so the server rejects what the forms reject, with the same messages and field names.
import * as v from 'valibot';
import { COMMENT_MAX_LENGTH } from '../limits/index.ts';
import {
  createBookingContactSchema,
  toBookingContact,
  type BookingContact,
  type ContactForm,
  type ContactFormOptions,
} from './contact.ts';
import {
  bookingPinSchema,
  emailSchema,
  identityPinSchema,
  postcodeSchema,
  sentIdentityPhoneSchema,
  specialtySchema,
  withPhonePrefix,
} from './fields.ts';
import { requiredString, textSchema, textareaSchema } from './generic.ts';
import type { NoCodeForm } from './login.ts';
import {
  CONTACT_MESSAGE_REQUIRED_MESSAGE,
  CONTACT_NAME_REQUIRED_MESSAGE,
  CONTACT_SUBJECT_REQUIRED_MESSAGE,
  INVALID_INPUT_MESSAGE,
  REQUIRED_MESSAGE,
  SLOTS_REQUIRED_MESSAGE,
  SPECIALTY_REQUIRED_MESSAGE,
} from './messages.ts';

/** §7 "SMS identification": plz, phone (with +49), leistungsmerkmal → token. */
export const identitySmsRequestSchema = v.object(
  { plz: postcodeSchema, phone: sentIdentityPhoneSchema, leistungsmerkmal: specialtySchema },
  INVALID_INPUT_MESSAGE,
);
export type IdentitySmsRequest = v.InferOutput<typeof identitySmsRequestSchema>;

/** §7 "e-mail identification": plz, receiver, leistungsmerkmal → token. */
export const identityEmailRequestSchema = v.object(
  { plz: postcodeSchema, receiver: emailSchema, leistungsmerkmal: specialtySchema },
  INVALID_INPUT_MESSAGE,
);
export type IdentityEmailRequest = v.InferOutput<typeof identityEmailRequestSchema>;

/** §7 "verify identification": token, pin (dash removed, §4). */
export const identityVerifyRequestSchema = v.object(
  { token: requiredString(REQUIRED_MESSAGE), pin: identityPinSchema },
  INVALID_INPUT_MESSAGE,
);
export type IdentityVerifyRequest = v.InferOutput<typeof identityVerifyRequestSchema>;

/** §7 "availability": postleitzahl, leistungsmerkmale (array, at least one). */
export const availabilityRequestSchema = v.object(
  {
    postleitzahl: postcodeSchema,
    leistungsmerkmale: v.pipe(
      v.optional(v.array(specialtySchema, SPECIALTY_REQUIRED_MESSAGE), []),
      v.minLength(1, SPECIALTY_REQUIRED_MESSAGE),
    ),
  },
  INVALID_INPUT_MESSAGE,
);
export type AvailabilityRequest = v.InferOutput<typeof availabilityRequestSchema>;

/**
 * §3/§7 "book appointment": slot, leistungsmerkmale (list, may be empty: not every flow has
 * chosen qualifications), contact. The contact rules depend on the application type and on the
 * slot's termintyp, hence a factory like the form's.
 */
export function createBookingRequestSchema(options: ContactFormOptions) {
  return v.object(
    {
      slot: requiredString(REQUIRED_MESSAGE),
      leistungsmerkmale: v.optional(v.array(specialtySchema, INVALID_INPUT_MESSAGE), []),
      contact: createBookingContactSchema(options),
    },
    INVALID_INPUT_MESSAGE,
  );
}
export type BookingRequest = v.InferOutput<ReturnType<typeof createBookingRequestSchema>>;

/** §7 "verify booking PIN": pin. */
export const bookingPinVerifyRequestSchema = v.object(
  { pin: bookingPinSchema },
  INVALID_INPUT_MESSAGE,
);
export type BookingPinVerifyRequest = v.InferOutput<typeof bookingPinVerifyRequestSchema>;

/** §7 "request booking e-mail PIN": receiver (the code travels as basic auth). */
export const bookingEmailPinRequestSchema = v.object(
  { receiver: emailSchema },
  INVALID_INPUT_MESSAGE,
);
export type BookingEmailPinRequest = v.InferOutput<typeof bookingEmailPinRequestSchema>;

/** §7 "change contact": notificationReceiver. */
export const changeContactRequestSchema = v.object(
  { notificationReceiver: emailSchema },
  INVALID_INPUT_MESSAGE,
);
export type ChangeContactRequest = v.InferOutput<typeof changeContactRequestSchema>;

/**
 * Issue #26 (not in §7): the PIN mailed to the new notification address, as the booking PIN (§5
 * "Booking PIN": 6 digits).
 */
export const confirmContactRequestSchema = v.object(
  { pin: bookingPinSchema },
  INVALID_INPUT_MESSAGE,
);
export type ConfirmContactRequest = v.InferOutput<typeof confirmContactRequestSchema>;

/** §7 "delete booking": slots (list of slot ids, at least one). */
export const deleteBookingRequestSchema = v.object(
  {
    slots: v.pipe(
      v.optional(v.array(requiredString(SLOTS_REQUIRED_MESSAGE), SLOTS_REQUIRED_MESSAGE), []),
      v.minLength(1, SLOTS_REQUIRED_MESSAGE),
    ),
  },
  INVALID_INPUT_MESSAGE,
);
export type DeleteBookingRequest = v.InferOutput<typeof deleteBookingRequestSchema>;

/**
 * §2 "Contact page: a contact form; fields not shown". Chosen here: name and subject as generic
 * text (1 to 100), the e-mail rules of §5, the message as generic textarea up to 1000 (the comment
 * limit of §9; 100 would be too short for a message).
 */
export const contactPageRequestSchema = v.object(
  {
    name: textSchema({ requiredMessage: CONTACT_NAME_REQUIRED_MESSAGE }),
    email: emailSchema,
    subject: textSchema({ requiredMessage: CONTACT_SUBJECT_REQUIRED_MESSAGE }),
    message: textareaSchema({
      maxLength: COMMENT_MAX_LENGTH,
      requiredMessage: CONTACT_MESSAGE_REQUIRED_MESSAGE,
    }),
  },
  INVALID_INPUT_MESSAGE,
);
export type ContactPageRequest = v.InferOutput<typeof contactPageRequestSchema>;
/** The contact page form is the request body itself. */
export const contactPageFormSchema = contactPageRequestSchema;

/** The booking payload from a validated contact form (§3 "Booking payload"). */
export function toBookingRequest(input: {
  readonly slot: string;
  readonly leistungsmerkmale: readonly string[];
  readonly contact: ContactForm;
}): { slot: string; leistungsmerkmale: string[]; contact: BookingContact } {
  return {
    slot: input.slot,
    leistungsmerkmale: [...input.leistungsmerkmale],
    contact: toBookingContact(input.contact),
  };
}

/** The identification request for a validated no-code form (§4 "No-code flow"), +49 added. */
export function toIdentityRequest(
  form: NoCodeForm,
):
  | { readonly channel: 'sms'; readonly body: IdentitySmsRequest }
  | { readonly channel: 'mail'; readonly body: IdentityEmailRequest } {
  const common = { plz: form.zip, leistungsmerkmal: form.qualification };
  return form.inlineRadioOptions === 'sms'
    ? { channel: 'sms', body: { ...common, phone: withPhonePrefix(form.phone) } }
    : { channel: 'mail', body: { ...common, receiver: form.repeatEmail.email } };
}
