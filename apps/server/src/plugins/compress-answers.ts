// API answers go gzip-compressed to clients that accept it (every browser does). A search answer
// is 80–200 kB of JSON in a city; compressed it is 10–25 kB — on a phone's slow connection that is
// the difference between a second and a tenth of one. It costs the server about 0.25 ms of CPU per
// 100 kB (level 1), in line: zlib's asynchronous form spends as long on the event loop setting up
// its stream as the compression itself takes (measured). The built apps' files are compressed at
// build time instead (routes/app-page.ts, `preCompressed`).
import type { FastifyInstance } from 'fastify';
import { constants, gzipSync } from 'node:zlib';
import { acceptsCoding } from '../http/accept-encoding.ts';

/** Below this many bytes compressing costs more than it saves (one TCP packet either way). */
export const COMPRESS_MIN_BYTES = 1_400;

/**
 * Level 1: about 8× smaller on search answers at a fraction of level 6's time (measured on the
 * bench's answers: 0.2–0.8 ms against 0.7–1.9 ms).
 */
const GZIP_OPTIONS = { level: constants.Z_BEST_SPEED };

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
