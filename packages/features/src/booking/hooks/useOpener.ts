// Focus returns to what opened the flow (the slot button), also after the hint modal was replaced
// by the booking modal. Captured while rendering the new selection, before any dialog moves focus.
import { useState, type RefObject } from 'react';

interface Opener {
  readonly slotId: string | null;
  readonly ref: RefObject<HTMLElement | null>;
}

/** The element that had focus when the slot `slotId` was chosen. */
export function useOpener(slotId: string | null): Opener {
  const [opener, setOpener] = useState<Opener>({ slotId: null, ref: { current: null } });
  if (slotId !== opener.slotId) {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    setOpener({ slotId, ref: { current: active instanceof HTMLElement ? active : null } });
  }
  return opener;
}
