import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApplicationType } from '../application-type/types.ts';
import { errorsFor, schemaFor, today, validContact } from '../../test/contact-fixtures.ts';
import { fieldErrors } from './field-errors.ts';
import {
  GENDERS,
  NOTIFICATION_CHANNELS,
  contactFormRules,
  createBirthdayInputSchema,
  createBirthdaySchema,
  type ContactFormRules,
  type Termintyp,
} from './contact.ts';

describe('labels (§3, §5)', () => {
  it('lists genders and notification channels with their labels', () => {
    expect(GENDERS).toEqual([
      { value: 'MAENNLICH', label: 'Männlich' },
      { value: 'WEIBLICH', label: 'Weiblich' },
      { value: 'DIVERS', label: 'Divers' },
      { value: 'UNBESTIMMT', label: 'Unbestimmt' },
    ]);
    expect(NOTIFICATION_CHANNELS).toEqual([
      { value: '', label: 'Keine' },
      { value: 'email', label: 'E-Mail' },
    ]);
  });
});

describe('contactFormRules', () => {
  const staff = (channel: 'select' | 'email'): ContactFormRules => ({
    notificationChannel: channel,
    emailRequired: channel === 'email' ? 'always' : 'withChannel',
    commentShown: true,
    userAgreementRequired: true,
  });
  const patient = (channel: 'email' | 'derived'): ContactFormRules => ({
    notificationChannel: channel,
    emailRequired: channel === 'email' ? 'always' : 'optional',
    commentShown: false,
    userAgreementRequired: false,
  });

  it.each<[ApplicationType, Termintyp, ContactFormRules]>([
    ['WEB', 'PRAESENZTERMIN', patient('email')],
    ['WEB', 'VIDEOSPRECHSTUNDE', patient('email')],
    ['TSS', 'PRAESENZTERMIN', staff('select')],
    ['TSS', 'VIDEOSPRECHSTUNDE', staff('email')],
    ['DISPO', 'PRAESENZTERMIN', staff('select')],
    ['DISPO', 'VIDEOSPRECHSTUNDE', staff('email')],
    ['SURGERY', 'PRAESENZTERMIN', staff('select')],
    ['SURGERY', 'VIDEOSPRECHSTUNDE', staff('email')],
    ['SMED', 'PRAESENZTERMIN', patient('derived')],
    ['SMED', 'VIDEOSPRECHSTUNDE', patient('email')],
  ])('%s %s', (applicationType, termintyp, rules) => {
    expect(contactFormRules({ applicationType, termintyp })).toEqual(rules);
  });
});

