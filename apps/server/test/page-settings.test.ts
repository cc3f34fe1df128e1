// What the server tells the app page (issue #4): the map's tile server (MAP_TILE_URL /
// MAP_TILE_ATTRIBUTION, its origin also in the CSP img-src) and the fatal error report's address
// (SUPPORT_MAIL_TO), as <meta> elements — only when configured.
import { SUPPORT_MAIL_META } from '@terminservice/domain/errors';
import { MAP_TILE_META } from '@terminservice/domain/map';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registerAppPage, withPageSettings } from '../src/routes/app-page.ts';
import { startTestApp } from './helper.ts';

const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende';
const INDEX = '<!doctype html><html lang="de"><head><title>T</title></head><body></body></html>';

function imgSrc(csp: string): string {
  return csp.split(';').find((part) => part.trim().startsWith('img-src')) ?? '';
}

describe('MAP_TILE_URL in the configuration', () => {
  it('is off by default: no tiles on machines without internet', () => {
    const config = loadConfig({});
    expect(config.mapTileUrl).toBeUndefined();
    expect(config.mapTileAttribution).toBe('');
  });

  it('reads the URL template and the attribution', () => {
    const config = loadConfig({ MAP_TILE_URL: OSM, MAP_TILE_ATTRIBUTION: OSM_ATTRIBUTION });
    expect(config.mapTileUrl).toBe(OSM);
    expect(config.mapTileAttribution).toBe(OSM_ATTRIBUTION);
  });

  it('refuses a value that is not a tile URL template', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() =>
      loadConfig({ MAP_TILE_URL: "https://x.org/{z}/{x}/{y}.png 'unsafe-inline'" }),
    ).toThrow(/MAP_TILE_URL/);
  });
});

describe('SUPPORT_MAIL_TO in the configuration', () => {
  it('is off by default: no mail link rather than a made-up address', () => {
    expect(loadConfig({}).supportMailTo).toBeUndefined();
  });

  it('reads one address and refuses anything else', () => {
    expect(loadConfig({ SUPPORT_MAIL_TO: ' support@kv.example.org ' }).supportMailTo).toBe(
      'support@kv.example.org',
    );
    for (const bad of ['support', 'a@b.org, c@d.org', 'x@y.org?bcc=z@w.org']) {
      expect(() => loadConfig({ SUPPORT_MAIL_TO: bad })).toThrow(/SUPPORT_MAIL_TO/);
    }
  });
});

describe('the page settings in the app page', () => {
  it('adds the support address as an escaped <meta> element', () => {
    const html = withPageSettings(INDEX, { supportMail: 'support@kv.example.org' });
    expect(html).toContain(`<meta name="${SUPPORT_MAIL_META}" content="support@kv.example.org">`);
    expect(html).not.toContain(MAP_TILE_META.url);
    expect(html.indexOf(SUPPORT_MAIL_META)).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds escaped <meta> elements before </head>', () => {
    const html = withPageSettings(INDEX, { mapTiles: { url: OSM, attribution: OSM_ATTRIBUTION } });
    expect(html).toContain(`<meta name="${MAP_TILE_META.url}" content="${OSM}">`);
    expect(html).toContain(
      `<meta name="${MAP_TILE_META.attribution}" content="&amp;copy; &lt;a href=&quot;https://www.openstreetmap.org/copyright&quot;&gt;OpenStreetMap&lt;/a&gt;-Mitwirkende">`,
    );
    expect(html.indexOf(MAP_TILE_META.url)).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the page as built without tiles', () => {
    expect(withPageSettings(INDEX, {})).toBe(INDEX);
  });
});

describe('a server with and without a tile server', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'map-dist-'));
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html with the tile meta when tiles are configured', async () => {
    const app = Fastify();
    registerAppPage(app, 'web', { distDir: dist, mapTiles: { url: OSM, attribution: '' } });
    await app.ready();
    try {
      for (const url of ['/terminservice', '/terminservice/suche/ABCD-EFGH-KLMN/10115/W030']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.body).toContain(`<meta name="${MAP_TILE_META.url}" content="${OSM}">`);
      }
    } finally {
      await app.close();
    }
  });

  it('without MAP_TILE_URL: img-src is self and data only, and the page has no tile meta', async () => {
    const ctx = await startTestApp();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/terminservice' });
      expect(imgSrc(String(res.headers['content-security-policy'])).trim()).toBe(
        "img-src 'self' data:",
      );
      expect(res.body).not.toContain(MAP_TILE_META.url);
      expect(res.body).not.toContain(SUPPORT_MAIL_META);
    } finally {
      await ctx.close();
    }
  });

  it('with MAP_TILE_URL: the tile origin joins img-src and nothing else', async () => {
    const ctx = await startTestApp({
      env: { MAP_TILE_URL: OSM, MAP_TILE_ATTRIBUTION: OSM_ATTRIBUTION },
    });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/web/api/v4/gibt-es-nicht' });
      const csp = String(res.headers['content-security-policy']);
      expect(imgSrc(csp).trim()).toBe("img-src 'self' data: https://*.tile.openstreetmap.org");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self';");
    } finally {
      await ctx.close();
    }
  });
});
