// Errors in the spec's shape (§3 "Server error"): { errors: [{ code, text }], referenceId }.
// Handlers throw ServiceError; the error handler turns anything else into WP001 without details.
import { INVALID_INPUT_TEXT } from '@terminservice/domain/errors';
import { randomUUID } from 'node:crypto';

export interface ErrorItem {
  readonly code: string;
  readonly text: string;
  /** The request field a validation error belongs to (dot path), when there is one. */
  readonly field?: string;
}

export interface ErrorBody {
  readonly errors: readonly ErrorItem[];
  readonly referenceId: string;
}

export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly statusCode: number;
  /** The refusal's own code and text; the answer carries `items` (by default just these). */
  readonly code: string;
  readonly text: string;
  readonly items: readonly ErrorItem[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    code: string,
    text: string,
    options: { items?: readonly ErrorItem[]; headers?: Record<string, string> } = {},
  ) {
    // A refusal is an answer, not a fault: its stack is never logged (plugins/error-handler.ts),
    // and capturing it was about 1 % of the server's time in the booking race (issue #25 part 3).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`${code}: ${text}`);
    Error.stackTraceLimit = stackTraceLimit;
    this.statusCode = statusCode;
    this.code = code;
    this.text = text;
    this.items = options.items ?? [{ code, text }];
    this.headers = options.headers ?? {};
  }
}

/** What a refusal answers, as the OpenAPI document lists it (http/openapi/operation.ts). */
export interface RefusalInfo {
  readonly status: number;
  readonly code: string;
  readonly text: string;
}

/**
 * A refusal of a table (services/kernel/refusals.ts and the capabilities' refusals.ts): called, it makes
 * the ServiceError to throw; its status, code and text are what a route declares it can answer.
 */
export type Refusal<TArgs extends unknown[] = []> = ((...args: TArgs) => ServiceError) &
  RefusalInfo;

/**
 * `make` as a table's refusal. Status, code and text are read from one error made with `example`
 * (a text with a value in it is documented with the example's), so none of them is typed twice.
 */
export function refusal<TArgs extends unknown[]>(
  make: (...args: TArgs) => ServiceError,
  ...example: TArgs
): Refusal<TArgs> {
  const sample = make(...example);
  return Object.assign((...args: TArgs) => make(...args), {
    status: sample.statusCode,
    code: sample.code,
    text: sample.text,
  });
}

/** The item of a WP003 refusal that names no field. */
export const INVALID_INPUT: ErrorItem = { code: 'WP003', text: INVALID_INPUT_TEXT };

/** WP003 "ungültiger Input" (§8): a request that does not pass the domain schemas. */
export function invalidInput(items: readonly ErrorItem[]): ServiceError {
  return new ServiceError(400, INVALID_INPUT.code, INVALID_INPUT.text, {
    items: items.length ? items : [INVALID_INPUT],
  });
}

export function errorBody(items: readonly ErrorItem[], referenceId = randomUUID()): ErrorBody {
  return { errors: items, referenceId };
}