describe('contact form fields (§5 "Contact form")', () => {
  it.each<[string, unknown, string]>([
    ['gender', '', 'Geschlecht auswählen'],
    ['gender', undefined, 'Geschlecht auswählen'],
    ['gender', 'MALE', 'Geschlecht auswählen'],
    ['title', 'Dr. <b>', 'Das Feld enthält nicht erlaubte Sonderzeichen.'],
    ['firstname', '', 'Sie müssen einen Vornamen eingeben'],
    ['firstname', 'Erika!', 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ,'],
    ['firstname', 'Erika0x', "Die Zeichenfolge '0x' ist nicht erlaubt."],
    ['firstname', 'a'.repeat(101), 'Maximale Zeichenanzahl: 100'],
    ['lastname', '  ', 'Sie müssen einen Nachnamen eingeben'],
    ['lastname', "O'Brien", 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ,'],
    ['birthday', '', 'Ungültiges Geburtsdatum.'],
    ['birthday', '15/06/1980', 'Ungültiges Geburtsdatum.'],
    ['birthday', '31.06.1980', 'Ungültiges Geburtsdatum.'],
    ['birthday', '14.06.1874', 'Das Alter darf max. 150 Jahre sein.'],
    ['birthday', '16.6.2024', 'Das Alter darf nicht in der Zukunft liegen.'],
    ['birthday', '2023-02-29', 'Ungültiges Geburtsdatum.'],
    ['birthday', '1980-13-01', 'Ungültiges Geburtsdatum.'],
    ['birthday', '1874-06-14', 'Das Alter darf max. 150 Jahre sein.'],
    ['birthday', '2024-06-16', 'Das Alter darf nicht in der Zukunft liegen.'],
    ['street', '', 'Sie müssen eine Straße eingeben'],
    ['street', 'a'.repeat(101), 'Maximale Zeichenanzahl: 100'],
    ['street', 'Weg #3', 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ,'],
    ['housenumber', '1'.repeat(21), 'Maximale Zeichenanzahl: 20'],
    ['housenumber', '12#', 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . , ( ) /'],
    ['zip', '', 'Sie müssen eine Postleitzahl eingeben'],
    ['city', '', 'Sie müssen einen Ort eingeben'],
    ['city', 'a'.repeat(101), 'Maximale Zeichenanzahl: 100'],
    ['city', 'Frankfurt//Main', 'Zwei aufeinanderfolgende Schrägstriche sind nicht erlaubt.'],
    ['city', 'Berlin!', 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . , /'],
    ['phone', '', 'Sie müssen eine Rückrufnummer eingeben'],
    ['phone', '1'.repeat(18), 'Maximale Zeichenanzahl: 20'],
    ['notificationChannel', 'sms', 'Bitte wählen Sie eine Benachrichtigung aus.'],
    ['notificationReceiver', 'erika@', 'Ungültige E-Mail-Adresse'],
    ['userAgreement', false, 'Bitte bestätigen Sie die Einwilligung.'],
  ])('%s %j → %j', (field, value, message) => {
    expect(errorsFor('TSS', { [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['birthday', '1874-06-15'],
    ['birthday', today],
    ['housenumber', ''],
    ['housenumber', '12 (Hinterhaus)/b'],
    ['title', 'Prof. Dr.'],
    ['firstname', 'Çelik'],
    ['lastname', 'von der Heide, jun.'],
    ['city', 'Halle (Saale)'.replace(/[()]/g, '')],
  ])('accepts %s %j', (field, value) => {
    expect(errorsFor('TSS', { [field]: value })).toEqual({});
  });
});

describe('contact form messages (§5 "Contact form")', () => {
  it('reports one message per field, the first rule that fails', () => {
    expect(
      errorsFor('TSS', { gender: '', firstname: '', birthday: 'x', zip: '1', phone: '' }),
    ).toEqual({
      gender: 'Geschlecht auswählen',
      firstname: 'Sie müssen einen Vornamen eingeben',
      birthday: 'Ungültiges Geburtsdatum.',
      zip: 'Minimale Zeichenanzahl: 5',
      phone: 'Sie müssen eine Rückrufnummer eingeben',
    });
  });

  it('trims strings', () => {
    const output = v.parse(schemaFor('TSS'), {
      ...validContact,
      firstname: '  Erika ',
      notificationReceiver: ' erika@example.de',
      notificationReceiverRepeat: 'erika@example.de ',
    });
    expect(output.firstname).toBe('Erika');
    expect(output.notificationReceiver).toBe('erika@example.de');
  });

  it('treats a missing key as empty and a non-object as invalid input', () => {
    const { gender: _gender, ...withoutGender } = validContact;
    expect(fieldErrors(schemaFor('TSS'), withoutGender)).toEqual({
      gender: 'Geschlecht auswählen',
    });
    expect(fieldErrors(schemaFor('TSS'), null)).toEqual({ '': 'Ungültige Eingabe.' });
  });
});

describe('birthday counts from today (§5, §9 max age 150)', () => {
  it.each([
    [new Date(2024, 5, 15), '1874-06-15', undefined],
    [new Date(2024, 5, 15), '1874-06-14', 'Das Alter darf max. 150 Jahre sein.'],
    ['2024-02-29', '1874-02-28', 'Das Alter darf max. 150 Jahre sein.'],
    ['2024-02-29', '1874-03-01', undefined],
    ['2024-02-29', '2024-03-01', 'Das Alter darf nicht in der Zukunft liegen.'],
  ])('today %j, born %j → %j', (day, birthday, message) => {
    const result = v.safeParse(createBirthdaySchema(day), birthday);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it.each([
    ['15.06.1980', '1980-06-15'],
    ['5.6.1980', '1980-06-05'],
    ['1980-06-15', '1980-06-15'],
  ])('the form reads %j as %j, the yyyy-MM-dd of the spec (issue #16)', (typed, sent) => {
    expect(v.parse(createBirthdayInputSchema('2024-06-15'), typed)).toBe(sent);
    expect(v.parse(schemaFor('TSS'), { ...validContact, birthday: typed }).birthday).toBe(sent);
  });

  it('the payload (what the server accepts) stays yyyy-MM-dd', () => {
    const result = v.safeParse(createBirthdaySchema('2024-06-15'), '15.06.1980');
    expect(result.issues?.[0]?.message).toBe('Ungültiges Geburtsdatum.');
  });

  it('rejects an invalid today', () => {
    expect(() => createBirthdaySchema('2024-02-30')).toThrow(RangeError);
    expect(() => createBirthdaySchema(new Date(Number.NaN))).toThrow(RangeError);
  });
});
