import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locale/index.ts';
import {
  ALL_SHELL_VARIANTS,
  BANNER_DISMISSED_COOKIE,
  CONSENT_COOKIE,
  DEFAULT_SHELL_VARIANT,
  LOCALE_COOKIE,
  cookieValue,
  detectMobilePlatform,
  hasCookie,
  parseShellVariantKey,
  SHELL_PAGE_PATHS,
  shellCookie,
  shellPageKind,
  shellVariantFor,
  shellVariantKey,
  shellVariantsIn,
} from './index.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIRST_VISIT = {
  pathname: '/terminservice',
  cookies: '',
  userAgent: DESKTOP,
  acceptLanguage: '',
};

describe('shellPageKind (§2 the restart label per page)', () => {
  it.each([
    ['/terminservice', 'start'],
    ['/terminservice/', 'start'],
    ['/terminservice/suche/ABCD-EFGH-KLMN/10115/W030', 'search'],
    ['/terminservice/termin/details/ABCDEFGHKLMN', 'details'],
    ['/terminservice/termin/details-tss', 'details'],
    ['/terminservice/email-verification/valid', 'emailVerification'],
    ['/terminservice/termin', 'other'],
    ['/datenschutz', 'other'],
    ['/terminservice/unbekannt', 'other'],
  ] as const)('%s is %s', (path, kind) => {
    expect(shellPageKind(path)).toBe(kind);
  });

  it('renders each kind at a path of that kind', () => {
    for (const [kind, path] of Object.entries(SHELL_PAGE_PATHS)) {
      expect(shellPageKind(path)).toBe(kind);
    }
  });
});

describe('detectMobilePlatform (§2 store badge for Android or iOS only)', () => {
  it('knows Android and iOS, and an iPad that reports a Mac only by touch points', () => {
    expect(detectMobilePlatform(ANDROID)).toBe('android');
    expect(detectMobilePlatform(IPHONE)).toBe('ios');
    expect(detectMobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(detectMobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBeNull();
    expect(detectMobilePlatform(DESKTOP)).toBeNull();
  });
});

describe('the prerendered shell variants', () => {
  it('has one key per variant, and each key reads back', () => {
    const keys = ALL_SHELL_VARIANTS.map(shellVariantKey);
    expect(new Set(keys).size).toBe(5 * 2 * 3);
    for (const variant of ALL_SHELL_VARIANTS) {
      expect(parseShellVariantKey(shellVariantKey(variant))).toEqual(variant);
    }
    expect(parseShellVariantKey('start.notice.windows')).toBeNull();
    expect(shellVariantKey(DEFAULT_SHELL_VARIANT)).toBe('start.notice.none');
  });

  it('reads cookies by name only', () => {
    expect(hasCookie(`a=1; ${CONSENT_COOKIE}=1`, CONSENT_COOKIE)).toBe(true);
    expect(hasCookie(`x${CONSENT_COOKIE}=1`, CONSENT_COOKIE)).toBe(false);
    expect(hasCookie('', CONSENT_COOKIE)).toBe(false);
  });

  it('gives a first visit the notice, and the banner on a phone', () => {
    expect(shellVariantFor({ ...FIRST_VISIT, userAgent: ANDROID })).toEqual({
      page: 'start',
      cookieNotice: true,
      banner: 'android',
      locale: 'de',
    });
    expect(shellVariantFor({ ...FIRST_VISIT, pathname: '/terminservice/suche/x' })).toEqual({
      page: 'search',
      cookieNotice: true,
      banner: null,
      locale: 'de',
    });
  });

  it('leaves out what a returning visitor confirmed or closed', () => {
    expect(
      shellVariantFor({
        pathname: '/datenschutz',
        cookies: `${CONSENT_COOKIE}=1; ${BANNER_DISMISSED_COOKIE}=1`,
        userAgent: IPHONE,
        acceptLanguage: '',
      }),
    ).toEqual({ page: 'other', cookieNotice: false, banner: null, locale: 'de' });
  });

  it('has keys in every language; German keeps the keys it had', () => {
    const variants = shellVariantsIn(LOCALES);
    expect(new Set(variants.map(shellVariantKey)).size).toBe(30 * LOCALES.length);
    for (const variant of variants) {
      expect(parseShellVariantKey(shellVariantKey(variant))).toEqual(variant);
    }
    expect(shellVariantKey({ ...DEFAULT_SHELL_VARIANT, locale: 'ar' })).toBe(
      'start.notice.none.ar',
    );
    expect(parseShellVariantKey('start.notice.none.xx')).toBeNull();
    expect(ALL_SHELL_VARIANTS.every((variant) => variant.locale === 'de')).toBe(true);
  });

  it('writes the page in the remembered choice, else the browser’s languages, among the app’s', () => {
    const WEB: readonly Locale[] = LOCALES;
    const locale = (cookies: string, acceptLanguage: string, locales = WEB) =>
      shellVariantFor({ ...FIRST_VISIT, cookies, acceptLanguage }, locales).locale;
    expect(locale('', 'tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(locale('', 'fr-FR, ar;q=0.5')).toBe('ar');
    expect(locale('', 'fr-FR')).toBe('de');
    expect(locale('', '')).toBe('de');
    expect(locale(`${LOCALE_COOKIE}=uk`, 'tr')).toBe('uk');
    expect(locale(`${LOCALE_COOKIE}=de`, 'tr')).toBe('de');
    // A cookie that names no language of ours is no choice.
    expect(locale(`${LOCALE_COOKIE}=<script>`, 'pl')).toBe('pl');
    // The staff apps: German whatever is asked.
    expect(locale(`${LOCALE_COOKIE}=uk`, 'tr', ['de'])).toBe('de');
    expect(shellVariantFor({ ...FIRST_VISIT, acceptLanguage: 'ar' }).locale).toBe('de');
  });

  it('reads cookie values, and writes the shell’s cookies for the whole site', () => {
    expect(cookieValue(`a=1; ${LOCALE_COOKIE}=tr`, LOCALE_COOKIE)).toBe('tr');
    expect(cookieValue(`x${LOCALE_COOKIE}=tr`, LOCALE_COOKIE)).toBeNull();
    expect(cookieValue(`${LOCALE_COOKIE}=`, LOCALE_COOKIE)).toBe('');
    expect(shellCookie(LOCALE_COOKIE, 'ar', 60.7, true)).toBe(
      `${LOCALE_COOKIE}=ar; Path=/; Max-Age=60; SameSite=Lax; Secure`,
    );
    expect(shellCookie(CONSENT_COOKIE, '1', -5, false)).toBe(
      `${CONSENT_COOKIE}=1; Path=/; Max-Age=0; SameSite=Lax`,
    );
  });
});
