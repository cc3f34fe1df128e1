import { Alert } from '@terminservice/ui/alert';
import { useT } from '../../i18n/index.ts';
import { FatalErrorHelper } from '../../shell/index.ts';
import { IDENTITY_CHECK_MESSAGES } from '../texts.ts';
import type { ShownError } from '../utils/shown-error.ts';

/**
 * A failed call: the message; for a fatal error (§8 identity PIN WP001 "server text plus fatal
 * report") the shell's fatal error helper with its code and reference id. No code is known before
 * the check succeeds, so the report carries none.
 */
export function ErrorAlert({ error }: { readonly error: ShownError }) {
  const { t, domain, serverError } = useT();
  // §8 texts translated, the server's own text by its code, the page's fallback as a message.
  const translated = domain(error.message);
  const message =
    error.message === IDENTITY_CHECK_MESSAGES.failed.message
      ? t(IDENTITY_CHECK_MESSAGES.failed)
      : error.serverText && translated === error.message
        ? serverError(error.serverText.code, error.message)
        : translated;
  if (error.fatal) {
    return (
      <FatalErrorHelper
        message={message}
        report={{
          errorText: error.fatal.errorText,
          errorCode: error.fatal.code,
          referenceId: error.fatal.referenceId,
        }}
      />
    );
  }
  return <Alert tone="error" title={message} />;
}
