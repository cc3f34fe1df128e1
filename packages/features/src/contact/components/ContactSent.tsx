// After sending: the domain's thank-you notice, focused so that every user hears it, and the ways on.
import { CONTACT_SENT } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { Link } from '@terminservice/ui/link';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useContact } from '../ContactStoreProvider.tsx';
import { CONTACT_TEXTS } from '../texts.ts';

export function ContactSent() {
  const reset = useContact((state) => state.reset);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="kern-alert kern-alert--success ui-alert ts-contact__sent">
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--success" aria-hidden="true" />
        <h2 className="kern-title" ref={heading} tabIndex={-1}>
          {CONTACT_SENT.title}
        </h2>
      </div>
      <div className="kern-alert__body kern-body">
        <p>{CONTACT_SENT.message}</p>
        <div className="ts-contact__actions">
          <Button variant="secondary" onClick={reset}>
            {CONTACT_TEXTS.another}
          </Button>
          <Link asChild>
            <RouterLink to={ROUTES.base}>{CONTACT_TEXTS.toBase}</RouterLink>
          </Link>
        </div>
      </div>
    </div>
  );
}
