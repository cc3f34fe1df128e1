// Prerenders the app shell into the built index.html (ADR 11; issue #6: LCP ≤ 2.0 s): the first
// paint then needs only the HTML and the CSS, not the ~90 kB of JavaScript and React's first
// render. At build time, the app's src/prerender.tsx (its tree with a static router) is loaded
// through a Vite server in SSR mode (TSX, CSS imports and the workspace packages as in the app)
// and renders every variant; index.html gets the default one in #root, and the file it names
// (prerendered-shell.json) gets all of them, for the server to choose from per request. The
// scripts load at low priority, after what the first paint needs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each app's prerender entry: `export function render(): PrerenderedShell` (or its promise). */
export const PRERENDER_ENTRY = 'src/prerender.tsx';

/** What src/prerender.tsx's render() answers (features/prerender PrerenderedShell). */
export interface PrerenderResult {
  readonly fileName: string;
  readonly defaultVariant: string;
  readonly roots: Readonly<Record<string, string>>;
  /** The languages prerendered (WEB); absent: German only. */
  readonly locales?: readonly string[];
}

/** The part of Vite's API used here, typed locally: this folder has no 'vite' to import. */
interface ViteApi {
  createServer(config: Record<string, unknown>): Promise<{
    ssrLoadModule(url: string): Promise<Record<string, unknown>>;
    close(): Promise<void>;
  }>;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Loads the app's prerender entry with the app's own Vite (resolved from the app's folder), with
 * the plugins its imports need beyond TSX and CSS (WEB: the .po catalogues' compiler).
 */
async function renderApp(root: string, plugins: readonly unknown[]): Promise<PrerenderResult> {
  const vitePath = createRequire(join(root, 'package.json')).resolve('vite');
  const vite = (await import(pathToFileURL(vitePath).href)) as ViteApi;
  const server = await vite.createServer({
    root,
    configFile: false,
    plugins,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = await server.ssrLoadModule(`/${PRERENDER_ENTRY}`);
    if (typeof entry.render !== 'function') {
      throw new Error(`${PRERENDER_ENTRY} exports no render().`);
    }
    return await (entry.render as () => PrerenderResult | Promise<PrerenderResult>)();
  } finally {
    await server.close();
  }
}

/**
 * The app's scripts at low fetch priority: with the shell in the HTML they are no longer needed for
 * the first paint, so the render-blocking stylesheet (and the fonts) get the bandwidth first. On
 * Lighthouse's simulated 1.6 Mbit/s the ~95 kB of JavaScript otherwise shares the line with the
 * 17 kB of CSS the first paint waits for.
 */
export function withLowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/** index.html with the default variant in #root. */
export function withPrerenderedRoot(html: string, result: PrerenderResult): string {
  const rootElement = result.roots[result.defaultVariant];
  if (!html.includes(EMPTY_ROOT) || rootElement === undefined) {
    throw new Error(`index.html has no ${EMPTY_ROOT} or the prerender no default variant.`);
  }
  return html.replace(EMPTY_ROOT, rootElement);
}

interface HtmlAsset {
  type: string;
  source: string | Uint8Array;
}

/**
 * A Vite plugin (plain object: this folder has no 'vite' to import types from). `ssrPlugins`: fresh
 * instances for the prerender's own Vite server (an instance serves one server).
 */
export function prerenderPlugin(ssrPlugins: readonly unknown[] = []) {
  let root = '';
  let rendered: Promise<PrerenderResult> | null = null;
  const render = () => (rendered ??= renderApp(root, ssrPlugins));
  return {
    name: 'terminservice-prerender',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post' as const,
      handler: async (html: string) =>
        withLowPriorityScripts(withPrerenderedRoot(html, await render())),
    },
    generateBundle: {
      order: 'post' as const,
      async handler(
        this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
        _options: unknown,
        bundle: Record<string, HtmlAsset>,
      ) {
        if (!bundle['index.html']) return;
        const { fileName, defaultVariant, roots, locales } = await render();
        this.emitFile({
          type: 'asset',
          fileName,
          source: JSON.stringify({ defaultVariant, roots, locales }),
        });
      },
    },
  };
}
