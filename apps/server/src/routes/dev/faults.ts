// Demo mode only: a request whose DEV_FAULT_HEADER names a §7 call (e.g. `search`) makes that call
// fail the way a real internal error does: the error handler answers 500 with WP001 and a
// reference id. This is how testers and the end-to-end tests see the fatal-error helper with its
// 'Fehlerbericht senden' link (§2, §8 "any | WP001") without breaking the server. Outside demo
// mode the hook is not registered, so the header means nothing.
import type { FastifyInstance } from 'fastify';

export const DEV_FAULT_HEADER = 'x-terminservice-dev-fault';

/** Thrown on purpose; the message is what the log shows (no request data in it). */
export class PlannedDevFault extends Error {
  constructor(call: string) {
    super(`planned fault of the dev API in call ${call}`);
    this.name = 'PlannedDevFault';
  }
}

export function registerDevFaults(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const wanted = request.headers[DEV_FAULT_HEADER];
    if (typeof wanted !== 'string' || wanted.trim() === '') return;
    const call = request.routeOptions.config.call;
    if (call === undefined) return;
    const calls = wanted.split(',').map((name) => name.trim());
    if (calls.includes(call)) throw new PlannedDevFault(call);
  });
}
