// Errors in the spec's shape (§3 "Server error"): { errors: [{ code, text }], referenceId }.
// Handlers throw ServiceError; the error handler turns anything else into WP001 without details.
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
  readonly items: readonly ErrorItem[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    code: string,
    text: string,
    options: { items?: readonly ErrorItem[]; headers?: Record<string, string> } = {},
  ) {
    super(`${code}: ${text}`);
    this.statusCode = statusCode;
    this.items = options.items ?? [{ code, text }];
    this.headers = options.headers ?? {};
  }
}

/** WP003 "ungültiger Input" (§8): a request that does not pass the domain schemas. */
export function invalidInput(items: readonly ErrorItem[]): ServiceError {
  return new ServiceError(400, 'WP003', 'ungültiger Input', {
    items: items.length ? items : [{ code: 'WP003', text: 'ungültiger Input' }],
  });
}

export function errorBody(items: readonly ErrorItem[], referenceId = randomUUID()): ErrorBody {
  return { errors: items, referenceId };
}
