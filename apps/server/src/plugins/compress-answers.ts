// API answers go gzip-compressed to clients that accept it (every browser does). A search answer
// is 80–200 kB of JSON in a city; compressed it is 10–25 kB — on a phone's slow connection that is
// the difference between a second and a tenth of one. It costs the server about 0.25 ms of CPU per
// 100 kB (level 1), in line: zlib's asynchronous form spends as long on the event loop setting up
// its stream as the compression itself takes (measured). The built apps' files are compressed at
// build time instead (routes/app-page.ts, `preCompressed`); a shared search answer (JsonAnswer,
// issue #17) is compressed once, by the first request that asks for gzip, and kept with it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants, gzipSync } from 'node:zlib';
import { acceptsCoding } from '../http/accept-encoding.ts';

/** Below this many bytes compressing costs more than it saves (one TCP packet either way). */
export const COMPRESS_MIN_BYTES = 1_400;

/**
 * Level 1: about 8× smaller on search answers at a fraction of level 6's time (measured on the
 * bench's answers: 0.2–0.8 ms against 0.7–1.9 ms).
 */
const GZIP_OPTIONS = { level: constants.Z_BEST_SPEED };

/** A JSON answer serialised once and sent to many requests, compressed at most once. */
export class JsonAnswer {
  readonly body: Buffer;
  #gzip: Buffer | undefined;

  constructor(body: Buffer) {
    this.body = body;
  }

  static of(value: unknown): JsonAnswer {
    return new JsonAnswer(Buffer.from(JSON.stringify(value)));
  }

  gzipped(): Buffer {
    this.#gzip ??= gzipSync(this.body, GZIP_OPTIONS);
    return this.#gzip;
  }

  /** Bytes held: the JSON and, once made, its compressed form. */
  get size(): number {
    return this.body.length + (this.#gzip?.length ?? 0);
  }
}

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
