// The two cookies that mirror settings of §3 "Storage" for the server (ADR 11): the server sends the
// prerendered shell without the cookie notice while CONSENT_COOKIE is set, and without the smart
// banner while BANNER_DISMISSED_COOKIE is. localStorage stays what the app goes by; the cookies only
// tell the server, before any JavaScript runs, what a returning visitor no longer sees. They hold
// no personal data, only that a notice was answered (essential, §2 cookie notice).
import { BANNER_RESHOW_DAYS } from '@terminservice/domain/limits';
import {
  BANNER_DISMISSED_COOKIE,
  CONSENT_COOKIE,
  SHELL_COOKIE_MAX_AGE_S,
  hasCookie,
  shellCookie,
} from '@terminservice/domain/shell';
import { readSetting } from './storage.ts';

const DAY_S = 24 * 60 * 60;

function setCookie(name: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = shellCookie(name, '1', maxAgeSeconds, window.location.protocol === 'https:');
}

/** §4 "Cookie notice: confirming stores settings": the server leaves the notice out from now on. */
export function writeConsentCookie(confirmed: boolean): void {
  setCookie(CONSENT_COOKIE, confirmed ? SHELL_COOKIE_MAX_AGE_S : 0);
}

/** §4 "Banner": closed at `dismissedAt` (ms); the cookie lasts until the banner is due again. */
export function writeBannerCookie(dismissedAt: number | null, now: number): void {
  const remaining =
    dismissedAt === null || !Number.isFinite(dismissedAt)
      ? 0
      : BANNER_RESHOW_DAYS * DAY_S - (now - dismissedAt) / 1000;
  setCookie(BANNER_DISMISSED_COOKIE, remaining);
}

/**
 * At start: the cookies follow localStorage (a visitor who confirmed before the cookies existed
 * gets them now; cleared storage clears them).
 */
export function syncShellCookies(now: number = Date.now()): void {
  if (typeof document === 'undefined') return;
  const confirmed = readSetting<boolean>('cookieHide') === true;
  if (confirmed || hasCookie(document.cookie, CONSENT_COOKIE)) writeConsentCookie(confirmed);
  const dismissedAt = readSetting<number>('bannerDismissedAt');
  if (dismissedAt !== null || hasCookie(document.cookie, BANNER_DISMISSED_COOKIE)) {
    writeBannerCookie(dismissedAt, now);
  }
}
