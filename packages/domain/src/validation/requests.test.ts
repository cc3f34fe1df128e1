import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import {
  availabilityRequestSchema,
  bookingEmailPinRequestSchema,
  bookingPinVerifyRequestSchema,
  changeContactRequestSchema,
  contactPageFormSchema,
  contactPageRequestSchema,
  createBookingRequestSchema,
  deleteBookingRequestSchema,
  identityEmailRequestSchema,
  identitySmsRequestSchema,
  identityVerifyRequestSchema,
} from './requests.ts';

const bookingSchema = createBookingRequestSchema({
  applicationType: 'TSS',
  termintyp: 'PRAESENZTERMIN',
  today: '2024-06-15',
});
const booking = {
  slot: 'slot-1',
  leistungsmerkmale: ['W030'],
  contact: {
    geschlecht: 'DIVERS',
    nachname: 'Mustermann',
    vorname: 'Kim',
    geburtsdatum: '1990-01-31',
    notificationChannel: '',
    notificationReceiver: '',
    ort: 'Berlin',
    phone: '+491711234567',
    plz: '10115',
    strasse: 'Unter den Linden',
    hausnummer: '1',
    hinweisAnBehandelndenArzt: '',
  },
};

/** Bad bodies: the name, the schema, the body and the messages it gets, per field. */
const BAD_BODIES: [string, v.GenericSchema, unknown, Record<string, string>][] = [
  [
    'SMS identification',
    identitySmsRequestSchema,
    {},
    {
      plz: 'Sie müssen eine Postleitzahl eingeben',
      phone: 'Sie müssen eine Rufnummer eingeben',
      leistungsmerkmal: 'Bitte wählen Sie eine Fachrichtung aus.',
    },
  ],
  [
    'e-mail identification',
    identityEmailRequestSchema,
    { plz: '10115', receiver: 'kim', leistungsmerkmal: 'W030' },
    {
      receiver: 'Ungültige E-Mail-Adresse',
    },
  ],
  [
    'verify identification',
    identityVerifyRequestSchema,
    { pin: '12a' },
    {
      token: 'Dieses Feld darf nicht leer sein.',
      pin: 'Gültige Zeichen sind 0-9 -',
    },
  ],
  [
    'availability',
    availabilityRequestSchema,
    { postleitzahl: '1011', leistungsmerkmale: [] },
    {
      postleitzahl: 'Minimale Zeichenanzahl: 5',
      leistungsmerkmale: 'Bitte wählen Sie eine Fachrichtung aus.',
    },
  ],
  [
    'availability, bad entry',
    availabilityRequestSchema,
    { postleitzahl: '10115', leistungsmerkmale: ['W030', ''] },
    {
      'leistungsmerkmale.1': 'Bitte wählen Sie eine Fachrichtung aus.',
    },
  ],
  [
    'booking',
    bookingSchema,
    {
      ...booking,
      slot: '',
      contact: { ...booking.contact, vorname: '', phone: `+49${'1'.repeat(18)}` },
    },
    {
      slot: 'Dieses Feld darf nicht leer sein.',
      'contact.vorname': 'Sie müssen einen Vornamen eingeben',
      'contact.phone': 'Maximale Zeichenanzahl: 20',
    },
  ],
  [
    'booking, e-mail channel',
    bookingSchema,
    { ...booking, contact: { ...booking.contact, notificationChannel: 'email' } },
    {
      'contact.notificationReceiver': 'Sie müssen eine E-Mail-Adresse eingeben',
    },
  ],
  ['booking without contact', bookingSchema, { slot: 's' }, { contact: 'Ungültige Eingabe.' }],
  [
    'verify booking PIN',
    bookingPinVerifyRequestSchema,
    { pin: '12345' },
    {
      pin: 'Die Verifizierungs-PIN besteht aus 6 Ziffern.',
    },
  ],
  [
    'request booking e-mail PIN',
    bookingEmailPinRequestSchema,
    { receiver: '' },
    {
      receiver: 'Sie müssen eine E-Mail-Adresse eingeben',
    },
  ],
  [
    'change contact',
    changeContactRequestSchema,
    { notificationReceiver: 'a..b@example.de' },
    {
      notificationReceiver: 'Zwei aufeinanderfolgende Punkte sind nicht erlaubt.',
    },
  ],
  [
    'delete booking',
    deleteBookingRequestSchema,
    { slots: [] },
    {
      slots: 'Bitte wählen Sie mindestens einen Termin aus.',
    },
  ],
  [
    'delete booking, not a list',
    deleteBookingRequestSchema,
    { slots: 'a' },
    {
      slots: 'Bitte wählen Sie mindestens einen Termin aus.',
    },
  ],
  [
    'contact page',
    contactPageRequestSchema,
    { name: '', email: '', subject: 'a'.repeat(101), message: '' },
    {
      name: 'Sie müssen einen Namen eingeben',
      email: 'Sie müssen eine E-Mail-Adresse eingeben',
      subject: 'Maximale Zeichenanzahl: 100',
      message: 'Sie müssen eine Nachricht eingeben',
    },
  ],
  [
    'contact page, content',
    contactPageRequestSchema,
    { name: 'Kim {x}', email: 'kim@example.de', subject: 'Frage', message: '<a> und </a>' },
    {
      name: 'Das Feld enthält nicht erlaubte Sonderzeichen.',
      message: 'Die Zeichen < und > sind nicht erlaubt.',
    },
  ],
  ['not an object', changeContactRequestSchema, 'x', { '': 'Ungültige Eingabe.' }],
];

