// Browser storage of spec §3 "Storage": session data in sessionStorage under the `ets-session-`
// prefix, settings in localStorage. Values are JSON. Storage that is unavailable (private mode,
// blocked by the browser) reads as empty and ignores writes: the app keeps working without it.
import { SESSION_STORAGE_PREFIX } from '@terminservice/domain/limits';

/** §3: what the session holds, each under `ets-session-<name>`. */
export const SESSION_KEYS = {
  code: 'code',
  postcode: 'plz',
  mail: 'mail',
  phone: 'phone',
  radius: 'radius',
  selectedSlot: 'selected-slot',
  cancellationCount: 'cancellation-count',
  resultsReferer: 'results-referer',
  identificationToken: 'identification-token',
  /**
   * §3 "Pin request results held: token, …": the token of a requested identity PIN. Kept apart
   * from identificationToken, which the API client sends as the staff/practice token header.
   */
  pinToken: 'pin-token',
  smedPseudonym: 'smed-pseudonym',
  qualifications: 'qualifikationen',
  kvId: 'kv',
  appointmentTypes: 'termintypen',
  surgeryOriginToken: 'surgery-origin-token',
  /**
   * §4 "Code generator": the SURGERY code with the origin token it was generated under
   * (`{ originToken, code }`), reused while the token matches.
   */
  surgeryCode: 'surgery-code',
  /**
   * The slot alert waiting for its PIN (issue #15): `{ token, kanal, empfaenger }` of the
   * subscription, the address masked; the PIN page reads it, also after a reload.
   */
  alertPending: 'terminalarm',
  /**
   * Issue #23 part 3: when this browser reserved a video consultation (epoch ms, taken before the
   * call, so never later than the server's start), for the time left on the PIN page.
   */
  reservedAt: 'reserviert-am',
  /**
   * Issue #23 part 3: when the identity PIN under pinToken was requested (epoch ms, taken before
   * the call), for the time left of its validity on the identity check page, also after a reload.
   */
  pinSentAt: 'pin-gesendet-am',
} as const;
export type SessionKey = keyof typeof SESSION_KEYS;

/** Prefix of the settings in localStorage. */
export const SETTINGS_STORAGE_PREFIX = 'ets-settings-';

/** §3: what localStorage holds: cookie settings, cookie hide flag, map consent, banner dismissal. */
export const SETTINGS_KEYS = {
  cookieSettings: 'cookies',
  cookieHide: 'cookie-hide',
  mapConsent: 'map-consent',
  bannerDismissedAt: 'bannerDismissedAt',
} as const;
export type SettingsKey = keyof typeof SETTINGS_KEYS;

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function read<T>(store: Storage | null, key: string): T | null {
  try {
    const raw = store?.getItem(key);
    return raw === null || raw === undefined ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function write(store: Storage | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the value lives only as long as the page.
  }
}

function remove(store: Storage | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored.
  }
}

export function sessionStorageKey(key: SessionKey): string {
  return `${SESSION_STORAGE_PREFIX}${SESSION_KEYS[key]}`;
}

export function settingsStorageKey(key: SettingsKey): string {
  return `${SETTINGS_STORAGE_PREFIX}${SETTINGS_KEYS[key]}`;
}

export function readSession<T>(key: SessionKey): T | null {
  return read<T>(storage('sessionStorage'), sessionStorageKey(key));
}

export function writeSession(key: SessionKey, value: unknown): void {
  write(storage('sessionStorage'), sessionStorageKey(key), value);
}

export function removeSession(key: SessionKey): void {
  remove(storage('sessionStorage'), sessionStorageKey(key));
}

/** §2 logout and §2 login page "clears the session": every `ets-session-` entry, nothing else. */
export function clearSession(): void {
  const store = storage('sessionStorage');
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) {
      if (key?.startsWith(SESSION_STORAGE_PREFIX)) store.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing was stored.
  }
}

export function readSetting<T>(key: SettingsKey): T | null {
  return read<T>(storage('localStorage'), settingsStorageKey(key));
}

export function writeSetting(key: SettingsKey, value: unknown): void {
  write(storage('localStorage'), settingsStorageKey(key), value);
}

export function removeSetting(key: SettingsKey): void {
  remove(storage('localStorage'), settingsStorageKey(key));
}
