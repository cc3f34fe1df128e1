import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstError, fieldErrors } from './field-errors.ts';
import {
  COMMENT_MARKERS,
  checkbox,
  emptyOr,
  equalFields,
  genericPhoneSchema,
  genericPinSchema,
  locationSchema,
  maxDate,
  minDate,
  noCommentMarker,
  textSchema,
  textareaSchema,
  validateWhen,
} from './generic.ts';
import { emailSchema, postcodeSchema } from './fields.ts';

const SPECIAL = 'Das Feld enthält nicht erlaubte Sonderzeichen.';

describe('generic rules (§5 "Generic reusable form rules")', () => {
  it.each<[string, v.GenericSchema, unknown, string | undefined]>([
    ['text', textSchema(), '', 'Dieses Feld darf nicht leer sein.'],
    ['text', textSchema(), 'a'.repeat(101), 'Maximale Zeichenanzahl: 100'],
    ['text', textSchema(), 'Zeichen € außerhalb', 'Das Feld enthält nicht erlaubte Zeichen.'],
    ['text', textSchema(), 'a {b}', SPECIAL],
    ['text', textSchema(), 'a = b', SPECIAL],
    ['text', textSchema(), 'Wert 0X10', "Die Zeichenfolge '0x' ist nicht erlaubt."],
    ['text', textSchema(), 'Grüße, Jürgen (Büro).', undefined],
    ['text', textSchema({ maxLength: 3 }), 'abcd', 'Maximale Zeichenanzahl: 3'],
    ['textarea', textareaSchema(), 'a | b', SPECIAL],
    ['textarea', textareaSchema(), 'a..b', 'Zwei aufeinanderfolgende Punkte sind nicht erlaubt.'],
    ['textarea', textareaSchema(), '<b>', 'Die Zeichen < und > sind nicht erlaubt.'],
    ['textarea', textareaSchema(), 'a < b; $5 = 5 %', undefined],
    [
      'location',
      locationSchema(),
      'a//b',
      'Zwei aufeinanderfolgende Schrägstriche sind nicht erlaubt.',
    ],
    ['location', locationSchema(), 'Frankfurt/Oder', undefined],
    ['ZIP', postcodeSchema, '1234', 'Minimale Zeichenanzahl: 5'],
    ['phone', genericPhoneSchema, '+49 (171)', 'Gültige Zeichen sind 0-9 <Leerzeichen> + /'],
    ['phone', genericPhoneSchema, '+49 171/123-45', undefined],
    ['PIN', genericPinSchema, '12 34', 'Gültige Zeichen sind 0-9 -'],
    ['PIN', genericPinSchema, '123-456', undefined],
    [
      'min date',
      v.pipe(v.string(), minDate('2024-01-01')),
      '2023-12-31',
      'Das Datum darf nicht vor dem 01.01.2024 liegen.',
    ],
    ['min date', v.pipe(v.string(), minDate('2024-01-01')), '2024-01-01', undefined],
    [
      'max date',
      v.pipe(v.string(), maxDate(new Date(2024, 0, 1))),
      '2024-01-02',
      'Das Datum darf nicht nach dem 01.01.2024 liegen.',
    ],
    ['max date', v.pipe(v.string(), maxDate('2024-01-01', 'Zu spät')), '2025-01-01', 'Zu spät'],
    [
      'comment marker',
      v.pipe(v.string(), noCommentMarker()),
      'a /* b */',
      'Kommentarzeichen wie -- oder /* sind nicht erlaubt.',
    ],
    ['conditional optional', emptyOr(emailSchema), '', undefined],
    ['conditional optional', emptyOr(emailSchema), undefined, undefined],
    ['conditional optional', emptyOr(emailSchema), 'x@', 'Ungültige E-Mail-Adresse'],
  ])('%s %j → %j', (_rule, schema, input, message) => {
    expect(firstError(schema, input)).toBe(message);
  });

  it('knows the comment markers', () => {
    for (const marker of COMMENT_MARKERS) {
      expect(firstError(v.pipe(v.string(), noCommentMarker()), `a ${marker} b`)).toBeDefined();
    }
  });

  it('emptyOr passes on the inner output', () => {
    expect(v.parse(emptyOr(postcodeSchema), ' 10115 ')).toBe('10115');
  });
});

describe('generic cross-field rules (§5 "Generic reusable form rules")', () => {
  describe('equal fields (noMatch)', () => {
    const schema = v.pipe(
      v.object({ a: v.string(), b: v.pipe(v.string(), v.minLength(2, 'kurz')), on: checkbox() }),
      equalFields<{ a: string; b: string; on: boolean }>('a', 'b', undefined, (i) => i.on),
    );
    it.each<[Record<string, unknown>, Record<string, string>]>([
      [{ a: 'xx', b: 'xx', on: true }, {}],
      [{ a: 'xx', b: 'yy', on: true }, { b: 'Die Eingaben stimmen nicht überein.' }],
      [{ a: 'xx', b: 'yy', on: false }, {}],
      // The field's own message comes first; the comparison waits.
      [{ a: 'xx', b: 'y', on: true }, { b: 'kurz' }],
    ])('%j → %j', (input, errors) => {
      expect(fieldErrors(schema, input)).toEqual(errors);
    });
  });

  describe('validateWhen', () => {
    const schema = v.pipe(
      v.object({ kind: v.string(), value: v.string() }),
      validateWhen<{ kind: string; value: string }>(
        'value',
        (i) => i.kind === 'zip',
        postcodeSchema,
      ),
    );
    it.each<[Record<string, unknown>, Record<string, string>]>([
      [{ kind: 'zip', value: '' }, { value: 'Sie müssen eine Postleitzahl eingeben' }],
      [{ kind: 'zip', value: '10115' }, {}],
      [{ kind: 'none', value: 'anything' }, {}],
    ])('%j → %j', (input, errors) => {
      expect(fieldErrors(schema, input)).toEqual(errors);
    });
    it('skips a non-object input', () => {
      expect(fieldErrors(schema, 5)).toEqual({ '': expect.any(String) });
    });
  });
});
