// §4 "Notification banner": polls `status` every 30 s while the window is focused and again on
// regaining focus; a failed status call sends the user to base. Skipped for TSS (§6,
// VISIBILITY.statusPolling). Polling starts once `version` has told the application type.
import { STATUS_POLL_INTERVAL_MS } from '@terminservice/domain/limits';
import { ROUTES } from '@terminservice/domain/search';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi, useAppContext, useIsShown } from '../../app-context/index.ts';
import { useShell } from '../ShellProvider.tsx';

export function useStatusPolling(intervalMs: number = STATUS_POLL_INTERVAL_MS): void {
  const getApi = useApi();
  const ready = useAppContext((state) => state.status === 'ready');
  const isShown = useIsShown();
  const enabled = ready && isShown('statusPolling');
  const setStatusMessage = useShell((state) => state.setStatusMessage);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!enabled) return undefined;
    let controller: AbortController | null = null;
    const poll = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const api = await getApi();
        const answer = await api.status({ signal: current.signal });
        if (!current.signal.aborted) setStatusMessage(answer.status);
      } catch {
        if (current.signal.aborted) return;
        if (pathnameRef.current !== ROUTES.base) void navigate(ROUTES.base);
      }
    };
    void poll();
    const timer = setInterval(() => {
      if (document.hasFocus()) void poll();
    }, intervalMs);
    const onFocus = () => void poll();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      controller?.abort();
    };
  }, [enabled, getApi, intervalMs, navigate, setStatusMessage]);
}
