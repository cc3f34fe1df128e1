// Issue #23 part 1: the booking modal's slot, distance and languages per language; German as before.
import { describe, expect, it } from 'vitest';
import { GERMAN } from '../i18n/index.ts';
import type { SlotSelection } from './selection.ts';
import { distanceKm, languageNames, slotDateTime, slotDateTimeIn } from './slot-date-time.ts';

const SLOT: Pick<SlotSelection, 'date' | 'slot'> = {
  date: '2026-12-18',
  slot: { id: '1', begin: '09:30', praxisId: '17', buchungsbefugnisse: ['PATIENT'] },
};

describe('slot date and time, distance, languages', () => {
  it('keeps the German exactly', () => {
    expect(slotDateTimeIn(GERMAN, SLOT)).toBe('Freitag, 18.12.2026, 09:30 Uhr');
    expect(slotDateTimeIn(GERMAN, SLOT)).toBe(slotDateTime(SLOT));
    expect(distanceKm('de', 2.45)).toBe('2,5');
    expect(languageNames('de', ['en', 'ar'])).toEqual(['Arabisch', 'Englisch']);
  });

  it('names distance and languages in the language in use, in the domain’s order', () => {
    expect(distanceKm('en', 2.45)).toBe('2.5');
    expect(languageNames('en', ['en', 'ar'])).toEqual(['Arabic', 'English']);
    expect(languageNames('tr', ['en'])).toEqual(['İngilizce']);
  });
});
