// The server's message catalogues (issue #23 part 1, ADR 37): every language has German's keys and
// no other, with the same {placeholders}; nothing is left in German (or, outside English, in
// English) except texts that are the same by nature; dates follow the language, German's unchanged.
import { LOCALES, type Locale } from '@terminservice/domain/locale';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  fillPlaceholders,
  messageLanguage,
} from '../../src/services/messages/language.ts';
import { DE, type MessageKey } from '../../src/services/messages/locales/de.ts';

/** The same in several languages by nature: a title and a name, a word that is international. */
const SAME_BY_NATURE: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'calendarSummary',
  'calendarOnline',
  'linePhone',
]);

const OTHERS = LOCALES.filter((locale): locale is Exclude<Locale, 'de'> => locale !== 'de');

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

describe('the message catalogues', () => {
  it.each(OTHERS)('%s has the keys of German, no more', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(Object.keys(DE).sort());
  });

  it.each(OTHERS)('%s has the placeholders of German in every text', (locale) => {
    for (const key of Object.keys(DE) as MessageKey[]) {
      expect(placeholders(CATALOGUES[locale][key]), `${locale}.${key}`).toEqual(
        placeholders(DE[key]),
      );
    }
  });

  it.each(OTHERS)('%s leaves nothing in German or English', (locale) => {
    for (const key of Object.keys(DE) as MessageKey[]) {
      if (SAME_BY_NATURE.has(key)) continue;
      const text = CATALOGUES[locale][key];
      expect(text.trim(), `${locale}.${key}`).not.toBe('');
      expect(text, `${locale}.${key}`).not.toBe(DE[key]);
      if (locale !== 'en') expect(text, `${locale}.${key}`).not.toBe(CATALOGUES.en[key]);
    }
  });

  it('keeps the German term Vermittlungscode where the German text names the code', () => {
    for (const locale of OTHERS) {
      for (const key of Object.keys(DE) as MessageKey[]) {
        if (!DE[key].includes('Vermittlungscode')) continue;
        expect(CATALOGUES[locale][key], `${locale}.${key}`).toContain('Vermittlungscode');
      }
    }
  });
});

describe('a message language', () => {
  // Tuesday 4 March 2025, 10:30 in Berlin (winter time, UTC+1).
  const at = new Date('2025-03-04T09:30:00Z');

  it('writes German dates exactly as before', () => {
    const de = messageLanguage('de');
    expect(
      de.t('lineAppointment', { weekday: de.weekday(at), date: de.date(at), time: de.time(at) }),
    ).toBe('Termin: Dienstag, 04.03.2025, 10:30 Uhr');
    expect(de.when(at)).toBe('04.03.2025 um 10:30 Uhr');
    expect(de.day('2026-12-24')).toBe('24.12.2026');
  });

  it('writes other languages with the month by name, in Berlin time', () => {
    expect(messageLanguage('en').when(at)).toBe('4 March 2025 at 10:30');
    expect(messageLanguage('tr').when(at)).toBe('4 Mart 2025, saat 10:30');
    expect(messageLanguage('pl').when(at)).toBe('4 marca 2025 o godz. 10:30');
    expect(messageLanguage('en').weekday(at)).toBe('Tuesday');
    expect(messageLanguage('en').day('2026-12-24')).toBe('24 December 2026');
    // Arabic keeps Latin digits, like the codes and phone numbers beside them.
    expect(messageLanguage('ar').time(at)).toBe('10:30');
    expect(messageLanguage('ar').date(at)).toMatch(/^4 مارس 2025$/);
  });

  it('is German for a language it does not have', () => {
    expect(messageLanguage('fr').locale).toBe('de');
    expect(messageLanguage(null).locale).toBe('de');
    expect(messageLanguage(undefined).t('greeting')).toBe('Guten Tag,');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillPlaceholders('{a} und {b}', { a: 1 })).toBe('1 und {b}');
  });
});
