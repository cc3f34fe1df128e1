// §2 "The page scrolls to the top on each route change." Focus moves to the main region so that
// screen-reader and keyboard users start reading the new page (WCAG 2.4.3); the mobile menu closes.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../ShellProvider.tsx';

export function useRouteChangeReset(): void {
  const { pathname } = useLocation();
  const closeMenu = useShell((state) => state.closeMenu);
  const first = useRef(true);
  useEffect(() => {
    closeMenu();
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  }, [pathname, closeMenu]);
}
