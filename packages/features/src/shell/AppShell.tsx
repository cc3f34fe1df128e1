// §2 "App shell": skip link, mobile smart banner, cookie notice, header, status banner, the wait
// notice after a 503 (issue #6), the page, footer, toasts — on the ui Page frame. Status polling
// (§4) and the reset on route change (§2) run here.
import { Page } from '@terminservice/ui/page';
import { ToastRegion } from '@terminservice/ui/toast';
import { useEffect, type ReactNode } from 'react';
import { syncShellCookies } from '../app-context/index.ts';
import { CookieNotice } from './components/CookieNotice.tsx';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { ServerWaitNotice } from './components/ServerWaitNotice.tsx';
import { SmartBanner } from './components/SmartBanner.tsx';
import { StatusBanner } from './components/StatusBanner.tsx';
import { useRouteChangeReset } from './hooks/useRouteChangeReset.ts';
import { useStatusPolling } from './hooks/useStatusPolling.ts';
import { ShellProvider, useShell } from './ShellProvider.tsx';
import type { ShellStore } from './store.ts';
import './shell.css';

/** Set on <html> once the shell's JavaScript runs. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

function ShellLayout({
  children,
  width,
}: {
  readonly children: ReactNode;
  width: 'text' | 'wide';
}) {
  useRouteChangeReset();
  useStatusPolling();
  const toasts = useShell((state) => state.toasts);
  const dismissToast = useShell((state) => state.dismissToast);

  useEffect(() => {
    syncShellCookies();
    // The shell answers input from here on: before, a prerendered page shows it without its
    // JavaScript (ADR 11). Tests wait for this mark before they click.
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);

  return (
    <>
      <Page
        width={width}
        header={
          <>
            <SmartBanner />
            <CookieNotice />
            <Header />
            <StatusBanner />
            <ServerWaitNotice />
          </>
        }
        footer={<Footer />}
      >
        {children}
      </Page>
      <ToastRegion toasts={toasts} onDismiss={dismissToast} />
    </>
  );
}

export interface AppShellProps {
  /** 'text' (default): reading width; 'wide': search results with filters. */
  readonly width?: 'text' | 'wide';
  /** For tests: a shell store made beforehand. */
  readonly store?: ShellStore;
  readonly children: ReactNode;
}

/** The shell around every page. Needs <AppContextProvider> and a router above it. */
export function AppShell({ store, width = 'text', children }: AppShellProps) {
  return (
    <ShellProvider {...(store ? { store } : {})}>
      <ShellLayout width={width}>{children}</ShellLayout>
    </ShellProvider>
  );
}
