// The contact form's raw values (§3 "Contact data for booking") and their messages, read with the
// domain's contact schema (§5) — no rule is written here.
import type { ApplicationType } from '@terminservice/domain/application-type';
import {
  createContactFormSchema,
  fieldErrors,
  firstError,
  validOutput,
  postcodeSchema,
  type ContactForm,
  type Termintyp,
} from '@terminservice/domain/validation';

/** The raw form: the validated `ContactForm`'s fields, with the gender not yet chosen ('') allowed. */
export type ContactValues = Omit<ContactForm, 'gender'> & { readonly gender: string };

export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT: ContactValues = {
  gender: '',
  title: '',
  firstname: '',
  lastname: '',
  birthday: '',
  street: '',
  housenumber: '',
  zip: '',
  city: '',
  phone: '',
  notificationChannel: '',
  notificationReceiver: '',
  notificationReceiverRepeat: '',
  commentForDoctor: '',
  agreementForComment: false,
  userAgreement: false,
};

/** The fields of the form in screen order: the order errors are focused in. */
export const CONTACT_FIELDS = [
  'gender',
  'title',
  'firstname',
  'lastname',
  'birthday',
  'street',
  'housenumber',
  'zip',
  'city',
  'phone',
  'notificationChannel',
  'notificationReceiver',
  'notificationReceiverRepeat',
  'agreementForComment',
  'commentForDoctor',
  'userAgreement',
] as const satisfies readonly ContactField[];

export interface ContactRulesInput {
  readonly applicationType: ApplicationType;
  readonly termintyp: Termintyp;
  readonly today: Date;
}

export { contactFormRules } from '@terminservice/domain/validation';

function schemaFor(input: ContactRulesInput) {
  return createContactFormSchema(input);
}

/** §5: the first message per field, for every field (shown only after touch). */
export function contactErrors(
  values: ContactValues,
  input: ContactRulesInput,
): Partial<Record<ContactField, string>> {
  return fieldErrors(schemaFor(input), values) as Partial<Record<ContactField, string>>;
}

/** The validated form (trimmed, channel resolved), or null while any rule fails. */
export function validContact(values: ContactValues, input: ContactRulesInput): ContactForm | null {
  return validOutput(schemaFor(input), values) ?? null;
}

/** §5 "Postcode … Once valid it auto-fills the city by lookup". */
export function isCompletePostcode(zip: string): boolean {
  return firstError(postcodeSchema, zip) === undefined;
}
