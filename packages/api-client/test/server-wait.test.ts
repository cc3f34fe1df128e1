// Issue #6: while a GET waits out a 503's Retry-After, the wait count is 1 (the shell shows its
// notice), and 0 again once the retry has been sent; a call that is not retried never counts.
// A real HTTP server answers 503 with Retry-After: 1 first, then 200.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, serverWaits, subscribeServerWaits } from '../src/index.ts';

let server: Server;
let baseUrl: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    if (hits === 1 || request.method === 'POST') {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      response.end(
        JSON.stringify({ errors: [{ code: 'OVERLOADED', text: 'ausgelastet' }], referenceId: 'r' }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: '' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('waiting for the server after a 503', () => {
  it('counts the wait of a retried GET until the retry is sent, honouring Retry-After', async () => {
    hits = 0;
    const seen: number[] = [];
    const unsubscribe = subscribeServerWaits((n) => seen.push(n));
    const client = createApiClient({ baseUrl, getCode: () => 'ABCD2FGH4JKL' });
    const started = Date.now();
    const pending = client.status();
    await expect.poll(() => serverWaits(), { timeout: 2_000, interval: 20 }).toBe(1);
    await expect(pending).resolves.toEqual({ status: '' });
    unsubscribe();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(hits).toBe(2);
    expect(seen).toEqual([1, 0]);
    expect(serverWaits()).toBe(0);
  });

  it('a call without retries (a POST) passes the 503 on at once and never counts as waiting', async () => {
    const seen: number[] = [];
    const unsubscribe = subscribeServerWaits((n) => seen.push(n));
    const client = createApiClient({ baseUrl, getCode: () => 'ABCD2FGH4JKL' });
    await expect(client.markCodeNoted()).rejects.toMatchObject({ status: 503 });
    unsubscribe();
    expect(seen).toEqual([]);
  });
});
