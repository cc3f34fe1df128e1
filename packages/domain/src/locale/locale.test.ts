import { describe, expect, it } from 'vitest';
import { intlTag, isLocale, localeOfAcceptLanguage, pickLocale } from './index.ts';

describe('locales', () => {
  it('picks the first language we have, else German', () => {
    expect(pickLocale(['fr-FR', 'tr-TR', 'en'])).toBe('tr');
    expect(pickLocale(['fr'])).toBe('de');
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('AR')).toBe(false);
  });

  it('reads Accept-Language by weight', () => {
    expect(localeOfAcceptLanguage('fr;q=0.9, ar;q=0.8, en;q=0.5')).toBe('ar');
    expect(localeOfAcceptLanguage('en;q=0.2, uk')).toBe('uk');
    expect(localeOfAcceptLanguage('tr;q=0, pl')).toBe('pl');
    expect(localeOfAcceptLanguage('*')).toBe('de');
    expect(localeOfAcceptLanguage('')).toBe('de');
    expect(localeOfAcceptLanguage(undefined)).toBe('de');
    expect(localeOfAcceptLanguage('en;q=abc')).toBe('de');
  });

  it('formats with day-first English and Latin digits in Arabic', () => {
    expect(intlTag('en')).toBe('en-GB');
    expect(new Intl.NumberFormat(intlTag('ar')).format(12)).toBe('12');
    expect(intlTag('tr')).toBe('tr');
  });
});
