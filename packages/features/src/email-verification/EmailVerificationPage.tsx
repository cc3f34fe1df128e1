// The e-mail verification result page (§2 "E-mail verification result page", parameter state) at
// ROUTES.emailVerification[/:state]. The links in the verification mails lead here; the page says
// what happened, in the texts of the domain (EMAIL_VERIFICATION_TEXTS; unknown or absent state:
// 'Fehler: Unbekannter Status'), in the language in use (issue #23 part 1). The header's restart
// link reads 'zur Startseite' here (shell).
import {
  EMAIL_VERIFICATION_TEXTS,
  UNKNOWN_EMAIL_VERIFICATION_STATE,
  isEmailVerificationState,
  type EmailVerificationState,
} from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { Alert, type AlertTone } from '@terminservice/ui/alert';
import { Link } from '@terminservice/ui/link';
import { useParams } from 'react-router';
import { COLUMN_CLASS } from '../common/index.ts';
import { germanTexts, useT, type Msg } from '../i18n/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { RouterLink } from '../common/index.ts';

export const EMAIL_VERIFICATION_PAGE_MESSAGES = {
  title: /*i18n*/ { id: 'emailVerification.title', message: 'E-Mail-Bestätigung' },
  toBase: /*i18n*/ { id: 'emailVerification.toBase', message: 'zur Startseite' },
} as const satisfies Record<string, Msg>;

export const EMAIL_VERIFICATION_PAGE_TEXTS = germanTexts(EMAIL_VERIFICATION_PAGE_MESSAGES);

/** How each state reads: confirmed (success), waiting for the user (info), failed (error). */
const TONES: Readonly<Record<EmailVerificationState, AlertTone>> = {
  invalid: 'error',
  valid: 'success',
  'nocode-invalid': 'error',
  'nocode-valid': 'info',
  'nocode-verify-invalid': 'error',
  'nocode-verify-valid': 'success',
};

export function EmailVerificationPage() {
  const { t, domain } = useT();
  const { state } = useParams<{ state?: string }>();
  useDocumentTitle(t(EMAIL_VERIFICATION_PAGE_MESSAGES.title));
  const known = state !== undefined && isEmailVerificationState(state);
  const notice = known ? EMAIL_VERIFICATION_TEXTS[state] : UNKNOWN_EMAIL_VERIFICATION_STATE;
  const tone: AlertTone = known ? TONES[state] : 'error';

  return (
    <div className={`${COLUMN_CLASS} ts-email-verification`}>
      <h1 className="kern-heading-large">{t(EMAIL_VERIFICATION_PAGE_MESSAGES.title)}</h1>
      {/* The result is the page's content, read in order: no live region. */}
      <Alert tone={tone} title={domain(notice.title ?? notice.message)} live="off">
        {notice.title ? <p>{domain(notice.message)}</p> : null}
      </Alert>
      <p className="kern-body">
        <Link asChild>
          <RouterLink to={ROUTES.base}>{t(EMAIL_VERIFICATION_PAGE_MESSAGES.toBase)}</RouterLink>
        </Link>
      </p>
    </div>
  );
}
