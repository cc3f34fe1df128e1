// The real server, in-process, on a real database and a real port: what the contract tests point
// the client at. Codes, tokens and sent messages come from the server's dev API (demo mode), the
// way the dev module and the end-to-end tests get them.
import { startTestApp } from '@terminservice/server/testing';

export type RunningServer = Awaited<ReturnType<typeof startTestApp>> & { readonly baseUrl: string };

export async function startServer(
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<RunningServer> {
  const ctx = await startTestApp(options);
  const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(ctx, { baseUrl });
}

async function devPost<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/dev/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`dev API ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh Vermittlungscode for the specialty (POST /dev/api/codes). */
export async function devCode(
  baseUrl: string,
  leistungsmerkmal: string,
  dringlichkeit?: string,
): Promise<string> {
  const { code } = await devPost<{ code: string }>(baseUrl, 'codes', {
    leistungsmerkmal,
    ...(dringlichkeit === undefined ? {} : { dringlichkeit }),
  });
  return code;
}

/** A staff or practice token (POST /dev/api/tokens). */
export async function devToken(
  baseUrl: string,
  applicationType: 'TSS' | 'DISPO' | 'SURGERY',
  subject?: string,
): Promise<string> {
  const { token } = await devPost<{ token: string }>(baseUrl, 'tokens', {
    applicationType,
    ...(subject === undefined ? {} : { subject }),
  });
  return token;
}

export interface OutboxMessage {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** The messages sent to `to`, newest first (GET /dev/api/outbox). */
export async function devOutbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/dev/api/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages;
}

/** The 6-digit PIN of the newest message to `to` that carries one. */
export async function devPin(baseUrl: string, to: string): Promise<string> {
  for (const message of await devOutbox(baseUrl, to)) {
    const pin = /PIN[^:\d]*:?\s*(\d{6})/.exec(message.text)?.[1];
    if (pin) return pin;
  }
  throw new Error(`no PIN in the messages to ${to}`);
}
