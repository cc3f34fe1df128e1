import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApplicationType } from '../application-type/types.ts';
import {
  GENDERS,
  NOTIFICATION_CHANNELS,
  contactFormRules,
  createBirthdaySchema,
  createBookingContactSchema,
  createContactFormSchema,
  toBookingContact,
  type ContactFormRules,
  type Termintyp,
} from './contact.ts';
import { fieldErrors } from './field-errors.ts';
import { createBookingRequestSchema, toBookingRequest } from './requests.ts';

const today = '2024-06-15';

const validContact = {
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

const schemaFor = (applicationType: ApplicationType, termintyp: Termintyp = 'PRAESENZTERMIN') =>
  createContactFormSchema({ applicationType, termintyp, today });

const errorsFor = (
  applicationType: ApplicationType,
  changes: Record<string, unknown>,
  termintyp: Termintyp = 'PRAESENZTERMIN',
) => fieldErrors(schemaFor(applicationType, termintyp), { ...validContact, ...changes });

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
    ['birthday', '15.06.1980', 'Ungültiges Geburtsdatum.'],
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

  it('rejects an invalid today', () => {
    expect(() => createBirthdaySchema('2024-02-30')).toThrow(RangeError);
    expect(() => createBirthdaySchema(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('per application type', () => {
  const noEmail = { notificationReceiver: '', notificationReceiverRepeat: '' };
  const emailRequired = {
    notificationReceiver: 'Sie müssen eine E-Mail-Adresse eingeben',
    notificationReceiverRepeat: 'Sie müssen eine E-Mail-Adresse eingeben',
  };

  describe('WEB', () => {
    it.each<Termintyp>(['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'])(
      '%s: e-mail required, channel forced to e-mail',
      (termintyp) => {
        expect(errorsFor('WEB', { ...noEmail, notificationChannel: '' }, termintyp)).toEqual(
          emailRequired,
        );
        const output = v.parse(schemaFor('WEB', termintyp), {
          ...validContact,
          notificationChannel: '',
        });
        expect(output.notificationChannel).toBe('email');
      },
    );

    it('needs no userAgreement and drops the comment block', () => {
      const output = v.parse(schemaFor('WEB'), {
        ...validContact,
        userAgreement: false,
        agreementForComment: true,
        commentForDoctor: '<script>',
      });
      expect(output.commentForDoctor).toBe('');
      expect(output.agreementForComment).toBe(false);
    });

    it('checks the repeat field', () => {
      expect(errorsFor('WEB', { notificationReceiverRepeat: '' })).toEqual({
        notificationReceiverRepeat: 'Sie müssen eine E-Mail-Adresse eingeben',
      });
      expect(errorsFor('WEB', { notificationReceiverRepeat: 'erika@example.com' })).toEqual({
        notificationReceiverRepeat: 'Die eingegebenen E-Mail-Adressen stimmen nicht überein.',
      });
    });
  });

  describe.each<ApplicationType>(['TSS', 'DISPO', 'SURGERY'])('%s', (type) => {
    it('in person: channel "Keine" needs no e-mail and clears a typed one', () => {
      expect(errorsFor(type, { ...noEmail, notificationChannel: '' })).toEqual({});
      const output = v.parse(schemaFor(type), {
        ...validContact,
        notificationChannel: '',
        notificationReceiver: 'not an address',
      });
      expect(output.notificationChannel).toBe('');
      expect(output.notificationReceiver).toBe('');
      expect(output.notificationReceiverRepeat).toBe('');
    });

    it('in person: channel "E-Mail" needs the e-mail and its repeat', () => {
      expect(errorsFor(type, { ...noEmail, notificationChannel: 'email' })).toEqual({
        notificationReceiver: 'Sie müssen eine E-Mail-Adresse eingeben',
        notificationReceiverRepeat: 'Sie müssen eine E-Mail-Adresse eingeben',
      });
      expect(errorsFor(type, { notificationReceiverRepeat: 'erika@example.com' })).toEqual({
        notificationReceiverRepeat: 'Die eingegebenen E-Mail-Adressen stimmen nicht überein.',
      });
      expect(v.parse(schemaFor(type), validContact).notificationChannel).toBe('email');
    });

    it('video: channel forced to e-mail, e-mail required', () => {
      expect(errorsFor(type, { ...noEmail, notificationChannel: '' }, 'VIDEOSPRECHSTUNDE')).toEqual(
        emailRequired,
      );
      const output = v.parse(schemaFor(type, 'VIDEOSPRECHSTUNDE'), {
        ...validContact,
        notificationChannel: '',
      });
      expect(output.notificationChannel).toBe('email');
    });

    it('userAgreement must be ticked', () => {
      expect(errorsFor(type, { userAgreement: false })).toEqual({
        userAgreement: 'Bitte bestätigen Sie die Einwilligung.',
      });
    });

    it('comment: required once ticked, checked, cleared when unticked', () => {
      expect(errorsFor(type, { agreementForComment: true, commentForDoctor: ' ' })).toEqual({
        commentForDoctor: 'der Hinweis darf nicht leer sein',
      });
      expect(errorsFor(type, { agreementForComment: true, commentForDoctor: 'a..b' })).toEqual({
        commentForDoctor: 'Zwei aufeinanderfolgende Punkte sind nicht erlaubt.',
      });
      const ticked = v.parse(schemaFor(type), {
        ...validContact,
        agreementForComment: true,
        commentForDoctor: ' Bitte Befund (Röntgen) mitbringen. ',
      });
      expect(ticked.commentForDoctor).toBe('Bitte Befund (Röntgen) mitbringen.');
      const unticked = v.parse(schemaFor(type), {
        ...validContact,
        agreementForComment: false,
        commentForDoctor: '<remembered but disabled>',
      });
      expect(unticked.commentForDoctor).toBe('');
    });
  });

  describe('SMED', () => {
    it('in person: e-mail optional; the channel follows whether one was given', () => {
      const without = v.parse(schemaFor('SMED'), {
        ...validContact,
        ...noEmail,
        notificationChannel: 'email',
      });
      expect(without.notificationChannel).toBe('');
      const withEmail = v.parse(schemaFor('SMED'), { ...validContact, notificationChannel: '' });
      expect(withEmail.notificationChannel).toBe('email');
      expect(withEmail.notificationReceiver).toBe('erika@example.de');
    });

    it('in person: a given e-mail is checked and must be repeated', () => {
      expect(
        errorsFor('SMED', { notificationReceiver: 'erika@', notificationReceiverRepeat: '' }),
      ).toEqual({
        notificationReceiver: 'Ungültige E-Mail-Adresse',
        notificationReceiverRepeat: 'Sie müssen eine E-Mail-Adresse eingeben',
      });
    });

    it('video: e-mail required', () => {
      expect(errorsFor('SMED', noEmail, 'VIDEOSPRECHSTUNDE')).toEqual(emailRequired);
    });

    it('needs no userAgreement and drops the comment block', () => {
      const output = v.parse(schemaFor('SMED'), {
        ...validContact,
        userAgreement: false,
        agreementForComment: true,
        commentForDoctor: 'Hinweis',
      });
      expect(output.commentForDoctor).toBe('');
    });
  });
});

describe('booking payload contact (§3 "Booking payload")', () => {
  const types: ApplicationType[] = ['WEB', 'TSS', 'DISPO', 'SURGERY', 'SMED'];
  const termintypen: Termintyp[] = ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'];
  const forms = [
    validContact,
    { ...validContact, notificationChannel: '', notificationReceiver: '' },
    { ...validContact, agreementForComment: true, commentForDoctor: 'Bitte zurückrufen.' },
    { ...validContact, phone: '1'.repeat(17), housenumber: '' },
  ];

  it.each(types.flatMap((type) => termintypen.map((termintyp) => [type, termintyp] as const)))(
    '%s %s: the server accepts what the form accepted, unchanged',
    (applicationType, termintyp) => {
      const options = { applicationType, termintyp, today };
      let accepted = 0;
      for (const form of forms) {
        const parsed = v.safeParse(createContactFormSchema(options), {
          ...form,
          notificationReceiverRepeat: form.notificationReceiver,
        });
        if (!parsed.success) continue;
        const body = toBookingRequest({
          slot: 's1',
          leistungsmerkmale: ['W030'],
          contact: parsed.output,
        });
        const server = v.parse(createBookingRequestSchema(options), body);
        expect(server).toEqual(body);
        accepted++;
      }
      expect(accepted).toBeGreaterThanOrEqual(3);
    },
  );

  it('maps form names to payload names and adds +49', () => {
    const form = v.parse(schemaFor('TSS'), validContact);
    expect(toBookingContact(form)).toEqual({
      geschlecht: 'WEIBLICH',
      nachname: 'Müller-Lüdenscheidt',
      vorname: 'Erika',
      geburtsdatum: '1980-02-29',
      notificationChannel: 'email',
      notificationReceiver: 'erika@example.de',
      ort: 'Frankfurt/Main',
      phone: '+491711234567',
      plz: '10115',
      strasse: 'Hauptstraße',
      hausnummer: '12a',
      hinweisAnBehandelndenArzt: '',
    });
  });

  it('reports payload errors at payload paths', () => {
    const schema = createBookingContactSchema({
      applicationType: 'TSS',
      termintyp: 'VIDEOSPRECHSTUNDE',
      today,
    });
    expect(
      fieldErrors(schema, {
        geschlecht: 'X',
        nachname: '',
        vorname: 'Erika',
        geburtsdatum: '2030-01-01',
        notificationChannel: 'email',
        notificationReceiver: '',
        ort: 'Berlin',
        phone: '+49171',
        plz: '10115',
        strasse: 'Weg',
        hausnummer: '',
        hinweisAnBehandelndenArzt: 'a<b>',
      }),
    ).toEqual({
      geschlecht: 'Geschlecht auswählen',
      nachname: 'Sie müssen einen Nachnamen eingeben',
      geburtsdatum: 'Das Alter darf nicht in der Zukunft liegen.',
      notificationReceiver: 'Sie müssen eine E-Mail-Adresse eingeben',
      hinweisAnBehandelndenArzt: 'Die Zeichen < und > sind nicht erlaubt.',
    });
  });
});
