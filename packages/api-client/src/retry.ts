// §7: "GET requests are retried up to 3 times unless the status is 400." The limit per call and the
// 400 rule come from the domain (callRetryLimit, isRetriedStatus); ky does the waiting, with its
// exponential backoff or, for 413/429/503, the server's Retry-After (docs/architecture.md "Load": the
// server sheds load with 503 and Retry-After, the apps wait and retry).
import { CALLS, callRetryLimit, isRetriedStatus, type CallKey } from '@terminservice/domain/api';
import { isHTTPError, type RetryOptions } from 'ky';

/**
 * The Retry-After header in milliseconds (delay seconds or an HTTP date), or null when absent or
 * unreadable.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Which HTTP error answers are repeated: never a 400 (§7); otherwise ky's list of answers that say
 * "not now" rather than "no" (408, 413 with Retry-After, 429, 500, 502, 503, 504) — a 401 WP042 or a
 * 404 WP069 is the server's verdict and the same request gets the same verdict again, while every
 * repeat of a code login counts against the server's login rate limit. And not when the server asks
 * to wait longer than one request may take (`maxWaitMs`): the answer is passed on at once, so the
 * app can tell the user instead of showing a spinner for minutes.
 */
export function retryOptions(
  key: CallKey,
  maxWaitMs: number,
  onServerWait?: (waitMs: number) => void,
): RetryOptions {
  return {
    limit: callRetryLimit(key),
    methods: [CALLS[key].method.toLowerCase()],
    shouldRetry: ({ error }) => {
      if (!isHTTPError(error)) return undefined;
      if (!isRetriedStatus(error.response.status)) return false;
      const wait = retryAfterMs(error.response.headers.get('Retry-After'));
      if (wait !== null && wait > maxWaitMs) return false;
      // ky calls this only when the retry limit and method allow another attempt, and then waits
      // the Retry-After of a 503: the time the app tells the user it is waiting (server-wait.ts).
      if (wait !== null && error.response.status === 503) onServerWait?.(wait);
      // undefined: ky's own checks decide (status list, Retry-After, backoff).
      return undefined;
    },
  };
}
