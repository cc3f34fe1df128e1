// Walks every message text §5 gives, copied here verbatim, with an input that triggers it.
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createContactFormSchema } from './contact.ts';
import { dateTimeRangeSchema } from './date-range.ts';
import { fieldErrors } from './field-errors.ts';
import { codeLoginFormSchema, identityPinFormSchema, noCodeFormSchema } from './login.ts';
import { bookingPinVerifyRequestSchema } from './requests.ts';

const contact = {
  gender: 'MAENNLICH',
  firstname: 'Max',
  lastname: 'Mustermann',
  birthday: '1970-01-01',
  street: 'Hauptstraße',
  housenumber: '1',
  zip: '10115',
  city: 'Berlin',
  phone: '030 123456',
  notificationChannel: 'email',
  notificationReceiver: 'max@example.de',
  notificationReceiverRepeat: 'max@example.de',
  agreementForComment: true,
  commentForDoctor: 'Bitte zurückrufen.',
  userAgreement: true,
};
const contactSchema = createContactFormSchema({
  applicationType: 'TSS',
  termintyp: 'PRAESENZTERMIN',
  today: '2024-06-15',
});
const login = { code: 'ABCD-FGHJ-KLMN', zip: '10115' };
const noCode = {
  qualification: 'W030',
  zip: '10115',
  insuranceCheck: true,
  inlineRadioOptions: 'mail',
  repeatEmail: { email: 'max@example.de', emailRepeat: 'max@example.de' },
};
const range = { fromDate: '2024-06-10', toDate: '2024-06-12' };

type Row = [message: string, schema: v.GenericSchema, input: unknown, path: string];

const rows: Row[] = [
  // §5 "Code"
  ['Vermittlungscode benötigt', codeLoginFormSchema, { ...login, code: '' }, 'code'],
  [
    'Gültige Zeichen sind a-z A-Z 0-9',
    codeLoginFormSchema,
    { ...login, code: 'ABCD.FGHJ.KLMN' },
    'code',
  ],
  ['Minimale Zeichenanzahl: 12', codeLoginFormSchema, { ...login, code: 'ABCD-FGHJ' }, 'code'],
  [
    'Ungültiger Vermittlungscode.',
    codeLoginFormSchema,
    { ...login, code: 'ABCD-FGHJ-KLMNP' },
    'code',
  ],
  // §5 "Postcode"
  ['Sie müssen eine Postleitzahl eingeben', codeLoginFormSchema, { ...login, zip: '' }, 'zip'],
  ['Ungültige Postleitzahl', codeLoginFormSchema, { ...login, zip: '00999' }, 'zip'],
  ['Minimale Zeichenanzahl: 5', codeLoginFormSchema, { ...login, zip: '1011' }, 'zip'],
  ['Maximale Zeichenanzahl: 5', codeLoginFormSchema, { ...login, zip: '101155' }, 'zip'],
  ['Gültige Zeichen sind 0-9', codeLoginFormSchema, { ...login, zip: '1011x' }, 'zip'],
  // §5 "Identity PIN"
  ['Gültige Zeichen sind 0-9 -', identityPinFormSchema, { pin: '123_456' }, 'pin'],
  // §5 "Booking PIN"
  ['Bitte Verifizierungs-PIN angeben.', bookingPinVerifyRequestSchema, { pin: '' }, 'pin'],
  ['Gültige Zeichen sind 0-9', bookingPinVerifyRequestSchema, { pin: '12345x' }, 'pin'],
  // §5 "Phone"
  [
    'Sie müssen eine Rufnummer eingeben',
    noCodeFormSchema,
    { ...noCode, inlineRadioOptions: 'sms', phone: '' },
    'phone',
  ],
  ['Sie müssen eine Rückrufnummer eingeben', contactSchema, { ...contact, phone: '' }, 'phone'],
  [
    'Gültige Zeichen sind 0-9 <Leerzeichen> + /',
    contactSchema,
    { ...contact, phone: '030-12345x' },
    'phone',
  ],
  [
    'Maximale Zeichenanzahl: 20',
    noCodeFormSchema,
    { ...noCode, inlineRadioOptions: 'sms', phone: '0'.repeat(21) },
    'phone',
  ],
  ['Maximale Zeichenanzahl: 20', contactSchema, { ...contact, phone: '0'.repeat(18) }, 'phone'],
  // §5 "E-mail"
  [
    'Sie müssen eine E-Mail-Adresse eingeben',
    noCodeFormSchema,
    { ...noCode, repeatEmail: { email: '', emailRepeat: '' } },
    'repeatEmail.email',
  ],
  [
    'Ungültige E-Mail-Adresse',
    contactSchema,
    { ...contact, notificationReceiver: 'max@example.x' },
    'notificationReceiver',
  ],
  [
    'Maximale Zeichenanzahl: 100',
    contactSchema,
    { ...contact, notificationReceiver: `${'m'.repeat(90)}@example.de` },
    'notificationReceiver',
  ],
  [
    'Die eingegebenen E-Mail-Adressen stimmen nicht überein.',
    contactSchema,
    { ...contact, notificationReceiverRepeat: 'moritz@example.de' },
    'notificationReceiverRepeat',
  ],
  // §5 "Contact form"
  ['Geschlecht auswählen', contactSchema, { ...contact, gender: '' }, 'gender'],
  ['Sie müssen einen Vornamen eingeben', contactSchema, { ...contact, firstname: '' }, 'firstname'],
  ['Sie müssen einen Nachnamen eingeben', contactSchema, { ...contact, lastname: '' }, 'lastname'],
  ['Ungültiges Geburtsdatum.', contactSchema, { ...contact, birthday: '1970-02-30' }, 'birthday'],
  [
    'Das Alter darf max. 150 Jahre sein.',
    contactSchema,
    { ...contact, birthday: '1800-01-01' },
    'birthday',
  ],
  [
    'Das Alter darf nicht in der Zukunft liegen.',
    contactSchema,
    { ...contact, birthday: '2030-01-01' },
    'birthday',
  ],
  ['Sie müssen einen Ort eingeben', contactSchema, { ...contact, city: '' }, 'city'],
  ['Sie müssen eine Straße eingeben', contactSchema, { ...contact, street: '' }, 'street'],
  // §5 "Comment"
  [
    'der Hinweis darf nicht leer sein',
    contactSchema,
    { ...contact, commentForDoctor: '' },
    'commentForDoctor',
  ],
  // §5 "Date-time range filter"
  [
    "Bitte überprüfen Sie alle Zeitangaben. 'Bis' Datum darf nicht vor 'Von' Datum liegen",
    dateTimeRangeSchema,
    { ...range, toDate: '2024-06-01' },
    'toDate',
  ],
  ["Ungültiges 'Von' Datum.", dateTimeRangeSchema, { ...range, fromDate: '' }, 'fromDate'],
  ["Ungültiges 'Bis' Datum.", dateTimeRangeSchema, { ...range, toDate: '12.06.2024' }, 'toDate'],
];

describe('every §5 message', () => {
  it.each(rows)('%s', (message, schema, input, path) => {
    expect(fieldErrors(schema, input)[path]).toBe(message);
  });

  it.each([
    ['contact', contactSchema, contact],
    ['code login', codeLoginFormSchema, login],
    ['no-code login', noCodeFormSchema, noCode],
    ['date range', dateTimeRangeSchema, range],
  ] as const)('the base %s input is valid', (_name, schema, input) => {
    expect(fieldErrors(schema, input)).toEqual({});
  });
});
