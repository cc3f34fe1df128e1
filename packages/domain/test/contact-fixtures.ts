// Test data shared by the contact tests (contact*.test.ts): a valid form, the day the age rules
// count from, and the form schema and its messages per application type. Not exported by the
// package.
import type { ApplicationType } from '../src/application-type/types.ts';
import { createContactFormSchema, type Termintyp } from '../src/validation/contact.ts';
import { fieldErrors } from '../src/validation/field-errors.ts';

export const today = '2024-06-15';

export const validContact = {
  gender: 'WEIBLICH',
  title: '',
  firstname: 'Erika',
  lastname: 'Müller-Lüdenscheidt',
  birthday: '1980-02-29',
  street: 'Hauptstraße',
  housenumber: '12a',
  zip: '10115',
  city: 'Frankfurt/Main',
  phone: '0171 1234567',
  notificationChannel: 'email',
  notificationReceiver: 'erika@example.de',
  notificationReceiverRepeat: 'erika@example.de',
  commentForDoctor: '',
  agreementForComment: false,
  userAgreement: true,
};

export const schemaFor = (
  applicationType: ApplicationType,
  termintyp: Termintyp = 'PRAESENZTERMIN',
) => createContactFormSchema({ applicationType, termintyp, today });

export const errorsFor = (
  applicationType: ApplicationType,
  changes: Record<string, unknown>,
  termintyp: Termintyp = 'PRAESENZTERMIN',
) => fieldErrors(schemaFor(applicationType, termintyp), { ...validContact, ...changes });
