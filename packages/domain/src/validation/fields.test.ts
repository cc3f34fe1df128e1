import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { commentSchema } from './comment.ts';
import { firstError } from './field-errors.ts';
import {
  bookingPhoneSchema,
  bookingPinSchema,
  bsnrSchema,
  codeSchema,
  createBookingPhoneSchema,
  emailSchema,
  identityPhoneSchema,
  identityPinSchema,
  insuranceCheckSchema,
  postcodeSchema,
  qualificationsSchema,
  sentBookingPhoneSchema,
  sentIdentityPhoneSchema,
  specialtySchema,
  stripPinDash,
  withPhonePrefix,
} from './fields.ts';

const cases = (schema: v.GenericSchema, table: readonly (readonly [unknown, string])[]) =>
  it.each(table)('%j → %j', (input, message) => {
    expect(firstError(schema, input)).toBe(message);
  });

const passes = (schema: v.GenericSchema, inputs: readonly unknown[]) =>
  it.each(inputs.map((input) => [input]))('accepts %j', (input) => {
    expect(firstError(schema, input)).toBeUndefined();
  });

describe('codeSchema (§5 "Code")', () => {
  cases(codeSchema, [
    ['', 'Vermittlungscode benötigt'],
    ['ABCD+FGHJ+KLMN', 'Gültige Zeichen sind a-z A-Z 0-9'],
    ['ABCD', 'Minimale Zeichenanzahl: 12'],
    ['ABCD-FGHJ-KLMN-', 'Ungültiger Vermittlungscode.'],
    ['ABCD-EFGH-KLMN', 'Ungültiger Vermittlungscode.'],
  ]);
  passes(codeSchema, ['ABCD-FGHJ-KLMN', 'abcdfghjklmn']);
});

describe('postcodeSchema (§5 "Postcode")', () => {
  cases(postcodeSchema, [
    ['', 'Sie müssen eine Postleitzahl eingeben'],
    ['  ', 'Sie müssen eine Postleitzahl eingeben'],
    [undefined, 'Sie müssen eine Postleitzahl eingeben'],
    [12345, 'Sie müssen eine Postleitzahl eingeben'],
    ['1234a', 'Gültige Zeichen sind 0-9'],
    ['12 45', 'Gültige Zeichen sind 0-9'],
    ['1234', 'Minimale Zeichenanzahl: 5'],
    ['123456', 'Maximale Zeichenanzahl: 5'],
    ['00123', 'Ungültige Postleitzahl'],
  ]);
  passes(postcodeSchema, ['10115', '01067', ' 99998 ']);
});

describe('specialty, qualification, insurance (§5)', () => {
  cases(specialtySchema, [
    ['', 'Bitte wählen Sie eine Fachrichtung aus.'],
    [undefined, 'Bitte wählen Sie eine Fachrichtung aus.'],
  ]);
  passes(specialtySchema, ['W030']);
  cases(qualificationsSchema, [
    [[], 'Bitte wählen Sie mindestens eine Fachrichtung aus.'],
    [undefined, 'Bitte wählen Sie mindestens eine Fachrichtung aus.'],
    [[''], 'Bitte wählen Sie mindestens eine Fachrichtung aus.'],
  ]);
  passes(qualificationsSchema, [['W030'], ['01', 'z123']]);
  cases(insuranceCheckSchema, [
    [false, 'Bitte bestätigen Sie, dass Sie gesetzlich krankenversichert sind.'],
    [undefined, 'Bitte bestätigen Sie, dass Sie gesetzlich krankenversichert sind.'],
    ['true', 'Bitte bestätigen Sie, dass Sie gesetzlich krankenversichert sind.'],
  ]);
  passes(insuranceCheckSchema, [true]);
});

describe('identityPinSchema (§5 "Identity PIN")', () => {
  cases(identityPinSchema, [
    ['', 'Bitte PIN angeben.'],
    ['12a-456', 'Gültige Zeichen sind 0-9 -'],
    ['123 456', 'Gültige Zeichen sind 0-9 -'],
    ['123-4567', 'Maximale Zeichenanzahl: 7'],
  ]);
  passes(identityPinSchema, ['123-456', '123456']);

  it('outputs the PIN without its dash', () => {
    expect(v.parse(identityPinSchema, '123-456')).toBe('123456');
    expect(stripPinDash('1-2-3')).toBe('123');
  });
});

describe('bookingPinSchema (§5 "Booking PIN")', () => {
  cases(bookingPinSchema, [
    ['', 'Bitte Verifizierungs-PIN angeben.'],
    ['12345a', 'Gültige Zeichen sind 0-9'],
    ['123-45', 'Gültige Zeichen sind 0-9'],
    ['12345', 'Die Verifizierungs-PIN besteht aus 6 Ziffern.'],
    ['1234567', 'Die Verifizierungs-PIN besteht aus 6 Ziffern.'],
  ]);
  passes(bookingPinSchema, ['123456', ' 000000 ']);
});

