// §2 "back link 'zurück' (history back)". Opened directly (no page of the app before it), it leads
// to base instead of leaving the app.
import { ROUTES } from '@terminservice/domain/search';
import { Link } from '@terminservice/ui/link';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

function hasAppHistory(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

/** `label`: the link's text in the language in use (the page passes it). */
export function BackLink({ label }: { readonly label: string }) {
  const navigate = useNavigate();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (hasAppHistory()) void navigate(-1);
    else void navigate(ROUTES.base);
  };
  return (
    <Link plain className="ts-back-link" href={ROUTES.base} onClick={back}>
      <span className="kern-icon kern-icon--arrow-back" aria-hidden="true" />
      {label}
    </Link>
  );
}
