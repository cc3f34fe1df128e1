// shell: the app shell of §2 — header, footer, cookie notice, status banner, toasts.
export { AppShell, type AppShellProps } from './AppShell.tsx';
export { ShellProvider, useShell, useToast, type ShellProviderProps } from './ShellProvider.tsx';
export { createShellStore, type ShellState, type ShellStore, type ToastTone } from './store.ts';
export { RESTART_LABELS, restartLabelFor } from './utils/restart-label.ts';
export { COPYRIGHT_HOLDER, copyrightLine } from './utils/copyright.ts';
export { documentTitle, useDocumentTitle } from './hooks/useDocumentTitle.ts';
export { COOKIE_TEXTS } from './components/CookieNotice.tsx';
export { FOOTER_LINKS } from './components/Footer.tsx';
export { MENU_LABELS } from './components/Header.tsx';
export { LOADING_TEXT } from './texts.ts';
