// What a failed call means for a login flow (§8 login, availability, code fetch and PIN rows).
import {
  ApiError,
  isTooManyAttempts,
  resolveError,
  toParsedServerError,
  tooManyAttemptsMessage,
  type ErrorContext,
  type ResolvedError,
} from '@terminservice/domain/errors';
import { LOGIN_TEXTS } from '../texts.ts';
import type { FatalInfo, ServerErrorText } from './state.ts';

/** What an error means in a context: a message, a destination, or nothing (go on). */
export type ErrorOutcome =
  | {
      readonly kind: 'message';
      readonly message: string;
      readonly fatal?: FatalInfo;
      /** The message is the server's text (§8 "server text"), for a translation by code. */
      readonly serverError?: ServerErrorText;
    }
  | { readonly kind: 'navigate'; readonly to: 'details' | 'base' | 'bookingVerification' }
  | { readonly kind: 'continue' };

export function outcomeOf(context: ErrorContext, error: unknown): ErrorOutcome {
  // Too many attempts (429 RATE_LIMIT, ADR 15) is an expected refusal: how long to wait, from
  // Retry-After, and no 'Unerwarteter Fehler'.
  if (isTooManyAttempts(error)) {
    return { kind: 'message', message: tooManyAttemptsMessage(error.retryAfterMs) };
  }
  const resolved = resolveError(context, toParsedServerError(error));
  if (resolved === null) {
    // §8 "null code ignored" is about server answers without a code; a request that never got an
    // answer (network down, malformed answer) still needs a word, or the button seems dead.
    if (error instanceof ApiError && error.serverError.errorText !== '') {
      const text = error.serverError.errorText;
      const code = error.serverError.errorCodes[0] ?? null;
      return { kind: 'message', message: text, serverError: { code, text } };
    }
    return error instanceof ApiError
      ? { kind: 'continue' }
      : { kind: 'message', message: LOGIN_TEXTS.unreachable };
  }
  switch (resolved.next.kind) {
    case 'navigate':
      return { kind: 'navigate', to: resolved.next.to };
    case 'continue':
    case 'value':
      return { kind: 'continue' };
    case 'fatalReport':
      return {
        kind: 'message',
        message: resolved.message || resolved.errorText || LOGIN_TEXTS.unreachable,
        ...serverTextOf(resolved),
        fatal: {
          code: resolved.code,
          referenceId: resolved.referenceId,
          errorText: resolved.errorText,
        },
      };
    default:
      if (!resolved.message) return { kind: 'continue' };
      // 'Unerwarteter Fehler: ' with no server text (a timeout) would say nothing.
      if (resolved.message.trimEnd().endsWith(':')) {
        return { kind: 'message', message: LOGIN_TEXTS.unreachable };
      }
      return { kind: 'message', message: resolved.message, ...serverTextOf(resolved) };
  }
}

/** When a resolved message is (or ends in) the server's own text: its code, for a translation. */
function serverTextOf(resolved: ResolvedError): { serverError?: ServerErrorText } {
  const { message, errorText, code } = resolved;
  if (errorText === '' || !message?.endsWith(errorText)) return {};
  return { serverError: { code, text: message } };
}

/** §8 "code fetch | other": also when a WP005 comes without a text. */
const CODE_FETCH_FAILED =
  resolveError('codeFetch', { errorCodes: [], errorText: '', referenceId: null })?.message ?? '';

/** §8 "code fetch": WP005 with its server text, the JWT text, else the catalogue's 'other' text. */
export function codeFetchMessage(error: unknown): string {
  return resolveError('codeFetch', toParsedServerError(error))?.message || CODE_FETCH_FAILED;
}
