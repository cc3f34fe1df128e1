// The Vite config every browser app shares (apps/web, tss-dispo, surgery, smed); each app's
// vite.config.ts passes only its ports and its plugins. The plugins come from the app because this
// folder is no package: a bare import here ('vite', '@vitejs/plugin-react') would not resolve
// under pnpm's strict node_modules. The result goes through the app's `defineConfig`, which checks
// its type. index.html comes from one template (index-html.ts), with the app shell prerendered
// into it (prerender.ts) and the app's scripts started after the first paint (boot-loader.ts,
// ADR 11); react-router's unused components tree-shake (router-tree-shake.ts).
import { bootLoaderPlugin, type BootLanguages } from './boot-loader.ts';
import { indexHtmlPlugin, type AppHtml } from './index-html.ts';
import { precompressPlugin } from './precompress.ts';
import { prerenderPlugin } from './prerender.ts';
import { staticPagesPlugin } from './static-pages.ts';
import { routerTreeShakePlugin } from './router-tree-shake.ts';

export interface AppViteOptions<Plugins> {
  /** The port of the app's server (spec §2: WEB 8080, TSS/DISPO 8081, SURGERY 8082, SMED 8083). */
  readonly apiPort: number;
  /** The port of `pnpm dev`. */
  readonly devPort: number;
  readonly plugins: Plugins;
  /** The app's title and description in index.html. */
  readonly html: AppHtml;
  /** An app with languages (WEB): the boot loader shows the page only once it is in its language. */
  readonly languages?: BootLanguages;
  /** Plugins the build's prerender needs beyond TSX and CSS (fresh instances; WEB: lingui). */
  readonly prerenderPlugins?: readonly unknown[];
}

export function appViteConfig<Plugins extends readonly unknown[]>({
  apiPort,
  devPort,
  plugins,
  html,
  languages,
  prerenderPlugins,
}: AppViteOptions<Plugins>) {
  // The server serves dist/ on its port with its API same-origin; `pnpm dev` proxies the API to a
  // running server.
  const apiOrigin = `http://localhost:${apiPort}`;
  const base = '/terminservice/';
  return {
    base,
    plugins: [
      ...plugins,
      staticPagesPlugin(base),
      routerTreeShakePlugin(),
      indexHtmlPlugin(html),
      prerenderPlugin(prerenderPlugins),
      bootLoaderPlugin(languages),
      precompressPlugin(),
    ],
    build: {
      target: 'es2022',
      // Every supported browser knows modulepreload; no polyfill in the entry chunk.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // React, React DOM and the router in one named chunk, so that the budget report reads
          // plainly (`react-….js`); every page needs them, so this moves nothing into the start.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|react-router|scheduler)[\\/]/,
              },
              // dayjs and the domain's date helpers: no page at the start needs them, several
              // later ones do (the API client, results, details, management, reminders). In a
              // chunk of their own they load once; below 30 kB they were copied into each of those
              // pages' chunks (issue #25 part 5).
              {
                name: 'dates',
                test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?dayjs[\\/]|packages[\\/]domain[\\/]src[\\/]dates[\\/]/,
              },
              // Everything else the start needs in one chunk: split into a dozen small shared chunks it
              // cost a request each, and on HTTP/1.1 (six connections per origin) each wave of
              // requests a round trip before the first paint (issue #6 "Frontend", pnpm lighthouse).
              { name: 'app', tags: ['$initial' as const] },
            ],
            // The same for the pages: small chunks that several pages share are copied into each
            // page's chunk instead of costing a request of their own.
            experimentalInlineCommonChunks: { maxSize: 30_000 },
          },
        },
      },
    },
    server: {
      port: devPort,
      proxy: { '/web/api': apiOrigin, '/dev/api': apiOrigin },
    },
  };
}
