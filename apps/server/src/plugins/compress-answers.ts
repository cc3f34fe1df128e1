// API answers go gzip-compressed to clients that accept it (every browser does). A search answer
// is 80–200 kB of JSON in a city; compressed it is 10–25 kB — on a phone's slow connection that is
// the difference between a second and a tenth of one. It costs the server about 0.25 ms of CPU per
// 100 kB (level 1), in line: zlib's asynchronous form spends as long on the event loop setting up
// its stream as the compression itself takes (measured). The built apps' files are compressed at
// build time instead (routes/app-page.ts, `preCompressed`); a shared search answer (JsonAnswer,
// issue #17) is compressed once, by the first request that asks for gzip, and kept with it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import { acceptsCoding } from '../http/accept-encoding.ts';
import { COMPRESS_MIN_BYTES, GZIP_OPTIONS, type JsonAnswer } from '../http/json-answer.ts';

/** Sends a JsonAnswer as the compression hook would send its JSON, from its kept forms. */
export function sendJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < COMPRESS_MIN_BYTES) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  if (!acceptsCoding(request.headers['accept-encoding'], 'gzip')) return reply.send(answer.body);
  reply.header('content-encoding', 'gzip');
  return reply.send(answer.gzipped());
}

export function registerAnswerCompression(app: FastifyInstance, prefixes: readonly string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) {
      return payload;
    }
    if (!prefixes.some((prefix) => request.url.startsWith(prefix))) return payload;
    reply.header('vary', 'accept-encoding');
    if (!acceptsCoding(request.headers['accept-encoding'], 'gzip')) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return gzipSync(payload, GZIP_OPTIONS);
  });
}
