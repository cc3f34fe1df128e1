// What a failed call means for a login flow (§8 login, availability, code fetch and PIN rows).
import {
  ApiError,
  isTooManyAttempts,
  resolveError,
  toParsedServerError,
  tooManyAttemptsMessage,
  type ErrorContext,
} from '@terminservice/domain/errors';
import { LOGIN_TEXTS } from '../texts.ts';
import type { FatalInfo } from './state.ts';

/** What an error means in a context: a message, a destination, or nothing (go on). */
export type ErrorOutcome =
  | { readonly kind: 'message'; readonly message: string; readonly fatal?: FatalInfo }
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
      return { kind: 'message', message: error.serverError.errorText };
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
        fatal: {
          code: resolved.code,
          referenceId: resolved.referenceId,
          errorText: resolved.errorText,
        },
      };
    default:
      if (!resolved.message) return { kind: 'continue' };
      // 'Unerwarteter Fehler: ' with no server text (a timeout) would say nothing.
      return {
        kind: 'message',
        message: resolved.message.trimEnd().endsWith(':')
          ? LOGIN_TEXTS.unreachable
          : resolved.message,
      };
  }
}

/** §8 "code fetch | other": also when a WP005 comes without a text. */
const CODE_FETCH_FAILED =
  resolveError('codeFetch', { errorCodes: [], errorText: '', referenceId: null })?.message ?? '';

/** §8 "code fetch": WP005 with its server text, the JWT text, else the catalogue's 'other' text. */
export function codeFetchMessage(error: unknown): string {
  return resolveError('codeFetch', toParsedServerError(error))?.message || CODE_FETCH_FAILED;
}
