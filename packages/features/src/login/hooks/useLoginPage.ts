// What every login page does on opening (§2 "The page clears the session on opening"; each variant
// keeps its own tokens, so it passes its own clear) and how it follows a login's destination.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../shell/index.ts';
import type { LoginDestination } from '../store.ts';

/** `clearOnOpen` must be stable (a module-level function): it runs once, on opening. */
export function useLoginPage(clearOnOpen: () => void): (destination: LoginDestination) => void {
  const navigate = useNavigate();
  // The start page carries the product's name alone (documentTitle(null)).
  useDocumentTitle(null);

  useEffect(() => {
    clearOnOpen();
  }, [clearOnOpen]);

  return (destination) => {
    void navigate(
      destination.to,
      destination.state === undefined ? undefined : { state: destination.state },
    );
  };
}
