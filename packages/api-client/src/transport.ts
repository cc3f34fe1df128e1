// The request helper under every call: one ky instance, the headers, query, body, timeout, retries
// and server waits of a call from the domain's catalogue (CALLS), and every failure as the domain's
// errors.
import {
  CALLS,
  callPathWith,
  callTimeoutMs,
  type CallDefinition,
  type CallKey,
  type CallResponses,
} from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import {
  ApiError,
  InvalidResponseError,
  RequestTimeoutError,
  parseServerError,
} from '@terminservice/domain/errors';
import ky, { isHTTPError, isTimeoutError, type KyInstance, type ResponsePromise } from 'ky';
import { newIdempotencyKey, requestHeaders } from './headers.ts';
import { retryAfterMs, retryOptions } from './retry.ts';
import { beginServerWait } from './server-wait.ts';
import type { ApiClientOptions, Getter, MutationOptions } from './types.ts';

export interface CallInit {
  /** The call's path parameters (':id' of the appointment desk's calls). */
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | undefined>> | undefined;
  readonly body?: unknown;
  readonly options?: MutationOptions | undefined;
  /** Generate an idempotency key when the caller gives none (booking and reservation). */
  readonly idempotent?: boolean;
}

/** Reads a call's answer; a failure it throws is mapped like any other. */
export type AnswerReader<T> = (response: ResponsePromise) => Promise<T>;

/** What the call groups send through. */
export interface Transport {
  /** The type sent in the header and used for the search; null when none is known yet. */
  readonly applicationType: () => ApplicationType | null;
  /** Sends one call and reads its answer with `readAnswer`, mapping every failure. */
  readonly send: <T>(key: CallKey, init: CallInit, readAnswer: AnswerReader<T>) => Promise<T>;
  /** Sends one call and reads its answer by the catalogue's kind: JSON, text, or nothing (§7). */
  readonly request: <K extends CallKey>(key: K, init?: CallInit) => Promise<CallResponses[K]>;
}

interface Connection {
  readonly http: KyInstance;
  readonly options: ApiClientOptions;
  readonly applicationType: () => ApplicationType | null;
}

export function read<T>(value: T | Getter<T> | undefined): T | null | undefined {
  return typeof value === 'function' ? (value as Getter<T>)() : value;
}

/** Only the names the catalogue lists for the call, and only those with a value. */
function queryOf(call: CallDefinition, values: CallInit['query']): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of call.query ?? []) {
    const value = values?.[name];
    if (value !== undefined) query[name] = value;
  }
  return query;
}

/** Any failure as the domain's errors: ApiError with the parsed body, RequestTimeoutError. */
function toClientError(error: unknown, timeoutMs: number): unknown {
  if (isHTTPError(error)) {
    const apiError = new ApiError(
      error.response.status,
      parseServerError(error.data),
      retryAfterMs(error.response.headers.get('Retry-After')),
    );
    apiError.cause = error;
    return apiError;
  }
  if (isTimeoutError(error)) {
    const timeoutError = new RequestTimeoutError(timeoutMs);
    timeoutError.cause = error;
    return timeoutError;
  }
  return error;
}

function timeoutFor(options: ApiClientOptions, key: CallKey): number {
  const override = options.timeoutMs;
  if (typeof override === 'function') return override(key);
  return override ?? callTimeoutMs(key);
}

/** A wait for the server's Retry-After lasts until the next attempt starts or the call ends. */
function serverWaitTracker() {
  let endWait: (() => void) | undefined;
  const end = () => {
    endWait?.();
    endWait = undefined;
  };
  const begin = () => {
    end();
    endWait = beginServerWait();
  };
  return { begin, end };
}

async function send<T>(
  { http, options, applicationType }: Connection,
  key: CallKey,
  init: CallInit,
  readAnswer: AnswerReader<T>,
): Promise<T> {
  const call: CallDefinition = CALLS[key];
  const timeout = timeoutFor(options, key);
  const idempotencyKey =
    init.options?.idempotencyKey ?? (init.idempotent === true ? newIdempotencyKey() : undefined);
  const headers = requestHeaders(key, {
    code: read(options.getCode),
    token: read(options.getToken),
    applicationType: applicationType(),
    idempotencyKey,
    locale: read(options.getLocale),
  });
  // A state-changing call without payload still sends JSON ("empty body"): '{}', since a JSON
  // content type with no body at all is malformed.
  const body = call.method === 'GET' ? undefined : (init.body ?? {});
  const serverWait = serverWaitTracker();
  try {
    return await readAnswer(
      http(callPathWith(key, init.params), {
        method: call.method,
        headers,
        searchParams: queryOf(call, init.query),
        ...(body === undefined ? {} : { json: body }),
        timeout,
        retry: retryOptions(key, timeout, serverWait.begin),
        hooks: { beforeRetry: [serverWait.end] },
        ...(init.options?.signal === undefined ? {} : { signal: init.options.signal }),
      }),
    );
  } catch (error) {
    throw toClientError(error, timeout);
  } finally {
    serverWait.end();
  }
}

/** §7 answers by the catalogue's kind: JSON, text, or nothing. */
function answerByKind<K extends CallKey>(key: K): AnswerReader<CallResponses[K]> {
  const kind = CALLS[key].response;
  return async (response) => {
    const text = await response.text();
    if (kind === 'empty') return undefined as CallResponses[K];
    if (kind === 'text') return text as CallResponses[K];
    try {
      return JSON.parse(text) as CallResponses[K];
    } catch {
      throw new InvalidResponseError(`The answer to ${key} is not JSON`);
    }
  };
}

export function createTransport(
  options: ApiClientOptions,
  applicationType: () => ApplicationType | null,
): Transport {
  const connection: Connection = {
    http: ky.create({
      ...(options.baseUrl === undefined ? {} : { prefix: options.baseUrl }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    }),
    options,
    applicationType,
  };
  return {
    applicationType,
    send: (key, init, readAnswer) => send(connection, key, init, readAnswer),
    request: (key, init = {}) => send(connection, key, init, answerByKind(key)),
  };
}
