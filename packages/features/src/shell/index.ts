// shell: the app shell of §2 — header, footer, cookie notice, status banner, toasts.
export { APP_READY_ATTRIBUTE, AppShell, type AppShellProps } from './AppShell.tsx';
export {
  SHELL_ATTRIBUTES,
  ShellRoot,
  mountApp,
  readShellSnapshot,
  usePrerenderedShell,
  type ShellSnapshot,
} from './prerendered.tsx';
export {
  ShellProvider,
  useNotification,
  useShell,
  useToast,
  type ShellProviderProps,
} from './ShellProvider.tsx';
export { createShellStore, type ShellState, type ShellStore, type ToastTone } from './store.ts';
export { RESTART_LABELS, restartLabelFor } from './utils/restart-label.ts';
export { COPYRIGHT_HOLDER, copyrightLine } from './utils/copyright.ts';
export { documentTitle, useDocumentTitle } from './hooks/useDocumentTitle.ts';
export { useIsHandset } from './hooks/useIsHandset.ts';
export { COOKIE_TEXTS } from './components/CookieNotice.tsx';
export { FOOTER_LINKS } from './components/Footer.tsx';
export { MENU_LABELS, MENU_MESSAGES } from './components/Header.tsx';
export {
  COOKIE_MESSAGES,
  FATAL_ERROR_MESSAGES,
  LOADING_TEXT,
  SERVER_WAIT_MESSAGES,
  SHELL_MESSAGES,
  SMART_BANNER_MESSAGES,
} from './texts.ts';
export {
  APP_STORE_URLS,
  SMART_BANNER_TEXTS,
  SmartBanner,
  type SmartBannerProps,
} from './components/SmartBanner.tsx';
export {
  FATAL_ERROR_TEXTS,
  FatalErrorHelper,
  type FatalErrorHelperProps,
} from './components/FatalErrorHelper.tsx';
export {
  FATAL_REPORT_LABELS,
  FATAL_REPORT_SUBJECT,
  composeFatalReport,
  fatalReportMailto,
  type FatalReportInput,
} from './utils/fatal-report.ts';
export { isBannerDue } from './utils/banner-due.ts';
export {
  describeUserAgent,
  detectMobilePlatform,
  type MobilePlatform,
} from './utils/user-agent.ts';