describe('phone (§5 "Phone")', () => {
  describe('identity variant', () => {
    cases(identityPhoneSchema, [
      ['', 'Sie müssen eine Rufnummer eingeben'],
      ['0171 abc', 'Gültige Zeichen sind 0-9 <Leerzeichen> + /'],
      ['0171.123', 'Gültige Zeichen sind 0-9 <Leerzeichen> + /'],
      ['1'.repeat(21), 'Maximale Zeichenanzahl: 20'],
    ]);
    passes(identityPhoneSchema, [
      '171 1234567',
      '0171/123-4567',
      '+49 171 1234567',
      '1'.repeat(20),
    ]);
  });

  describe('booking variant', () => {
    cases(bookingPhoneSchema, [
      ['', 'Sie müssen eine Rückrufnummer eingeben'],
      ['0171 abc', 'Gültige Zeichen sind 0-9 <Leerzeichen> + /'],
      ['1', 'Minimale Zeichenanzahl: 2'],
      // 20 minus the 3 characters of +49.
      ['1'.repeat(18), 'Maximale Zeichenanzahl: 20'],
    ]);
    passes(bookingPhoneSchema, ['12', '1'.repeat(17), '0171 123/456-7']);

    it('takes its maximum from the prefix shown', () => {
      const withLongPrefix = createBookingPhoneSchema('+1234');
      expect(firstError(withLongPrefix, '1'.repeat(15))).toBeUndefined();
      expect(firstError(withLongPrefix, '1'.repeat(16))).toBe('Maximale Zeichenanzahl: 20');
    });
  });

  describe('withPhonePrefix (+49 added when sending)', () => {
    it.each([
      ['171 1234567', '+491711234567'],
      ['0171/123-4567', '+491711234567'],
      ['+43 660 123', '+43660123'],
      ['0043 660 123', '+43660123'],
      ['  ', ''],
      ['--', '+49'],
    ])('%j → %j', (input, sent) => {
      expect(withPhonePrefix(input)).toBe(sent);
    });

    it('sends what the forms accepted', () => {
      for (const typed of ['1'.repeat(20), '0'.repeat(20), '+4'.repeat(10), '12']) {
        expect(firstError(sentIdentityPhoneSchema, withPhonePrefix(typed))).toBeUndefined();
      }
      for (const typed of ['1'.repeat(17), '0'.repeat(17), '12', '--']) {
        expect(firstError(bookingPhoneSchema, typed)).toBeUndefined();
        expect(firstError(sentBookingPhoneSchema, withPhonePrefix(typed))).toBeUndefined();
      }
    });

    it('rejects sent numbers that are too long', () => {
      expect(firstError(sentBookingPhoneSchema, `+49${'1'.repeat(18)}`)).toBe(
        'Maximale Zeichenanzahl: 20',
      );
      expect(firstError(sentIdentityPhoneSchema, '')).toBe('Sie müssen eine Rufnummer eingeben');
    });
  });
});

describe('emailSchema (§5 "E-mail")', () => {
  cases(emailSchema, [
    ['', 'Sie müssen eine E-Mail-Adresse eingeben'],
    [null, 'Sie müssen eine E-Mail-Adresse eingeben'],
    ['max', 'Ungültige E-Mail-Adresse'],
    ['max@example', 'Ungültige E-Mail-Adresse'],
    ['max@example.d', 'Ungültige E-Mail-Adresse'],
    ['max mustermann@example.de', 'Ungültige E-Mail-Adresse'],
    ['mäx@example.de', 'Ungültige E-Mail-Adresse'],
    [`${'a'.repeat(93)}@test.de`, 'Maximale Zeichenanzahl: 100'],
    ['max@exampłe.de', 'Die E-Mail-Adresse enthält ungültige Zeichen.'],
    ['max\u0007@example.de', 'Die E-Mail-Adresse enthält ungültige Zeichen.'],
    ['max0x1@example.de', "Die Zeichenfolge '0x' ist nicht erlaubt."],
    ['MAX0X1@example.de', "Die Zeichenfolge '0x' ist nicht erlaubt."],
    ['max..m@example.de', 'Zwei aufeinanderfolgende Punkte sind nicht erlaubt.'],
    ['max@example..de', 'Zwei aufeinanderfolgende Punkte sind nicht erlaubt.'],
  ]);
  passes(emailSchema, [
    'max.mustermann@example.de',
    ' max@example.de ',
    'max+tag@müller-bäckerei.de',
    `${'a'.repeat(92)}@test.de`,
  ]);
});

describe('bsnrSchema (§5 "BSNR max 9")', () => {
  cases(bsnrSchema, [
    ['1234567890', 'Maximale Zeichenanzahl: 9'],
    ['12345678a', 'Gültige Zeichen sind 0-9'],
  ]);
  passes(bsnrSchema, ['', undefined, '123456789', '12', '72 127 4162', ' 721274162 ']);

  it('reads a BSNR copied with spaces as its nine digits', () => {
    expect(v.parse(bsnrSchema, '72 127 4162')).toBe('721274162');
  });
});

describe('commentSchema (§5 "Comment")', () => {
  cases(commentSchema, [
    ['', 'der Hinweis darf nicht leer sein'],
    ['   ', 'der Hinweis darf nicht leer sein'],
    ['a'.repeat(1001), 'Maximale Zeichenanzahl: 1000'],
    ['Bitte <b>dringend</b>', 'Die Zeichen < und > sind nicht erlaubt.'],
    ['a < b', 'Die Zeichen < und > sind nicht erlaubt.'],
    ['Seit gestern..', 'Zwei aufeinanderfolgende Punkte sind nicht erlaubt.'],
    ['Wert 0x1F', "Die Zeichenfolge '0x' ist nicht erlaubt."],
    ['Schmerzen -- seit gestern', 'Kommentarzeichen wie -- oder /* sind nicht erlaubt.'],
    ['siehe // Befund', 'Kommentarzeichen wie -- oder /* sind nicht erlaubt.'],
    ['Schmerzen, seit gestern', 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ( ) /'],
    ['Fieber!', 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ( ) /'],
  ]);
  passes(commentSchema, [
    'Rückenschmerzen seit 3 Wochen (links). Bitte Befund mitbringen.',
    'Zeile eins\nZeile zwei',
    'a'.repeat(1000),
    'Termin 10/11',
  ]);
});
