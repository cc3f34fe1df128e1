// The settings of §3 "Storage" kept in localStorage: cookie choices (§2 cookie notice, defaults
// §9), the map consent (§2 "Map consent layer", §4 "Map consent").
import { DEFAULT_COOKIE_SETTINGS } from '@terminservice/domain/limits';
import { writeConsentCookie } from './shell-cookies.ts';
import { readSetting, removeSetting, writeSetting } from './storage.ts';

/** §3 "Cookie settings: essential, statistics". Essential is always on. */
export interface CookieSettings {
  readonly essential: true;
  readonly statistics: boolean;
}

export function readCookieSettings(): CookieSettings {
  const stored = readSetting<Partial<CookieSettings>>('cookieSettings');
  return {
    essential: true,
    statistics:
      typeof stored?.statistics === 'boolean'
        ? stored.statistics
        : DEFAULT_COOKIE_SETTINGS.statistics,
  };
}

/** §2: the notice is "shown until the user confirms" — the hide flag records the confirmation. */
export function isCookieNoticeConfirmed(): boolean {
  return readSetting<boolean>('cookieHide') === true;
}

/** §4 "Cookie notice: confirming stores settings". */
export function confirmCookieSettings(settings: { readonly statistics: boolean }): CookieSettings {
  const stored: CookieSettings = { essential: true, statistics: settings.statistics };
  writeSetting('cookieSettings', stored);
  writeSetting('cookieHide', true);
  writeConsentCookie(true);
  return stored;
}

/** §2 privacy page: "reset cookie settings" — the notice asks again on the next load. */
export function resetCookieSettings(): void {
  removeSetting('cookieSettings');
  removeSetting('cookieHide');
  writeConsentCookie(false);
}

/** §2 "Map consent layer": the consent flag. */
export function hasMapConsent(): boolean {
  return readSetting<boolean>('mapConsent') === true;
}

/** §4 "Map consent: flag stored in local storage on 'Karte anzeigen'". */
export function grantMapConsent(): void {
  writeSetting('mapConsent', true);
}

/** §2 privacy page: revoke the maps consent. */
export function revokeMapConsent(): void {
  removeSetting('mapConsent');
}
