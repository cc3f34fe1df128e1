// The prerendered shell per request (ADR 11): the server sends the variant of the app page that
// fits the visitor — no cookie notice after consent, the smart banner on phones unless closed —
// compressed when the browser takes it.
import { LOCALES } from '@terminservice/domain/locale';
import {
  ALL_SHELL_VARIANTS,
  BANNER_DISMISSED_COOKIE,
  CONSENT_COOKIE,
  LOCALE_COOKIE,
  PRERENDERED_SHELL_FILE,
  shellVariantKey,
  shellVariantsIn,
  type PrerenderedShellFile,
} from '@terminservice/domain/shell';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../src/plugins/security-headers.ts';
import { registerAppPage } from '../src/routes/app-page.ts';
import { preferredEncoding, shellPages } from '../src/routes/shell-pages.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0.0.0 Safari/537.36';

const rootOf = (key: string) => `<div id="root" data-shell="${key}">${key}</div>`;
const SHELL: PrerenderedShellFile = {
  defaultVariant: 'start.notice.none',
  roots: Object.fromEntries(
    ALL_SHELL_VARIANTS.map((variant) => [
      shellVariantKey(variant),
      rootOf(shellVariantKey(variant)),
    ]),
  ),
};
const INDEX = `<!doctype html><html lang="de"><head></head><body>${rootOf('start.notice.none')}</body></html>`;

describe('shellPages', () => {
  const pageFor = shellPages(INDEX, SHELL);
  const html = (pathname: string, cookies: string, userAgent: string) =>
    pageFor({ pathname, cookies, userAgent, acceptLanguage: '' }).html;

  it('puts the variant of the request in place of the default one', () => {
    expect(html('/terminservice', '', DESKTOP)).toBe(INDEX);
    expect(html('/terminservice', '', ANDROID)).toContain(rootOf('start.notice.android'));
    expect(html('/terminservice/suche/X/10115/W030', `${CONSENT_COOKIE}=1`, DESKTOP)).toContain(
      rootOf('search.consented.none'),
    );
    expect(
      html('/datenschutz', `${CONSENT_COOKIE}=1; ${BANNER_DISMISSED_COOKIE}=1`, ANDROID),
    ).toContain(rootOf('other.consented.none'));
    expect(html('/terminservice/suche/X/10115/W030', '', ANDROID)).not.toContain(
      rootOf('start.notice.none'),
    );
  });

  it('sends index.html as built without variants, or when they do not belong to it', () => {
    const request = { pathname: '/x', cookies: '', userAgent: ANDROID, acceptLanguage: 'tr' };
    expect(shellPages(INDEX, null)(request).html).toBe(INDEX);
    const other = { ...SHELL, defaultVariant: 'search.notice.none' };
    expect(shellPages(INDEX, other)({ ...request, pathname: '/' }).html).toBe(INDEX);
  });

  it('compresses each page once', () => {
    const page = pageFor({
      pathname: '/terminservice',
      cookies: '',
      userAgent: ANDROID,
      acceptLanguage: '',
    });
    expect(brotliDecompressSync(page.encoded('br')).toString()).toBe(page.html);
    expect(gunzipSync(page.encoded('gzip')).toString()).toBe(page.html);
    expect(page.encoded('br')).toBe(page.encoded('br'));
  });

  it('writes the page in the visitor’s language where the app has languages (WEB)', () => {
    const WEB: PrerenderedShellFile = {
      ...SHELL,
      locales: LOCALES,
      roots: Object.fromEntries(
        shellVariantsIn(LOCALES).map((variant) => [
          shellVariantKey(variant),
          rootOf(shellVariantKey(variant)),
        ]),
      ),
    };
    const web = shellPages(INDEX, WEB);
    const page = (cookies: string, acceptLanguage: string) =>
      web({ pathname: '/terminservice/suche', cookies, userAgent: DESKTOP, acceptLanguage }).html;
    expect(page('', 'ar-EG,ar;q=0.9')).toBe(
      INDEX.replace('<html lang="de">', '<html lang="ar" dir="rtl">').replace(
        rootOf('start.notice.none'),
        rootOf('search.notice.none.ar'),
      ),
    );
    expect(page(`${LOCALE_COOKIE}=tr`, 'ar')).toContain('<html lang="tr" dir="ltr">');
    expect(page(`${LOCALE_COOKIE}=tr`, 'ar')).toContain(rootOf('search.notice.none.tr'));
    expect(page(`${LOCALE_COOKIE}=de`, 'ar')).toContain('<html lang="de">');
    expect(page('', 'fr')).toContain(rootOf('search.notice.none'));
    // The staff apps' file names no languages: German whatever is asked.
    expect(html('/terminservice', `${LOCALE_COOKIE}=tr`, DESKTOP)).toBe(INDEX);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('the app page with a prerendered shell', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-shell-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, PRERENDERED_SHELL_FILE), JSON.stringify(SHELL));
    app = Fastify();
    await registerSecurityHeaders(app);
    registerAppPage(app, 'web', { distDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the returning visitor the page without the notice, compressed, varying by cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/terminservice?token=abc',
      headers: { cookie: `${CONSENT_COOKIE}=1`, 'user-agent': ANDROID, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/Cookie.*Accept-Language/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      rootOf('start.consented.android'),
    );
  });

  it('sends a first visit the notice', async () => {
    const res = await app.inject({ method: 'GET', url: '/terminservice/faq' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain(rootOf('other.notice.none'));
  });
});
