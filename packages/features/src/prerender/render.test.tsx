// The prerendered shell (ADR 11): what the build renders into index.html, and that the browser's
// first render adopts it without a hydration error — on a first visit (notice shown), for a
// returning visitor who confirmed the notice (no notice, never), and in another language (WEB).
import { CONSENT_COOKIE, LOCALE_COOKIE, shellVariantKey } from '@terminservice/domain/shell';
import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppContextProvider, settingsStorageKey } from '../app-context/index.ts';
import { AppRoutes } from '../app-routes/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { LOCALE_STORAGE_KEY } from '../i18n/index.ts';
import { mountApp } from '../shell/index.ts';
import { fakeApi } from '../../test/render.tsx';
import { prerenderShell, type AppAtPath } from './render.tsx';

const BUILD_YEAR = 2020;
const api = fakeApi();
const app = (router: (children: React.ReactNode) => React.ReactNode) => (
  <AppContextProvider api={api} applicationType="WEB" languages={createTranslator}>
    {router(<AppRoutes start={<h1>Start</h1>} />)}
  </AppContextProvider>
);
const atPath: AppAtPath = (path) =>
  app((children) => <StaticRouter location={path}>{children}</StaticRouter>);

const shell = prerenderShell(atPath, {
  year: BUILD_YEAR,
  translators: await Promise.all([createTranslator('ar'), createTranslator('tr')]),
});
const rootFor = (key: string) => {
  const html = shell.roots[key];
  if (html === undefined) throw new Error(`no variant ${key}`);
  return html;
};

describe('the prerendered shell', () => {
  /** The variant's #root, in the document (accessible names need its ids). */
  function parse(key: string): HTMLElement {
    document.body.innerHTML = rootFor(key);
    return document.body.firstElementChild as HTMLElement;
  }
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds the skip link, the cookie notice, the header, the loading indicator and the footer', () => {
    expect(shell.defaultVariant).toBe('start.notice.none');
    const root = parse(shell.defaultVariant);
    const page = within(root);
    expect(root.getAttribute('data-shell')).toBe('start.notice.none');
    expect(page.getByRole('link', { name: 'Zum Inhalt springen' }).getAttribute('href')).toBe(
      '#main',
    );
    expect(page.getByRole('heading', { name: 'Cookie Hinweis' })).toBeTruthy();
    expect(page.getByText(/Diese Anwendung speichert nur/)).toBeTruthy();
    expect(page.getByRole('button', { name: 'Alle auswählen' })).toBeTruthy();
    expect(page.getByRole('banner').textContent).toContain('Termin suchen');
    expect(page.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Inhalt wird geladen',
    );
    expect(page.getByRole('contentinfo').textContent).toContain(`© ${BUILD_YEAR}`);
    expect(page.queryByRole('complementary')).toBeNull();
  });

  it('has a variant per page kind, consent, banner and language', () => {
    expect(shell.locales).toEqual(['de', 'ar', 'tr']);
    expect(Object.keys(shell.roots)).toHaveLength(30 * 3);
    expect(within(parse('start.consented.none')).queryByText('Cookie Hinweis')).toBeNull();
    const text = (key: string, role: string) => within(parse(key)).getByRole(role).textContent;
    expect(text('start.notice.android', 'complementary')).toContain('Bei Google Play laden');
    expect(text('start.notice.ios', 'complementary')).toContain('Im App Store laden');
    expect(text('search.notice.none', 'banner')).toContain('Termin auswählen');
    expect(text('details.notice.none', 'banner')).toContain('Termin gebucht');
  });

  it('is written in its language', () => {
    const page = within(parse('start.notice.none.ar'));
    expect(page.queryByText(/Diese Anwendung speichert nur/)).toBeNull();
    expect(page.getByRole('link', { name: 'الانتقال إلى المحتوى' })).toBeTruthy();
    expect(page.getByRole('contentinfo').textContent).toContain(`© ${BUILD_YEAR}`);
  });

  it('holds nothing the strict CSP blocks', () => {
    for (const html of Object.values(shell.roots)) {
      expect(html).not.toMatch(/<script|\sstyle="/i);
    }
  });
});

describe('hydrating the prerendered shell', () => {
  let errors: MockInstance;
  let root: Root | null = null;
  let container: HTMLElement;
  // React reports a recoverable hydration error (e.g. a text mismatch) as a window 'error' event,
  // and logs it only when nobody handles that: both count.
  let reported: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    reported.push(event.error);
  };

  beforeEach(() => {
    reported = [];
    window.addEventListener('error', onError);
    errors = vi.spyOn(console, 'error');
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
    localStorage.clear();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    errors.mockRestore();
    window.removeEventListener('error', onError);
  });

  /** The page as the server sends it for `key` at `path`, then the app started on it. */
  async function open(key: string, path: string) {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = rootFor(key);
    container = document.body.firstElementChild as HTMLElement;
    const notice = container.querySelector('.ts-cookie');
    await act(async () => {
      root = await mountApp(
        container,
        app((children) => <BrowserRouter>{children}</BrowserRouter>),
        createTranslator,
      );
    });
    return { notice };
  }

  it('on a first visit: adopts the notice as served, with no error, then shows the page', async () => {
    const { notice } = await open('start.notice.none', '/terminservice');
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    // The same element: hydrated, not painted anew (no new LCP candidate, no flash).
    expect(container.querySelector('.ts-cookie')).toBe(notice);
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it('for a returning visitor who confirmed: no notice, no error', async () => {
    window.localStorage.setItem(settingsStorageKey('cookieHide'), 'true');
    await open(
      shellVariantKey({ page: 'search', cookieNotice: false, banner: null, locale: 'de' }),
      '/terminservice/suche',
    );
    expect(screen.queryByRole('region', { name: 'Cookie Hinweis' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cookie Hinweis' })).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it('a page that does not match the served shell is reported (the check works)', async () => {
    await open('start.notice.none', '/terminservice/suche');
    expect(String(reported[0])).toMatch(/Hydration failed/);
  });

  it('a consent from before the cookie: hides the served notice and sets the cookie', async () => {
    window.localStorage.setItem(settingsStorageKey('cookieHide'), 'true');
    await open('start.notice.none', '/terminservice');
    expect(screen.queryByRole('region', { name: 'Cookie Hinweis' })).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it('in the language the server chose: adopts it as served, with no error', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    const { notice } = await open('start.notice.none.ar', '/terminservice');
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(container.querySelector('.ts-cookie')).toBe(notice);
    expect(screen.getByRole('link', { name: 'الانتقال إلى المحتوى' })).toBeTruthy();
    // The remembered choice is mirrored for the server's next page.
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ar`);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it('served in one language, chosen another: hydrates the served one, then shows the chosen', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    await open('start.notice.none.tr', '/terminservice');
    expect(await screen.findByRole('link', { name: 'Zum Inhalt springen' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=de`);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });
});
