// The static pages (§7: imprint, privacy, accessibility statement, FAQ, and WEB's Leichte Sprache)
// are markdown the operator edits, the same for every app: one copy in content/static-pages/ at the
// repository root. The build writes them into each app's dist/assets/static/pages/ (where the
// server serves them, precompressed like the rest, and where an operator may edit them without a
// build); `pnpm dev` serves them from the folder itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

/** The markdown files, one folder for the four apps. */
export const STATIC_PAGES_DIR = fileURLToPath(
  new URL('../../content/static-pages/', import.meta.url),
);
/** Where the apps serve them under their base (domain api/calls.ts STATIC_PAGE_PATHS). */
const SERVED_AT = 'assets/static/pages/';

type Next = () => void;

/** The file of a request under `${base}${SERVED_AT}`, or null (another file, or a path outside). */
function pageFile(url: string | undefined, base: string): string | null {
  const path = (url ?? '').split('?')[0]!;
  const name = path.startsWith(`${base}${SERVED_AT}`)
    ? path.slice(base.length + SERVED_AT.length)
    : '';
  if (!/^[a-z0-9-]+\.md$/.test(name)) return null;
  const file = `${STATIC_PAGES_DIR}${name}`;
  return existsSync(file) ? file : null;
}

/** A Vite plugin (plain object: this folder has no 'vite' to import types from). */
export function staticPagesPlugin(base: string) {
  return {
    name: 'terminservice-static-pages',
    configureServer(server: {
      middlewares: {
        use(fn: (req: IncomingMessage, res: ServerResponse, next: Next) => void): void;
      };
    }) {
      server.middlewares.use((req, res, next) => {
        const file = pageFile(req.url, base);
        if (!file) return next();
        res.setHeader('content-type', 'text/markdown; charset=utf-8');
        res.end(readFileSync(file));
      });
    },
    generateBundle(this: {
      emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string;
    }) {
      for (const name of readdirSync(STATIC_PAGES_DIR).filter((n) => n.endsWith('.md'))) {
        this.emitFile({
          type: 'asset',
          fileName: `${SERVED_AT}${name}`,
          source: readFileSync(`${STATIC_PAGES_DIR}${name}`),
        });
      }
    },
  };
}
