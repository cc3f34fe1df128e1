import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { grantMapConsent, hasMapConsent, isCookieNoticeConfirmed } from '../app-context/index.ts';
import { confirmCookieSettings } from '../app-context/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { PRIVACY_ACTIONS, STATIC_PAGES_URL } from './pages.ts';
import { StaticPage } from './StaticPage.tsx';

function markdownServer(pages: Record<string, string>) {
  return vi.fn(async (url: string | URL | Request) => {
    const file = String(url).slice(STATIC_PAGES_URL.length);
    const body = pages[file];
    return body === undefined
      ? new Response('nicht gefunden', { status: 404 })
      : new Response(body, { status: 200, headers: { 'content-type': 'text/markdown' } });
  });
}

const PRIVACY = `# Datenschutzerklärung

Siehe [Impressum](/impressum).

<img src="x" onerror="alert(1)">

[Cookie-Einstellungen zurücksetzen](${PRIVACY_ACTIONS.resetCookies})

[Zustimmung zur Kartennutzung widerrufen](${PRIVACY_ACTIONS.revokeMapConsent})
`;

describe('a static page (§2 Other pages)', () => {
  it("shows 'Inhalt wird geladen', then the rendered markdown of its file", async () => {
    const fetch = markdownServer({
      'page-faq.md': '# Häufige Fragen\n\n- Was ist der Terminservice?',
    });
    renderInApp(<StaticPage page="faq" fetch={fetch} />, { path: ROUTES.faq });
    expect(screen.getByText('Inhalt wird geladen')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Was ist der Terminservice?');
    expect(screen.queryByText('Inhalt wird geladen')).toBeNull();
    expect(fetch).toHaveBeenCalledWith(
      '/terminservice/assets/static/pages/page-faq.md',
      expect.objectContaining({ headers: expect.any(Object) }),
    );
    expect(document.title).toBe('Häufige Fragen – Terminservice');
  });

  it('says so when the file cannot be loaded, and tries again on request', async () => {
    const fetch = markdownServer({});
    renderInApp(<StaticPage page="imprint" fetch={fetch} />, { path: ROUTES.imprint });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/konnte nicht geladen werden/)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it("the back link 'zurück' leads to base when the page was opened directly", async () => {
    const fetch = markdownServer({ 'page-imprint.md': '# Impressum' });
    renderInApp(<StaticPage page="imprint" fetch={fetch} />, { path: ROUTES.imprint });
    await userEvent.click(screen.getByRole('link', { name: 'zurück' }));
    expect(screen.getByLabelText('Adresse', { selector: 'output' }).textContent).toBe(ROUTES.base);
  });

  it('renders sanitised HTML and follows app links without reloading', async () => {
    const fetch = markdownServer({ 'page-privacy.md': PRIVACY });
    const { container } = renderInApp(<StaticPage page="privacy" fetch={fetch} />, {
      path: ROUTES.privacy,
    });
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    expect(container.innerHTML).not.toContain('onerror');
    await userEvent.click(screen.getByRole('link', { name: 'Impressum' }));
    expect(screen.getByLabelText('Adresse', { selector: 'output' }).textContent).toBe(
      ROUTES.imprint,
    );
  });

  it('the privacy page revokes the map consent and says so, with the provider neutralised', async () => {
    grantMapConsent();
    const fetch = markdownServer({ 'page-privacy.md': PRIVACY });
    renderInApp(<StaticPage page="privacy" fetch={fetch} />, { path: ROUTES.privacy });
    await userEvent.click(
      await screen.findByRole('link', { name: 'Zustimmung zur Kartennutzung widerrufen' }),
    );
    expect(hasMapConsent()).toBe(false);
    expect(
      screen.getByText(
        'Zustimmung zur Nutzung der Karte des Kartendienstes erfolgreich widerrufen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Google/)).toBeNull();
  });

  it('the privacy page resets the cookie settings and reloads', async () => {
    confirmCookieSettings({ statistics: true });
    const reload = vi.fn();
    const fetch = markdownServer({ 'page-privacy.md': PRIVACY });
    renderInApp(<StaticPage page="privacy" fetch={fetch} reload={reload} />, {
      path: ROUTES.privacy,
    });
    await userEvent.click(
      await screen.findByRole('link', { name: 'Cookie-Einstellungen zurücksetzen' }),
    );
    expect(isCookieNoticeConfirmed()).toBe(false);
    expect(window.localStorage.getItem('ets-settings-cookies')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