describe('request bodies (§7)', () => {
  it.each<[string, v.GenericSchema, unknown]>([
    [
      'SMS identification',
      identitySmsRequestSchema,
      { plz: '10115', phone: '+491711234567', leistungsmerkmal: 'W030' },
    ],
    [
      'e-mail identification',
      identityEmailRequestSchema,
      { plz: '10115', receiver: 'kim@example.de', leistungsmerkmal: 'W030' },
    ],
    ['verify identification', identityVerifyRequestSchema, { token: 'abc', pin: '123456' }],
    [
      'availability',
      availabilityRequestSchema,
      { postleitzahl: '10115', leistungsmerkmale: ['W030'] },
    ],
    ['booking', bookingSchema, booking],
    ['booking without leistungsmerkmale', bookingSchema, { ...booking, leistungsmerkmale: [] }],
    ['verify booking PIN', bookingPinVerifyRequestSchema, { pin: '123456' }],
    ['request booking e-mail PIN', bookingEmailPinRequestSchema, { receiver: 'kim@example.de' }],
    ['change contact', changeContactRequestSchema, { notificationReceiver: 'kim@example.de' }],
    ['delete booking', deleteBookingRequestSchema, { slots: ['a', 'b'] }],
    [
      'contact page',
      contactPageRequestSchema,
      {
        name: 'Kim',
        email: 'kim@example.de',
        subject: 'Frage',
        message: 'Wie lange dauert es?\nDanke',
      },
    ],
  ])('accepts a valid %s body', (_name, schema, body) => {
    expect(fieldErrors(schema, body)).toEqual({});
  });

  it.each(BAD_BODIES)('rejects a bad %s body', (_name, schema, body, errors) => {
    expect(fieldErrors(schema, body)).toEqual(errors);
  });

  it('drops unknown keys and trims', () => {
    expect(
      v.parse(changeContactRequestSchema, {
        notificationReceiver: ' kim@example.de ',
        admin: true,
      }),
    ).toEqual({
      notificationReceiver: 'kim@example.de',
    });
  });

  it('uses one schema for the contact page form and its request', () => {
    expect(contactPageFormSchema).toBe(contactPageRequestSchema);
  });
});
