// The patient app's languages (issue #23 part 1, ADR 39): German, the default with the spec's
// texts, and six more. Each is named in itself, so that a person who reads no German finds theirs.
// The choice is remembered in localStorage; a first visit follows the browser's languages (its
// Accept-Language: the shell is a prerendered static page, ADR 11, so the browser decides).

export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  isLocale,
  pickLocale,
  type Locale,
} from '@terminservice/domain/locale';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  RTL_LOCALES,
  isLocale,
  pickLocale,
  type Locale,
} from '@terminservice/domain/locale';

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the choice then lasts the page.
    return null;
  }
}

/** The remembered choice, else the browser's languages. */
export function initialLocale(): Locale {
  const stored = storage()?.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : pickLocale(navigator.languages ?? []);
}

export function rememberLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Full or blocked storage: the choice lasts the page.
  }
}

/** `<html lang dir>` follow the language in use (WCAG 3.1.1); the page is shown in it. */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  showPage();
}

/**
 * Ends the wait of a first paint in another language than German: the boot loader
 * (tooling/vite/boot-loader.ts) hides the German prerendered page until the language is shown, or
 * until its catalogue could not come.
 */
export function showPage(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.removeAttribute('data-locale-pending');
}

// The language the screens show now. WEB's API client sends it as Accept-Language (apps/web/src/
// api.ts), so the server writes the patient's e-mails, SMS and calendar file in it (ADR 37). The
// language shown, not the one chosen: while a catalogue loads, or when it could not, the patient
// still reads the previous one.
let inUse: Locale = DEFAULT_LOCALE;

export function localeInUse(): Locale {
  return inUse;
}

/** Called by the provider when a language is shown. */
export function setLocaleInUse(locale: Locale): void {
  inUse = locale;
}
