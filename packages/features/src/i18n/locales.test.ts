import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDocumentLocale,
  initialLocale,
  LOCALE_STORAGE_KEY,
  pickLocale,
  rememberLocale,
} from './locales.ts';
import { fillArguments } from './translator.ts';

describe('pickLocale (a first visit follows the browser’s languages)', () => {
  it.each([
    [['tr-TR', 'de'], 'tr'],
    [['fr-FR', 'uk'], 'uk'],
    [['en-GB'], 'en'],
    [['fr', 'es'], 'de'],
    [[], 'de'],
  ])('%j → %s', (languages, locale) => {
    expect(pickLocale(languages)).toBe(locale);
  });
});

describe('the remembered choice', () => {
  afterEach(() => localStorage.clear());

  it('wins over the browser’s languages; a stored value we do not have is ignored', () => {
    rememberLocale('pl');
    expect(initialLocale()).toBe('pl');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale()).toBe(pickLocale(navigator.languages));
  });
});

describe('applyDocumentLocale', () => {
  afterEach(() => applyDocumentLocale('de'));

  it('sets <html lang> and, for Arabic, dir="rtl"', () => {
    applyDocumentLocale('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    applyDocumentLocale('ru');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ru', 'ltr']);
  });

  it('shows the page the boot loader kept hidden until its language came', () => {
    document.documentElement.setAttribute('data-locale-pending', '');
    applyDocumentLocale('tr');
    expect(document.documentElement.hasAttribute('data-locale-pending')).toBe(false);
  });
});

describe('fillArguments (German, the source locale)', () => {
  it('fills named arguments and leaves unknown ones', () => {
    expect(fillArguments('Rufnummer {phone} ({x})', { phone: '116 117' })).toBe(
      'Rufnummer 116 117 ({x})',
    );
  });
});
