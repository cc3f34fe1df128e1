// The status of the code a page shows (issue #15), from vermittlungscode/status/abrufen.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { useEffect, useState } from 'react';
import {
  readSession,
  useApi,
  useAppContext,
  useIsShown,
  writeSession,
} from '../../app-context/index.ts';

/** The code's status once loaded; null while loading, without a code, or when the call failed. */
export function useCodeStatus(code: string): CodeStatusResponse | null {
  const getApi = useApi();
  const [found, setFound] = useState<{ code: string; status: CodeStatusResponse } | null>(null);

  useEffect(() => {
    if (code === '') return undefined;
    const controller = new AbortController();
    void (async () => {
      // The API client sends the session's code. This effect runs before the page's own (a
      // child's effects run first), so the page's code goes in here, as the page would put it.
      if (readSession('code') !== code) writeSession('code', code);
      try {
        const api = await getApi();
        const status = await api.codeStatus({ signal: controller.signal });
        if (!controller.signal.aborted) setFound({ code, status });
      } catch {
        // The status is an aid: without it the page works as before and reports its own errors.
      }
    })();
    return () => controller.abort();
  }, [code, getApi]);

  return found?.code === code ? found.status : null;
}

/**
 * The status where the application type shows it (VISIBILITY.codeStatus): SURGERY and SMED ask
 * nothing — and only once `version` has told the type.
 */
export function useShownCodeStatus(code: string): CodeStatusResponse | null {
  const isShown = useIsShown();
  const ready = useAppContext((state) => state.status === 'ready');
  const shown = ready && isShown('codeStatus');
  const status = useCodeStatus(shown ? code : '');
  return shown ? status : null;
}
