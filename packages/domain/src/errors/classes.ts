// Errors thrown by the api-client and read by the features. One base class and subclasses with an
// explicit `name`, which survives minification (the govuk-frontend pattern).
import { REQUEST_TIMEOUT_MS } from '../limits/index.ts';
import { EMPTY_SERVER_ERROR, TIMEOUT_ERROR_CODE, type ParsedServerError } from './server-error.ts';

/** Base of every error this product throws on purpose. */
export class TerminserviceError extends Error {
  override name: string = 'TerminserviceError';
}

/** The server answered with an error status; carries the parsed body of §3 "Server error". */
export class ApiError extends TerminserviceError {
  override name = 'ApiError' as const;
  readonly status: number;
  readonly serverError: ParsedServerError;
  /** The answer's Retry-After in milliseconds (429, 503), null without one. */
  readonly retryAfterMs: number | null;

  constructor(status: number, serverError: ParsedServerError, retryAfterMs: number | null = null) {
    super(serverError.errorText || `HTTP ${String(status)}`);
    this.status = status;
    this.serverError = serverError;
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * A request got no answer in time (§7: 30 s; availability 4 s). Named 'TimeoutError' because §8
 * lists that name among the codes the catalogue switches on.
 */
export class RequestTimeoutError extends TerminserviceError {
  override name = TIMEOUT_ERROR_CODE;
  readonly timeoutMs: number;

  constructor(timeoutMs: number = REQUEST_TIMEOUT_MS) {
    super(`Request timed out after ${String(timeoutMs)} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** An answer lacks what §3 requires of it (e.g. a login answer without kv or qualifikationen). */
export class InvalidResponseError extends TerminserviceError {
  override name = 'InvalidResponseError' as const;
}

/**
 * Any caught value as the parsed error the catalogue reads: an ApiError gives its body, a timeout
 * the code 'TimeoutError' (§8), anything else (a network failure) no code at all.
 */
export function toParsedServerError(error: unknown): ParsedServerError {
  if (error instanceof ApiError) return error.serverError;
  // By name, so a timeout of the HTTP library or of AbortSignal.timeout() counts as well.
  if (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    error.name === TIMEOUT_ERROR_CODE
  ) {
    return { errorCodes: [TIMEOUT_ERROR_CODE], errorText: '', referenceId: null };
  }
  return EMPTY_SERVER_ERROR;
}
