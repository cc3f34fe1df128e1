// §8 "video booking": the last failure of the PIN page; it takes focus when it appears (WCAG 3.3.1).
import type { ResolvedError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { Alert } from '@terminservice/ui/alert';
import { Link } from '@terminservice/ui/link';
import type { RefObject } from 'react';
import { useT } from '../../i18n/index.ts';
import { VERIFICATION_MESSAGES } from '../texts.ts';
import { RouterLink } from '../../common/index.ts';

export interface VerificationErrorProps {
  readonly error: ResolvedError | null;
  readonly focusRef: RefObject<HTMLDivElement | null>;
}

export function VerificationError({ error, focusRef }: VerificationErrorProps) {
  const { t, domain, serverError } = useT();
  if (!error?.message) return null;
  // §8 video booking: the catalogue's texts translated; the server's own text by its code.
  const serverText = error.errorText !== '' && error.message === error.errorText;
  const translated = domain(error.message);
  const message =
    serverText && translated === error.message
      ? serverError(error.code, error.message)
      : translated;
  const title = error.title === undefined ? undefined : domain(error.title);
  return (
    <div ref={focusRef} tabIndex={-1} className="ts-appointment__error">
      {/* Without a title of its own, the message is the alert's title (no empty header). */}
      <Alert tone="error" title={title ?? message}>
        {title || error.link === 'base' ? (
          <>
            {title ? <p className="kern-body">{message}</p> : null}
            {error.link === 'base' ? (
              <p className="kern-body">
                <Link asChild>
                  <RouterLink to={ROUTES.base}>{t(VERIFICATION_MESSAGES.backToSearch)}</RouterLink>
                </Link>
              </p>
            ) : null}
          </>
        ) : undefined}
      </Alert>
    </div>
  );
}
