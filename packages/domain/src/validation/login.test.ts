import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import {
  codeLoginFormSchema,
  createBookingPinFormSchema,
  identityPinFormSchema,
  managementFormSchema,
  noCodeFormSchema,
  parseNoCodeForm,
  tssNoReferralFormSchema,
} from './login.ts';
import { toIdentityRequest } from './requests.ts';

const sms = {
  qualification: 'W030',
  zip: '10115',
  insuranceCheck: true,
  inlineRadioOptions: 'sms',
  phone: '171 1234567',
};
const mail = {
  qualification: 'A001',
  zip: '10115',
  insuranceCheck: true,
  inlineRadioOptions: 'mail',
  repeatEmail: { email: 'erika@example.de', emailRepeat: 'erika@example.de' },
};

describe('codeLoginFormSchema, managementFormSchema', () => {
  it('checks code and postcode', () => {
    expect(fieldErrors(codeLoginFormSchema, { code: '', zip: '1' })).toEqual({
      code: 'Vermittlungscode benötigt',
      zip: 'Minimale Zeichenanzahl: 5',
    });
    expect(v.parse(codeLoginFormSchema, { code: 'abcd-fghj-klmn', zip: '10115' })).toEqual({
      code: 'ABCDFGHJKLMN',
      zip: '10115',
    });
    expect(fieldErrors(managementFormSchema, { code: 'ABCD' })).toEqual({
      code: 'Minimale Zeichenanzahl: 12',
    });
  });
});

describe('tssNoReferralFormSchema (§2 TSS/DISPO block 2)', () => {
  it('needs a specialty and a 5-digit postcode', () => {
    expect(fieldErrors(tssNoReferralFormSchema, { qualification: '', zip: '' })).toEqual({
      qualification: expect.any(String),
      zip: 'Sie müssen eine Postleitzahl eingeben',
    });
    expect(fieldErrors(tssNoReferralFormSchema, { qualification: 'L002', zip: '10115' })).toEqual(
      {},
    );
  });
});

describe('noCodeFormSchema (§3 "No-code form fields", §4 "Identity check")', () => {
  it.each([sms, mail])('accepts %j', (input) => {
    expect(fieldErrors(noCodeFormSchema, input)).toEqual({});
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [
      { ...sms, qualification: '', zip: '', insuranceCheck: false, phone: '' },
      {
        qualification: 'Bitte wählen Sie eine Fachrichtung aus.',
        zip: 'Sie müssen eine Postleitzahl eingeben',
        insuranceCheck: 'Bitte bestätigen Sie, dass Sie gesetzlich krankenversichert sind.',
        phone: 'Sie müssen eine Rufnummer eingeben',
      },
    ],
    [{ ...sms, phone: '0171 abc' }, { phone: 'Gültige Zeichen sind 0-9 <Leerzeichen> + /' }],
    [{ ...sms, phone: '1'.repeat(21) }, { phone: 'Maximale Zeichenanzahl: 20' }],
    [
      { ...mail, repeatEmail: { email: '', emailRepeat: '' } },
      {
        'repeatEmail.email': 'Sie müssen eine E-Mail-Adresse eingeben',
        'repeatEmail.emailRepeat': 'Sie müssen eine E-Mail-Adresse eingeben',
      },
    ],
    [
      { ...mail, repeatEmail: undefined },
      {
        'repeatEmail.email': 'Sie müssen eine E-Mail-Adresse eingeben',
        'repeatEmail.emailRepeat': 'Sie müssen eine E-Mail-Adresse eingeben',
      },
    ],
    [
      { ...mail, repeatEmail: { email: 'erika@example.de', emailRepeat: 'erika@example.com' } },
      { 'repeatEmail.emailRepeat': 'Die eingegebenen E-Mail-Adressen stimmen nicht überein.' },
    ],
    [
      { ...sms, inlineRadioOptions: 'fax' },
      { inlineRadioOptions: 'Bitte wählen Sie SMS oder E-Mail aus.' },
    ],
  ])('%j → %j', (input, errors) => {
    expect(fieldErrors(noCodeFormSchema, input)).toEqual(errors);
  });

  it('ignores the phone for mail and the e-mail for sms', () => {
    expect(fieldErrors(noCodeFormSchema, { ...mail, phone: 'x' })).toEqual({});
    expect(fieldErrors(noCodeFormSchema, { ...sms, repeatEmail: { email: 'x' } })).toEqual({});
    expect(v.parse(noCodeFormSchema, { ...sms, repeatEmail: { email: 'x' } })).not.toHaveProperty(
      'repeatEmail',
    );
  });

  it('builds the identification request, +49 added for SMS', () => {
    expect(toIdentityRequest(v.parse(noCodeFormSchema, sms))).toEqual({
      channel: 'sms',
      body: { plz: '10115', leistungsmerkmal: 'W030', phone: '+491711234567' },
    });
    expect(toIdentityRequest(v.parse(noCodeFormSchema, mail))).toEqual({
      channel: 'mail',
      body: { plz: '10115', leistungsmerkmal: 'A001', receiver: 'erika@example.de' },
    });
  });
});

describe('PIN forms', () => {
  it('identity PIN: output without dash', () => {
    expect(v.parse(identityPinFormSchema, { pin: '123-456' })).toEqual({ pin: '123456' });
    expect(fieldErrors(identityPinFormSchema, { pin: '12a' })).toEqual({
      pin: 'Gültige Zeichen sind 0-9 -',
    });
  });

  it('booking PIN: the code only when none is known', () => {
    const withCode = createBookingPinFormSchema({ codeKnown: false });
    expect(fieldErrors(withCode, { pin: '' })).toEqual({
      code: 'Vermittlungscode benötigt',
      pin: 'Bitte Verifizierungs-PIN angeben.',
    });
    const codeKnown = createBookingPinFormSchema({ codeKnown: true });
    expect(fieldErrors(codeKnown, { pin: '123456' })).toEqual({});
  });
});

describe('parseNoCodeForm', () => {
  it('gives the validated form, or null while invalid', () => {
    expect(parseNoCodeForm(sms)).toMatchObject({ inlineRadioOptions: 'sms', phone: '171 1234567' });
    expect(parseNoCodeForm({ ...mail, insuranceCheck: false })).toBeNull();
  });
});
