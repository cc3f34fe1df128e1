import { describe, expect, it } from 'vitest';
import { emailChangeFormSchema } from './email-change.ts';
import { fieldErrors } from './field-errors.ts';

describe('emailChangeFormSchema (§2 details: change the notification e-mail, §5 E-mail)', () => {
  it('accepts an address repeated exactly', () => {
    expect(
      fieldErrors(emailChangeFormSchema, { email: 'a@example.org', emailRepeat: 'a@example.org' }),
    ).toEqual({});
  });

  it('requires both fields with the §5 message', () => {
    expect(fieldErrors(emailChangeFormSchema, { email: '', emailRepeat: '' })).toEqual({
      email: 'Sie müssen eine E-Mail-Adresse eingeben',
      emailRepeat: 'Sie müssen eine E-Mail-Adresse eingeben',
    });
  });

  it('rejects an invalid address and a repeat that differs', () => {
    expect(fieldErrors(emailChangeFormSchema, { email: 'a@b', emailRepeat: 'a@b' }).email).toBe(
      'Ungültige E-Mail-Adresse',
    );
    expect(
      fieldErrors(emailChangeFormSchema, { email: 'a@example.org', emailRepeat: 'b@example.org' }),
    ).toEqual({ emailRepeat: 'Die eingegebenen E-Mail-Adressen stimmen nicht überein.' });
  });
});
