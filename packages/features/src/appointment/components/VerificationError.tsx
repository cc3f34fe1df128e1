// §8 "video booking": the last failure of the PIN page; it takes focus when it appears (WCAG 3.3.1).
import type { ResolvedError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { Alert } from '@terminservice/ui/alert';
import { Link } from '@terminservice/ui/link';
import type { RefObject } from 'react';
import { VERIFICATION_TEXTS } from '../texts.ts';
import { RouterLink } from '../../common/index.ts';

export interface VerificationErrorProps {
  readonly error: ResolvedError | null;
  readonly focusRef: RefObject<HTMLDivElement | null>;
}

export function VerificationError({ error, focusRef }: VerificationErrorProps) {
  if (!error?.message) return null;
  return (
    <div ref={focusRef} tabIndex={-1} className="ts-appointment__error">
      {/* Without a title of its own, the message is the alert's title (no empty header). */}
      <Alert tone="error" title={error.title ?? error.message}>
        {error.title || error.link === 'base' ? (
          <>
            {error.title ? <p className="kern-body">{error.message}</p> : null}
            {error.link === 'base' ? (
              <p className="kern-body">
                <Link asChild>
                  <RouterLink to={ROUTES.base}>{VERIFICATION_TEXTS.backToSearch}</RouterLink>
                </Link>
              </p>
            ) : null}
          </>
        ) : undefined}
      </Alert>
    </div>
  );
}
