// §2 "autofocus" with §9 "autofocus delay 500 ms": the field takes focus a moment after the page
// opened, after the shell has moved focus to the page and scrolled to the top.
import { AUTOFOCUS_DELAY_MS } from '@terminservice/domain/limits';
import { useEffect, useRef } from 'react';

export function useDelayedFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => ref.current?.focus(), AUTOFOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return ref;
}
