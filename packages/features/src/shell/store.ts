// The app shell's state (§2 "App shell"): the mobile menu, the cookie notice, the server status
// message and the toasts. A store per provider (docs/architecture.md "Apps and features"); it never writes to the URL.
import type { Notice } from '@terminservice/domain/errors';
import type { ToastMessage, ToastTone } from '@terminservice/ui/toast';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  confirmCookieSettings,
  isCookieNoticeConfirmed,
  readCookieSettings,
  type CookieSettings,
} from '../app-context/index.ts';

export type { ToastTone };

export interface ShellState {
  readonly menuOpen: boolean;
  toggleMenu(): void;
  closeMenu(): void;

  /** §2 cookie notice: shown until the user confirms. */
  readonly cookieNoticeVisible: boolean;
  readonly cookieNoticeCollapsed: boolean;
  /** The choice in the notice (not stored until confirmed). */
  readonly cookieSettings: CookieSettings;
  setStatistics(allowed: boolean): void;
  toggleCookieNotice(): void;
  /** 'Auswahl bestätigen': stores the choice and hides the notice (§4). */
  confirmCookies(): void;
  /** 'Alle auswählen': sets both true, stores and hides (§4). */
  acceptAllCookies(): void;

  /** §2 "A notification banner can show a server status message"; '' when there is none. */
  readonly statusMessage: string;
  setStatusMessage(message: string | null): void;

  /** §2 "Notification toasts last 10 s with a progress bar" (the ui Toast keeps the time). */
  readonly toasts: readonly ToastMessage[];
  showToast(notice: Notice, tone?: ToastTone): string;
  /**
   * A toast with content of its own (e.g. a link) and its own duration, such as the 15 s SURGERY
   * notification 'Information für Ärzte' (§2, §9). Answers its id.
   */
  showNotification(toast: Omit<ToastMessage, 'id'>): string;
  dismissToast(id: string): void;
}

export type ShellStore = StoreApi<ShellState>;

/**
 * Appends a toast; an earlier toast saying the same thing goes, so the newest one stands alone with
 * its full 10 s (e.g. a second booking right after the first shows one 'gebucht' notice, not two).
 */
function withNewest(toasts: readonly ToastMessage[], toast: ToastMessage): ToastMessage[] {
  const same = (other: ToastMessage) =>
    other.tone === toast.tone && other.title === toast.title && other.text === toast.text;
  return [...toasts.filter((other) => !same(other)), toast];
}

export function createShellStore(): ShellStore {
  let nextToastId = 0;
  return createStore<ShellState>()((set) => ({
    menuOpen: false,
    toggleMenu: () => set((state) => ({ menuOpen: !state.menuOpen })),
    closeMenu: () => set({ menuOpen: false }),

    cookieNoticeVisible: !isCookieNoticeConfirmed(),
    cookieNoticeCollapsed: false,
    cookieSettings: readCookieSettings(),
    setStatistics: (allowed) =>
      set((state) => ({ cookieSettings: { ...state.cookieSettings, statistics: allowed } })),
    toggleCookieNotice: () =>
      set((state) => ({ cookieNoticeCollapsed: !state.cookieNoticeCollapsed })),
    confirmCookies: () =>
      set((state) => ({
        cookieSettings: confirmCookieSettings(state.cookieSettings),
        cookieNoticeVisible: false,
      })),
    acceptAllCookies: () =>
      set({
        cookieSettings: confirmCookieSettings({ statistics: true }),
        cookieNoticeVisible: false,
      }),

    statusMessage: '',
    setStatusMessage: (message) => set({ statusMessage: message?.trim() ?? '' }),

    toasts: [],
    showToast(notice, tone = 'info') {
      nextToastId += 1;
      const id = `toast-${nextToastId}`;
      const toast: ToastMessage = notice.title
        ? { id, tone, title: notice.title, text: notice.message }
        : { id, tone, title: notice.message };
      set((state) => ({ toasts: withNewest(state.toasts, toast) }));
      return id;
    },
    showNotification(toast) {
      nextToastId += 1;
      const id = `toast-${nextToastId}`;
      set((state) => ({ toasts: withNewest(state.toasts, { ...toast, id }) }));
      return id;
    },
    dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  }));
}
