// The server's dev API (demo mode only; apps/server/src/routes/dev/): codes, the outbox and tokens,
// so that a tester can walk every flow without a phone, a mailbox or an operator. It is not part
// of the spec's calls (§7), so it has its own small client here.
import { parseServerError } from '@terminservice/domain/errors';
import type { Urgency } from '@terminservice/domain/search';

export const DEV_API_PREFIX = '/dev/api';

/**
 * The types the dev API issues tokens for (SMED: the pseudonym of a practice; KV: the statistics
 * view, for every KV — subject '*').
 */
export const DEV_TOKEN_TYPES = ['TSS', 'DISPO', 'SURGERY', 'SMED', 'KV'] as const;
export type DevTokenType = (typeof DEV_TOKEN_TYPES)[number];

export interface OutboxMessage {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** null while the delivery worker has not handled it. */
  readonly sentAt: string | null;
}

export interface DevApi {
  /** true in demo mode; false when the dev API is absent (404, production). */
  isAvailable(signal?: AbortSignal): Promise<boolean>;
  createCode(body: { leistungsmerkmal: string; dringlichkeit?: Urgency }): Promise<string>;
  readOutbox(signal?: AbortSignal): Promise<readonly OutboxMessage[]>;
  issueToken(applicationType: DevTokenType): Promise<string>;
}

export class DevApiError extends Error {
  override readonly name = 'DevApiError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function answer<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const parsed = parseServerError(await response.text().catch(() => ''));
  throw new DevApiError(
    response.status,
    parsed.errorText || `Die Anfrage ist fehlgeschlagen (HTTP ${response.status}).`,
  );
}

export function createDevApi(options: { baseUrl?: string; fetch?: typeof fetch } = {}): DevApi {
  const base = `${options.baseUrl ?? ''}${DEV_API_PREFIX}`;
  const doFetch = (path: string, init: RequestInit = {}) =>
    (options.fetch ?? fetch)(`${base}/${path}`, {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      cache: 'no-store',
    });
  return {
    async isAvailable(signal) {
      const response = await doFetch('status', signal ? { signal } : {});
      if (response.status === 404) return false;
      await answer<{ demo: boolean }>(response);
      return true;
    },
    async createCode(body) {
      const response = await doFetch('codes', { method: 'POST', body: JSON.stringify(body) });
      return (await answer<{ code: string }>(response)).code;
    },
    async readOutbox(signal) {
      const response = await doFetch('outbox', signal ? { signal } : {});
      return (await answer<{ messages: OutboxMessage[] }>(response)).messages;
    },
    async issueToken(applicationType) {
      const response = await doFetch('tokens', {
        method: 'POST',
        body: JSON.stringify({ applicationType }),
      });
      return (await answer<{ token: string }>(response)).token;
    },
  };
}

/**
 * The PINs in a message text: 6 digits (§9) right after the word PIN ('Ihre PIN lautet: 123456',
 * 'Ihre Verifizierungs-PIN: 123456'); other numbers, such as the phone number 116117, are not PINs.
 */
export function findPins(text: string): string[] {
  return [...text.matchAll(/PIN\b[^\d\n]{0,20}(\d{3}-?\d{3})(?![\d-])/g)].map((match) => match[1]!);
}
