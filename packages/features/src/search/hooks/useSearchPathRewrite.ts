// §4 "URL is rewritten after a search": the path follows the criteria of each finished search.
// The shell treats a new path as a page change (scroll to top, focus on <main>); a rewrite is
// none, so the focus and scroll position come back.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { buildSearchPath } from '@terminservice/domain/search';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSearch } from '../SearchStoreProvider.tsx';
import type { SearchCriteria } from '../store.ts';

export function useSearchPathRewrite(type: ApplicationType, criteria: SearchCriteria): void {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSearch((state) => state.status);
  const completed = useSearch((state) => state.completed);
  const restoreFocus = useRef<{ element: HTMLElement; scrollY: number } | null>(null);

  // Reads the criteria and the location of the moment; only a finished search starts it.
  const rewritePath = useEffectEvent(() => {
    const path = buildSearchPath(type, criteria);
    if (path === location.pathname) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) {
      restoreFocus.current = { element: active, scrollY: window.scrollY };
    }
    void navigate(
      { pathname: path, search: location.search, hash: location.hash },
      { replace: true },
    );
  });

  useEffect(() => {
    if (status === 'done') rewritePath();
  }, [status, completed]);

  useEffect(() => {
    const saved = restoreFocus.current;
    if (!saved) return undefined;
    restoreFocus.current = null;
    // After the shell's own effect of this route change.
    const timer = setTimeout(() => {
      if (!saved.element.isConnected) return;
      saved.element.focus({ preventScroll: true });
      window.scrollTo(0, saved.scrollY);
    }, 0);
    return () => clearTimeout(timer);
  }, [location.pathname]);
}
