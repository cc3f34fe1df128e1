// A failed call as the page shows it: the §8 message of its context, the server's text when §8
// has no row for it ("unknown codes map to nothing"), else a general text; for WP001 also the code
// and reference id (§8 "fatal internal error: server text plus error code and reference id").
import { resolveError, toParsedServerError, type ErrorContext } from '@terminservice/domain/errors';
import { IDENTITY_CHECK_TEXTS } from '../texts.ts';

export interface ShownError {
  readonly message: string;
  /** The message is the server's own text (§8 "server text"): its code, for a translation. */
  readonly serverText?: { readonly code: string | null };
  /** Set for the fatal-info block (§2 "Fatal error helper"). */
  readonly fatal?: {
    readonly code: string | null;
    readonly referenceId: string | null;
    /** The server's text, for the fatal error report (§3). */
    readonly errorText: string;
  };
}

export function shownError(context: ErrorContext, error: unknown): ShownError {
  const parsed = toParsedServerError(error);
  const resolved = resolveError(context, parsed);
  const message = resolved?.message || parsed.errorText || IDENTITY_CHECK_TEXTS.failed;
  const serverText =
    parsed.errorText !== '' && message === parsed.errorText
      ? { serverText: { code: resolved?.code ?? parsed.errorCodes[0] ?? null } }
      : {};
  if (resolved?.next.kind === 'fatalReport') {
    return {
      message,
      ...serverText,
      fatal: {
        code: resolved.code,
        referenceId: resolved.referenceId,
        errorText: resolved.errorText,
      },
    };
  }
  return { message, ...serverText };
}
