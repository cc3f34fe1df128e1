// Small real HTTP servers for the transport tests (Fastify on a free port): one that records every
// request, and ones that wait or fail on purpose. No mocks: the client talks HTTP to a socket.
import { APPLICATION_TYPE_HEADER, CALLS, callPath, type CallKey } from '@terminservice/domain/api';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

const started: FastifyInstance[] = [];

/** A server on a free local port answering every method and path with `handler`. */
export async function tinyServer(handler: Handler): Promise<string> {
  // Closing ends open connections too, also those of requests the client gave up on.
  const app = Fastify({ forceCloseConnections: true });
  app.all('/*', handler);
  started.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Closes every server started so far; a test file runs it after each test. */
export async function closeTinyServers(): Promise<void> {
  await Promise.all(started.splice(0).map((app) => app.close()));
}

export interface Recorded {
  readonly key: CallKey | undefined;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

/** The call of a method and path; ':id' segments match any one segment. */
function callOf(method: string, path: string): CallKey | undefined {
  return (Object.keys(CALLS) as CallKey[]).find(
    (key) =>
      CALLS[key].method === method &&
      new RegExp(`^${callPath(key).replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path),
  );
}

/**
 * Records every request and answers as the catalogue says the call answers: JSON, text (with the
 * application-type header on version) or 204.
 */
export async function recordingServer(applicationTypeHeader = 'WEB') {
  const requests: Recorded[] = [];
  const baseUrl = await tinyServer((request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const key = callOf(request.method, url.pathname);
    requests.push({
      key,
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: request.body,
    });
    if (key === undefined) return reply.code(404).send({ errors: [], referenceId: 'x' });
    const kind = CALLS[key].response;
    if (kind === 'empty') return reply.code(204).send();
    if (key === 'version') {
      return reply
        .header(APPLICATION_TYPE_HEADER, applicationTypeHeader)
        .type('text/plain')
        .send('4.0.0');
    }
    if (kind === 'text') return reply.type('text/calendar').send('BEGIN:VCALENDAR');
    if (key === 'login') return { kv: '72', qualifikationen: ['W030'] };
    return { answeredBy: key };
  });
  return { baseUrl, requests, last: () => requests.at(-1) as Recorded };
}

/** A server failing the first `failures` requests with `status`, then answering 200. */
export async function failingServer(
  status: number,
  failures: number,
  headers: Record<string, string> = {},
): Promise<{ baseUrl: string; hits: () => number }> {
  let hits = 0;
  const baseUrl = await tinyServer((_request, reply) => {
    hits += 1;
    if (hits <= failures) {
      return reply
        .code(status)
        .headers(headers)
        .send({ errors: [{ code: 'OVERLOADED', text: 'Bitte später.' }], referenceId: 'ref-1' });
    }
    return reply.send({ status: 'ok', termineVorhanden: true });
  });
  return { baseUrl, hits: () => hits };
}
