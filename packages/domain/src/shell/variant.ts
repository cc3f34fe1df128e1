// The prerendered shell (ADR 11): the build renders each app's shell once per variant, the server
// sends the variant that matches the request, and the app hydrates it. A variant is what differs
// between visitors before any JavaScript runs: the page kind (the header's label), whether the
// cookie notice shows (§2: "shown until the user confirms") and which smart banner shows (§2, §4
// "Banner") and, in an app with languages (WEB, issue #23), the language (issue #25 part 5: a first
// paint in the visitor's language needs no script). The browser keeps these choices in its local
// storage (§3 "Storage"); the app mirrors them in cookies so that the server can send, before any
// JavaScript runs, what a returning visitor sees.
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localeOfAcceptLanguage,
  type Locale,
} from '../locale/index.ts';
import { detectMobilePlatform, type MobilePlatform } from './platform.ts';
import { SHELL_PAGE_KINDS, shellPageKind, type ShellPageKind } from './page-kind.ts';

export interface ShellVariant {
  readonly page: ShellPageKind;
  /** The cookie notice shows: its confirmation is not known to the server. */
  readonly cookieNotice: boolean;
  /** The smart banner's platform, or null for none. */
  readonly banner: MobilePlatform | null;
  /** The language the shell is written in: German, or in WEB the visitor's. */
  readonly locale: Locale;
}

/** Set while the cookie notice is confirmed (mirrors the setting `ets-settings-cookie-hide`). */
export const CONSENT_COOKIE = 'ets-cookie-hide';
/** Set for 7 days after the smart banner was closed (mirrors `ets-settings-bannerDismissedAt`). */
export const BANNER_DISMISSED_COOKIE = 'ets-banner-dismissed';
/** The chosen language (WEB), while one is remembered (mirrors the choice in local storage). */
export const LOCALE_COOKIE = 'ets-sprache';

/** The file next to index.html that holds every variant's #root element. */
export const PRERENDERED_SHELL_FILE = 'prerendered-shell.json';

/** The content of PRERENDERED_SHELL_FILE. */
export interface PrerenderedShellFile {
  /** The variant built into index.html. */
  readonly defaultVariant: string;
  /** Each variant's `<div id="root" …>…</div>`, by shellVariantKey. */
  readonly roots: Readonly<Record<string, string>>;
  /** The languages prerendered (WEB: every one); absent: German only (the staff apps). */
  readonly locales?: readonly Locale[];
}

export const DEFAULT_SHELL_VARIANT: ShellVariant = {
  page: 'start',
  cookieNotice: true,
  banner: null,
  locale: DEFAULT_LOCALE,
};

const BANNERS = ['android', 'ios', null] as const;

/** Every variant in the given languages (the staff apps: German only). */
export function shellVariantsIn(locales: readonly Locale[]): readonly ShellVariant[] {
  return locales.flatMap((locale) =>
    SHELL_PAGE_KINDS.flatMap((page) =>
      [true, false].flatMap((cookieNotice) =>
        BANNERS.map((banner) => ({ page, cookieNotice, banner, locale })),
      ),
    ),
  );
}

/** Every German variant. */
export const ALL_SHELL_VARIANTS: readonly ShellVariant[] = shellVariantsIn([DEFAULT_LOCALE]);

/** e.g. 'start.notice.none' (German), 'search.consented.ios.tr'. */
export function shellVariantKey({ page, cookieNotice, banner, locale }: ShellVariant): string {
  const german = `${page}.${cookieNotice ? 'notice' : 'consented'}.${banner ?? 'none'}`;
  return locale === DEFAULT_LOCALE ? german : `${german}.${locale}`;
}

const EVERY_VARIANT = new Map(shellVariantsIn(LOCALES).map((v) => [shellVariantKey(v), v]));

/** The variant a key names, or null for anything else. */
export function parseShellVariantKey(key: string): ShellVariant | null {
  return EVERY_VARIANT.get(key) ?? null;
}

/** The value of the cookie `name` in a `Cookie` header (or `document.cookie`), else null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key = '', ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Whether a `Cookie` header (or `document.cookie`) holds the cookie `name`. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookieValue(cookies, name) !== null;
}

/** Browsers keep a cookie at most 400 days; the app renews the shell's cookies on every start. */
export const SHELL_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * A `document.cookie` assignment for one of the shell's cookies: for the whole site (the legal
 * pages such as /datenschutz are app pages outside /terminservice, §2), sent on top-level
 * navigation only (Lax), Secure on https; Max-Age 0 removes it.
 */
export function shellCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  const age = Math.max(0, Math.floor(maxAgeSeconds));
  return `${name}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface ShellRequest {
  readonly pathname: string;
  /** The `Cookie` header ('' without one). */
  readonly cookies: string;
  /** The `User-Agent` header ('' without one). */
  readonly userAgent: string;
  /** The `Accept-Language` header ('' without one). */
  readonly acceptLanguage: string;
}

/**
 * The language to prerender a page in, among the app's: the remembered choice (its cookie), else
 * the browser's languages, else German — as the app and its boot loader choose (the remembered
 * choice, else `navigator.languages`, which browsers send as Accept-Language).
 */
export function shellLocaleFor(
  { cookies, acceptLanguage }: Pick<ShellRequest, 'cookies' | 'acceptLanguage'>,
  locales: readonly Locale[],
): Locale {
  const remembered = cookieValue(cookies, LOCALE_COOKIE);
  const locale = isLocale(remembered) ? remembered : localeOfAcceptLanguage(acceptLanguage);
  return locales.includes(locale) ? locale : DEFAULT_LOCALE;
}

/** The variant to send for a request, in one of the app's languages (German only by default). */
export function shellVariantFor(
  request: ShellRequest,
  locales: readonly Locale[] = [DEFAULT_LOCALE],
): ShellVariant {
  const { pathname, cookies, userAgent } = request;
  return {
    page: shellPageKind(pathname),
    cookieNotice: !hasCookie(cookies, CONSENT_COOKIE),
    banner: hasCookie(cookies, BANNER_DISMISSED_COOKIE) ? null : detectMobilePlatform(userAgent),
    locale: shellLocaleFor(request, locales),
  };
}
