// What each port serves besides the API: its app's built dist/ (apps/<kind>/dist) under
// /terminservice/ — hashed assets cached for a year as immutable, index.html never without
// revalidation, and index.html for every app path without a file extension (the single-page app
// routes, §2 "Route table", including /datenschutz, /impressum and /barrierefreiheit). Until an
// app is built, a plain accessible page says so (issue "Run it"); the API works either way. The
// app pages carry the prerendered shell that fits the request (shell-pages.ts, ADR 11).
import fastifyStatic from '@fastify/static';
import { SUPPORT_MAIL_META } from '@terminservice/domain/errors';
import { MAP_TILE_META, type MapTileSettings } from '@terminservice/domain/map';
import { BASE_PATH, ROUTES } from '@terminservice/domain/search';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppKind } from '../config.ts';
import { preferredEncoding, readPrerenderedShell, shellPages } from './shell-pages.ts';

const TITLES: Record<AppKind, string> = {
  web: 'Terminservice für Patientinnen und Patienten (WEB)',
  'tss-dispo': 'Terminservice für Terminservicestellen (TSS/DISPO)',
  surgery: 'Terminservice für Praxen (SURGERY)',
  smed: 'Terminservice für Partnersysteme (SMED)',
};

/** Where the apps live: apps/ of the repository (this file is apps/server/src/routes/). */
const APPS_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** The built app a port serves by default: apps/<kind>/dist. */
export function defaultAppDistDir(kind: AppKind): string {
  return join(APPS_DIR, kind, 'dist');
}

/** Hashed build output (Vite: assets/<name>-<hash>.<ext>) never changes under its name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the static markdown pages, the icon) is revalidated each time. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** dist/assets/ holds the hashed build output, except dist/assets/static/ (copied as is). */
function isHashedAsset(distDir: string, file: string): boolean {
  const path = relative(distDir, file).split(sep).join('/');
  return path.startsWith('assets/') && !path.startsWith('assets/static/');
}

/** App paths outside /terminservice (§2 "Route table"). */
const TOP_LEVEL_APP_PATHS = [ROUTES.privacy, ROUTES.imprint, ROUTES.accessibility];

function notBuiltPage(kind: AppKind): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[kind]}</title>
</head>
<body>
<main>
<h1>${TITLES[kind]}</h1>
<p>Diese Anwendung ist noch nicht gebaut. Die Schnittstelle läuft unter /web/api/v4.</p>
</main>
</body>
</html>
`;
}

/** Whether the last path segment names a file (has an extension), e.g. /terminservice/x.js. */
function looksLikeFile(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

export interface AppPageOptions {
  /** The built app to serve; default apps/<kind>/dist. Without its index.html: the plain page. */
  readonly distDir?: string;
  /** The map's tile server (MAP_TILE_URL); written into index.html for the app to read. */
  readonly mapTiles?: MapTileSettings | undefined;
  /** The fatal error report's address (SUPPORT_MAIL_TO); written into index.html likewise. */
  readonly supportMail?: string | undefined;
}

/** What the server tells the app through <meta> elements in index.html. */
export type PageSettings = Pick<AppPageOptions, 'mapTiles' | 'supportMail'>;

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * index.html with the page settings as <meta> elements before </head> (no inline script: the CSP
 * allows none). Without settings the page stays as built: the map draws no background and the
 * fatal-error helper offers no mail link.
 */
export function withPageSettings(html: string, settings: PageSettings): string {
  const meta = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeAttribute(content)}">`;
  const { mapTiles, supportMail } = settings;
  const elements = [
    ...(mapTiles
      ? [
          meta(MAP_TILE_META.url, mapTiles.url),
          meta(MAP_TILE_META.attribution, mapTiles.attribution),
        ]
      : []),
    ...(supportMail ? [meta(SUPPORT_MAIL_META, supportMail)] : []),
  ].join('');
  const head = html.indexOf('</head>');
  return head === -1 || elements === ''
    ? html
    : `${html.slice(0, head)}${elements}${html.slice(head)}`;
}

export function registerAppPage(
  app: FastifyInstance,
  kind: AppKind,
  options: AppPageOptions = {},
): void {
  const distDir = options.distDir ?? defaultAppDistDir(kind);
  const indexFile = join(distDir, 'index.html');
  app.get('/', async (_request, reply) => reply.redirect(BASE_PATH));

  if (!existsSync(indexFile)) {
    const page = notBuiltPage(kind);
    const send = async (_request: unknown, reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').send(page);
    app.get(BASE_PATH, { config: { appPage: true } }, send);
    app.get(`${BASE_PATH}/*`, { config: { appPage: true } }, send);
    return;
  }

  // index.html as built holds the default variant of the prerendered shell; each request gets the
  // variant that fits it (shell-pages.ts, ADR 11).
  const pageFor = shellPages(
    withPageSettings(readFileSync(indexFile, 'utf8'), options),
    readPrerenderedShell(distDir),
  );
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = pageFor({
      pathname: request.url.split(/[?#]/)[0] ?? '',
      cookies: request.headers.cookie ?? '',
      userAgent: request.headers['user-agent'] ?? '',
      acceptLanguage: request.headers['accept-language'] ?? '',
    });
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', REVALIDATE_CACHE_CONTROL)
      .header('vary', 'Cookie, User-Agent, Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    return encoding
      ? reply.header('content-encoding', encoding).send(page.encoded(encoding))
      : reply.send(page.html);
  };

  // The files of dist/, one route each (wildcard: false: the list is read at start), so that the
  // app routes below can take every other path.
  void app.register(fastifyStatic, {
    root: distDir,
    prefix: `${BASE_PATH}/`,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The .br/.gz copies the build writes (tooling/vite/precompress.ts), for browsers that take them.
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header(
        'cache-control',
        isHashedAsset(distDir, file) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
      );
    },
  });

  const appRoute = async (request: FastifyRequest, reply: FastifyReply) =>
    looksLikeFile(request.url) ? reply.callNotFound() : sendIndex(request, reply);
  // appPage: the token check of the API (plugins/application-type.ts) leaves pages alone.
  const page = { config: { appPage: true } };
  app.get(BASE_PATH, page, sendIndex);
  app.get(`${BASE_PATH}/*`, page, appRoute);
  for (const path of TOP_LEVEL_APP_PATHS) app.get(path, page, sendIndex);
}
