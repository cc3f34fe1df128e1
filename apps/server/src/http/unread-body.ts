import type { FastifyInstance } from 'fastify';

// A request refused before its body was read (overload, a FHIR token over its limits, a bad token)
// is answered with `Connection: close`: the socket is closed after the answer instead of reading
// and discarding the rest of a body the server has already refused. Otherwise a client that stops
// sending after the refusal keeps the connection "in a request" until requestTimeout, and past a
// shutdown (server.close() stops the timeout checks) for good: the flood test's hang in CI.
export function closeAfterUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // `complete` is false on a real connection until the body has arrived (Fastify's inject has
    // no such flag: undefined, nothing to close).
    if (request.raw.complete !== false || reply.raw.headersSent) return;
    reply.header('connection', 'close');
  });
}
