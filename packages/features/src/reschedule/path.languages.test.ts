// Issue #23 part 1: the booking being moved, said in the language in use — German exactly as
// before ('Donnerstag, 03.12.2026, 09:30 Uhr'), the others through Intl and their own message.
import type { AppointmentEntry } from '@terminservice/domain/api';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { bookedWhen } from './path.ts';

const ENTRY = {
  date: '2026-12-03',
  slot: { begin: '2026-12-03T09:30:00' },
} as unknown as AppointmentEntry;

describe('bookedWhen', () => {
  it('keeps the German', () => {
    expect(bookedWhen(ENTRY)).toBe('Donnerstag, 03.12.2026, 09:30 Uhr');
  });

  it('says it in English and Arabic', async () => {
    expect(bookedWhen(ENTRY, await createTranslator('en'))).toBe('Thursday, 03/12/2026, at 09:30');
    const arabic = bookedWhen(ENTRY, await createTranslator('ar'));
    expect(arabic).toContain('الخميس');
    expect(arabic).toContain('الساعة');
  });
});
