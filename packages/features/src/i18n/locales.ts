// The patient app's languages (issue #23 part 1, ADR 39): German, the default with the spec's
// texts, and six more. Each is named in itself, so that a person who reads no German finds theirs.
// The choice is remembered in localStorage, and mirrored in a cookie for the server, which sends
// the prerendered shell in it (ADR 11); a first visit follows the browser's languages (the server:
// its Accept-Language).

export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  directionOf,
  isLocale,
  pickLocale,
  type Locale,
} from '@terminservice/domain/locale';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  directionOf,
  isLocale,
  pickLocale,
  type Locale,
} from '@terminservice/domain/locale';
import {
  LOCALE_COOKIE,
  SHELL_COOKIE_MAX_AGE_S,
  cookieValue,
  shellCookie,
} from '@terminservice/domain/shell';

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
  syncLocaleCookie();
}

/**
 * The cookie follows the remembered choice (renewed at each start; removed when storage holds
 * none), so that the server prerenders the next page in it (ADR 11). A preference, no personal data.
 */
export function syncLocaleCookie(): void {
  if (typeof document === 'undefined') return;
  const stored = storage()?.getItem(LOCALE_STORAGE_KEY);
  const secure = window.location.protocol === 'https:';
  if (isLocale(stored)) {
    document.cookie = shellCookie(LOCALE_COOKIE, stored, SHELL_COOKIE_MAX_AGE_S, secure);
  } else if (cookieValue(document.cookie, LOCALE_COOKIE) !== null) {
    document.cookie = shellCookie(LOCALE_COOKIE, '', 0, secure);
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
 * Ends the wait of a page served in another language than the visitor's: the boot loader
 * (tooling/vite/boot-loader.ts) hides it until the chosen language is shown, or until its
 * catalogue could not come.
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
