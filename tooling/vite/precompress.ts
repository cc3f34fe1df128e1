// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build (JS, CSS, HTML,
// SVG, JSON, markdown), which the server sends to browsers that accept them (@fastify/static
// preCompressed, apps/server routes/app-page.ts). Uncompressed, the initial CSS and JavaScript of
// an app are ~400 kB on the wire; on Lighthouse's simulated mobile network (1.6 Mbit/s) that alone
// costs seconds before the first paint (issue #6 "Frontend": LCP ≤ 2.0 s). Compressed once at build
// time with the highest levels, not per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|md|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a network round trip is worth. */
const MIN_BYTES = 1024;

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

export function precompress(dir: string): void {
  for (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** A Vite plugin (plain object: this folder has no 'vite' to import types from). */
export function precompressPlugin() {
  return {
    name: 'terminservice-precompress',
    apply: 'build' as const,
    writeBundle: {
      order: 'post' as const,
      sequential: true,
      handler(options: { dir?: string }) {
        if (options.dir) precompress(options.dir);
      },
    },
  };
}
