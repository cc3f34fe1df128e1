import { DEFAULT_COOKIE_SETTINGS } from '@terminservice/domain/limits';
import { describe, expect, it } from 'vitest';
import {
  confirmCookieSettings,
  grantMapConsent,
  hasMapConsent,
  isCookieNoticeConfirmed,
  readCookieSettings,
  resetCookieSettings,
  revokeMapConsent,
} from './settings.ts';
import {
  SESSION_KEYS,
  clearSession,
  readSession,
  removeSession,
  sessionStorageKey,
  writeSession,
} from './storage.ts';

describe('session storage (§3 Storage)', () => {
  it('keeps every session value under the ets-session- prefix, as JSON', () => {
    writeSession('code', 'ABCDEFGHKLMN');
    writeSession('radius', 10);
    expect(window.sessionStorage.getItem('ets-session-code')).toBe('"ABCDEFGHKLMN"');
    expect(readSession<number>('radius')).toBe(10);
    for (const key of Object.keys(SESSION_KEYS) as (keyof typeof SESSION_KEYS)[]) {
      expect(sessionStorageKey(key)).toMatch(/^ets-session-[a-z-]+$/);
    }
  });

  it('reads a missing or broken value as null', () => {
    expect(readSession('postcode')).toBeNull();
    window.sessionStorage.setItem('ets-session-plz', '{kaputt');
    expect(readSession('postcode')).toBeNull();
  });

  it('clearing the session removes only ets-session- entries', () => {
    writeSession('code', 'X');
    writeSession('identificationToken', 'T');
    window.sessionStorage.setItem('anderes', 'bleibt');
    removeSession('code');
    expect(readSession('code')).toBeNull();
    clearSession();
    expect(readSession('identificationToken')).toBeNull();
    expect(window.sessionStorage.getItem('anderes')).toBe('bleibt');
  });
});

describe('settings in local storage (§3, §9 cookie defaults)', () => {
  it('starts with the defaults: essential on, statistics off, notice not confirmed', () => {
    expect(readCookieSettings()).toEqual(DEFAULT_COOKIE_SETTINGS);
    expect(isCookieNoticeConfirmed()).toBe(false);
  });

  it('confirming stores the choice and hides the notice; a reset asks again', () => {
    confirmCookieSettings({ statistics: true });
    expect(readCookieSettings()).toEqual({ essential: true, statistics: true });
    expect(isCookieNoticeConfirmed()).toBe(true);
    expect(window.localStorage.getItem('ets-settings-cookies')).toBe(
      '{"essential":true,"statistics":true}',
    );
    resetCookieSettings();
    expect(isCookieNoticeConfirmed()).toBe(false);
    expect(readCookieSettings()).toEqual(DEFAULT_COOKIE_SETTINGS);
  });

  it('keeps the map consent until it is revoked', () => {
    expect(hasMapConsent()).toBe(false);
    grantMapConsent();
    expect(hasMapConsent()).toBe(true);
    revokeMapConsent();
    expect(hasMapConsent()).toBe(false);
  });
});
