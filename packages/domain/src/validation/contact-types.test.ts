// The contact form per application type and appointment type (§5 "E-mail", "Notification
// channel", "Comment", userAgreement).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApplicationType } from '../application-type/types.ts';
import { errorsFor, schemaFor, validContact } from '../../test/contact-fixtures.ts';
import type { Termintyp } from './contact.ts';

const noEmail = { notificationReceiver: '', notificationReceiverRepeat: '' };
const emailRequired = {
  notificationReceiver: 'Sie müssen eine E-Mail-Adresse eingeben',
  notificationReceiverRepeat: 'Sie müssen eine E-Mail-Adresse eingeben',
};

describe('per application type: WEB', () => {
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

describe.each<ApplicationType>(['TSS', 'DISPO', 'SURGERY'])('per application type: %s', (type) => {
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

describe('per application type: SMED', () => {
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
