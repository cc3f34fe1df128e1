// The prerendered shell (ADR 11): the build renders each app's shell once per variant, the server
// sends the variant that matches the request, and the app hydrates it. A variant is what differs
// between visitors before any JavaScript runs: the page kind (the header's label), whether the
// cookie notice shows (§2: "shown until the user confirms") and which smart banner shows (§2, §4
// "Banner"). The browser keeps both choices in its local storage (§3 "Storage"); the app mirrors them
// in two cookies so that the server can leave out what a returning visitor no longer sees.
import { detectMobilePlatform, type MobilePlatform } from './platform.ts';
import { SHELL_PAGE_KINDS, shellPageKind, type ShellPageKind } from './page-kind.ts';

export interface ShellVariant {
  readonly page: ShellPageKind;
  /** The cookie notice shows: its confirmation is not known to the server. */
  readonly cookieNotice: boolean;
  /** The smart banner's platform, or null for none. */
  readonly banner: MobilePlatform | null;
}

/** Set while the cookie notice is confirmed (mirrors the setting `ets-settings-cookie-hide`). */
export const CONSENT_COOKIE = 'ets-cookie-hide';
/** Set for 7 days after the smart banner was closed (mirrors `ets-settings-bannerDismissedAt`). */
export const BANNER_DISMISSED_COOKIE = 'ets-banner-dismissed';

/** The file next to index.html that holds every variant's #root element. */
export const PRERENDERED_SHELL_FILE = 'prerendered-shell.json';

/** The content of PRERENDERED_SHELL_FILE. */
export interface PrerenderedShellFile {
  /** The variant built into index.html. */
  readonly defaultVariant: string;
  /** Each variant's `<div id="root" …>…</div>`, by shellVariantKey. */
  readonly roots: Readonly<Record<string, string>>;
}

export const DEFAULT_SHELL_VARIANT: ShellVariant = {
  page: 'start',
  cookieNotice: true,
  banner: null,
};

const BANNERS = ['android', 'ios', null] as const;

export const ALL_SHELL_VARIANTS: readonly ShellVariant[] = SHELL_PAGE_KINDS.flatMap((page) =>
  [true, false].flatMap((cookieNotice) =>
    BANNERS.map((banner) => ({ page, cookieNotice, banner })),
  ),
);

export function shellVariantKey({ page, cookieNotice, banner }: ShellVariant): string {
  return `${page}.${cookieNotice ? 'notice' : 'consented'}.${banner ?? 'none'}`;
}

/** The variant a key names, or null for anything else. */
export function parseShellVariantKey(key: string): ShellVariant | null {
  return ALL_SHELL_VARIANTS.find((variant) => shellVariantKey(variant) === key) ?? null;
}

/** Whether a `Cookie` header (or `document.cookie`) holds the cookie `name`. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.trim().split('=')[0] === name);
}

export interface ShellRequest {
  readonly pathname: string;
  /** The `Cookie` header ('' without one). */
  readonly cookies: string;
  /** The `User-Agent` header ('' without one). */
  readonly userAgent: string;
}

/** The variant to send for a request. */
export function shellVariantFor({ pathname, cookies, userAgent }: ShellRequest): ShellVariant {
  return {
    page: shellPageKind(pathname),
    cookieNotice: !hasCookie(cookies, CONSENT_COOKIE),
    banner: hasCookie(cookies, BANNER_DISMISSED_COOKIE) ? null : detectMobilePlatform(userAgent),
  };
}
