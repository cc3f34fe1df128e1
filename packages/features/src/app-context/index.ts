// app-context: the application type from `version` (§4), visibility (§6), the communication-error
// notice, and the browser storage of §3.
export {
  AppContextProvider,
  useApi,
  useAppContext,
  useApplicationType,
  useIsShown,
  type AppContextProviderProps,
} from './AppContextProvider.tsx';
export {
  apiGetter,
  createAppContextStore,
  selectIsShown,
  type ApiSource,
  type AppContextOptions,
  type AppContextState,
  type AppContextStore,
  type AppStatus,
} from './store.ts';
export {
  SESSION_KEYS,
  SETTINGS_KEYS,
  SETTINGS_STORAGE_PREFIX,
  clearSession,
  readSession,
  readSetting,
  removeSession,
  removeSetting,
  sessionStorageKey,
  settingsStorageKey,
  writeSession,
  writeSetting,
  type SessionKey,
  type SettingsKey,
} from './storage.ts';
export {
  confirmCookieSettings,
  grantMapConsent,
  hasMapConsent,
  isCookieNoticeConfirmed,
  readCookieSettings,
  resetCookieSettings,
  revokeMapConsent,
  type CookieSettings,
} from './settings.ts';
export { syncShellCookies, writeBannerCookie, writeConsentCookie } from './shell-cookies.ts';
export { TOKEN_QUERY_PARAMETER, takeTokenFromAddress } from './token.ts';
export {
  SMED_PSEUDONYM_MAX_LENGTH,
  asSmedVersion,
  isValidSmedPseudonym,
  readSmedPseudonym,
  smedEffectiveType,
  takeSmedPseudonymFromAddress,
  withSmedPseudonym,
} from './smed-pseudonym.ts';
export { storeContext, type StoreContext } from './store-context.tsx';
export { SESSION_EXPIRED_TITLE } from './version-notice.ts';
