import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, firstError, validOutput } from './field-errors.ts';

describe('fieldErrors', () => {
  const schema = v.object({
    name: v.pipe(v.string('Typ'), v.nonEmpty('leer'), v.minLength(3, 'kurz')),
    nested: v.object({ list: v.array(v.pipe(v.string(), v.nonEmpty('leer'))) }),
  });

  it('returns {} for valid input', () => {
    expect(fieldErrors(schema, { name: 'abc', nested: { list: ['x'] } })).toEqual({});
  });

  it('keeps the first message per dot-joined path', () => {
    expect(fieldErrors(schema, { name: '', nested: { list: ['x', ''] } })).toEqual({
      name: 'leer',
      'nested.list.1': 'leer',
    });
  });

  it('keys issues of the whole input with ""', () => {
    expect(Object.keys(fieldErrors(v.string('kein Text'), 5))).toEqual(['']);
  });

  it('keeps keys that shadow Object.prototype as plain entries', () => {
    const shadowing = v.object({
      constructor: v.pipe(v.string(), v.nonEmpty('leer')),
      toString: v.pipe(v.string(), v.nonEmpty('leer')),
    });
    const errors = fieldErrors(shadowing, { constructor: '', toString: '' });
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(errors).toEqual({ constructor: 'leer', toString: 'leer' });
  });

  it('firstError gives the first message or undefined', () => {
    expect(firstError(schema, { name: '', nested: { list: [] } })).toBe('leer');
    expect(firstError(schema, { name: 'abc', nested: { list: [] } })).toBeUndefined();
  });
});

describe('validOutput', () => {
  const trimmed = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('leer')) });

  it('gives the transformed output of a valid input', () => {
    expect(validOutput(trimmed, { name: '  Erika ' })).toEqual({ name: 'Erika' });
  });

  it('gives undefined for an invalid input', () => {
    expect(validOutput(trimmed, { name: '   ' })).toBeUndefined();
  });
});
