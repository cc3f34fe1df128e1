import { EASY_LANGUAGE_PATH, ROUTES } from '@terminservice/domain/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { AppShell } from './AppShell.tsx';
import { createShellStore } from './store.ts';
import { RouterLink } from '../common/index.ts';

const header = () => screen.getByRole('banner');
const menu = () => within(header()).getByRole('navigation', { name: 'Hauptmenü' });
const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

describe('the header (§2 App shell)', () => {
  it("on the start page the restart link reads 'Termin suchen'; WEB has 'Buchung verwalten', 'Hilfe' and 'Leichte Sprache'", async () => {
    renderInApp(<AppShell>Seite</AppShell>);
    const links = within(menu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Termin suchen',
      'Buchung verwalten',
      'Hilfe',
      'Leichte Sprache',
      'Abmelden',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Hilfe' }).getAttribute('href')).toBe(
      ROUTES.faq,
    );
    // Issue #23 part 2: its own route, with the design system's Leichte Sprache icon.
    const easy = within(menu()).getByRole('link', { name: 'Leichte Sprache' });
    expect(easy.getAttribute('href')).toBe(EASY_LANGUAGE_PATH);
    expect(easy.querySelector('.kern-icon--easy-language')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it("on a details page it reads 'Termin gebucht', on search results 'Termin auswählen'", () => {
    renderInApp(<AppShell>Seite</AppShell>, { path: '/terminservice/termin/details/ABCD' });
    expect(within(menu()).getByRole('link', { name: 'Termin gebucht' })).toBeTruthy();
  });

  it('for SMED it shows no menu entries and a logo that is not a link', async () => {
    renderInApp(<AppShell>Seite</AppShell>, { api: fakeApi('SMED') });
    await waitFor(() => expect(within(menu()).queryByRole('link', { name: 'Hilfe' })).toBeNull());
    expect(within(menu()).queryByRole('link', { name: 'Buchung verwalten' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Terminservice' })).toBeNull();
    expect(within(header()).getByText('Terminservice')).toBeTruthy();
  });

  it('for SURGERY it shows only Buchung verwalten', async () => {
    renderInApp(<AppShell>Seite</AppShell>, { api: fakeApi('SURGERY') });
    await waitFor(() => expect(within(menu()).queryByRole('link', { name: 'Hilfe' })).toBeNull());
    expect(within(menu()).getByRole('link', { name: 'Buchung verwalten' })).toBeTruthy();
    // Leichte Sprache is the patient app's (issue #23 part 2), in neither header nor footer here.
    expect(screen.queryByRole('link', { name: 'Leichte Sprache' })).toBeNull();
  });

  it('logout clears the session data and leads to base', async () => {
    writeSession('code', 'ABCDEFGHKLMN');
    writeSession('postcode', '10115');
    window.sessionStorage.setItem('fremd', 'bleibt');
    renderInApp(<AppShell>Seite</AppShell>, { path: ROUTES.faq });
    await userEvent.click(within(menu()).getByRole('link', { name: 'Abmelden' }));
    expect(readSession('code')).toBeNull();
    expect(readSession('postcode')).toBeNull();
    expect(window.sessionStorage.getItem('fremd')).toBe('bleibt');
    expect(address()).toBe(ROUTES.base);
  });

  it('the menu button opens and closes the mobile menu', async () => {
    renderInApp(<AppShell>Seite</AppShell>);
    const toggle = within(menu()).getByRole('button', { name: 'Menü' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.className).toContain(
      'ts-menu--open',
    );
  });
});

describe('the footer (§2)', () => {
  it('links the legal pages and the contact form, and names the copyright holder with the current year', () => {
    renderInApp(<AppShell>Seite</AppShell>);
    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Datenschutz', '/datenschutz'],
      ['Impressum', '/impressum'],
      ['Barrierefreiheit', '/barrierefreiheit'],
      ['Kontakt', '/terminservice/kontakt'],
      ['Leichte Sprache', EASY_LANGUAGE_PATH],
    ]);
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Kassenärztliche Bundesvereinigung`),
    ).toBeTruthy();
  });
});

describe("the cookie notice 'Cookie Hinweis' (§2, §4, §9)", () => {
  const notice = () => screen.queryByRole('region', { name: 'Cookie Hinweis' });

  it('given a first visit, Essentiell is on and disabled, Statistik off', () => {
    renderInApp(<AppShell>Seite</AppShell>);
    const region = notice()!;
    const essential = within(region).getByRole('checkbox', { name: 'Essentiell' });
    expect((essential as HTMLInputElement).checked).toBe(true);
    expect((essential as HTMLInputElement).disabled).toBe(true);
    const statistics = within(region).getByRole('checkbox', { name: 'Statistik' });
    expect((statistics as HTMLInputElement).checked).toBe(false);
    expect(within(region).getByRole('link', { name: 'Impressum' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Datenschutz' })).toBeTruthy();
  });

  it("'Auswahl bestätigen' stores the choice and hides the notice for good", async () => {
    const { unmount } = renderInApp(<AppShell>Seite</AppShell>);
    await userEvent.click(within(notice()!).getByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(within(notice()!).getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(notice()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('ets-settings-cookies')!)).toEqual({
      essential: true,
      statistics: true,
    });
    unmount();
    renderInApp(<AppShell>Seite</AppShell>);
    expect(notice()).toBeNull();
  });

  it("'Alle auswählen' turns statistics on", async () => {
    renderInApp(<AppShell>Seite</AppShell>);
    await userEvent.click(within(notice()!).getByRole('button', { name: 'Alle auswählen' }));
    expect(notice()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('ets-settings-cookies')!).statistics).toBe(true);
  });

  it('collapses and expands', async () => {
    renderInApp(<AppShell>Seite</AppShell>);
    await userEvent.click(
      within(notice()!).getByRole('button', { name: 'Cookie Hinweis einklappen' }),
    );
    expect(within(notice()!).queryByRole('button', { name: 'Alle auswählen' })).toBeNull();
    await userEvent.click(
      within(notice()!).getByRole('button', { name: 'Cookie Hinweis ausklappen' }),
    );
    expect(within(notice()!).getByRole('button', { name: 'Alle auswählen' })).toBeTruthy();
  });
});

describe('the server status banner (§4 Notification banner)', () => {
  it('shows the status message and polls every 30 s while the window has focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const status = vi
      .fn()
      .mockResolvedValueOnce({ status: '' })
      .mockResolvedValue({ status: 'Wartungsarbeiten heute ab 22 Uhr.' });
    renderInApp(<AppShell>Seite</AppShell>, { api: fakeApi('WEB', { status }) });
    await waitFor(() => expect(status).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Wartungsarbeiten heute ab 22 Uhr.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('Wartungsarbeiten heute ab 22 Uhr.')).toBeTruthy();
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('does not poll while the window has no focus, and polls again on focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const status = vi.fn().mockResolvedValue({ status: '' });
    renderInApp(<AppShell>Seite</AppShell>, { api: fakeApi('WEB', { status }) });
    await waitFor(() => expect(status).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(status).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(status).toHaveBeenCalledTimes(2));
  });

  it('is skipped for TSS', async () => {
    const api = fakeApi('TSS');
    renderInApp(<AppShell>Seite</AppShell>, { api });
    await waitFor(() => expect(api.version).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.status).not.toHaveBeenCalled();
  });

  it('a failed status call sends the user to base', async () => {
    const status = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderInApp(<AppShell>Seite</AppShell>, {
      api: fakeApi('WEB', { status }),
      path: ROUTES.faq,
    });
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });

  it("shows 'Kommunikationsfehler' when the version call failed", async () => {
    const version = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderInApp(<AppShell>Seite</AppShell>, { api: fakeApi('WEB', { version }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Kommunikationsfehler')).toBeTruthy();
    expect(within(alert).getByText('Im Moment ist der Terminservice nicht verfügbar')).toBeTruthy();
  });
});

describe('route changes (§2)', () => {
  it('scroll to the top and move focus to the main region', async () => {
    renderInApp(
      <AppShell>
        <RouterLink to={ROUTES.faq}>Zu den Fragen</RouterLink>
      </AppShell>,
      { routes: <Route path={ROUTES.faq} element={null} /> },
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Zu den Fragen' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('the skip link moves focus to the main region', async () => {
    renderInApp(<AppShell>Seite</AppShell>);
    await userEvent.click(screen.getByRole('link', { name: 'Zum Inhalt springen' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

/** The shell with a fresh store on fake timers (they advance with real time too). */
function renderShellOnFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const store = createShellStore();
  renderInApp(<AppShell store={store}>Seite</AppShell>);
  return store;
}

describe('toasts (§2: 10 s)', () => {
  it('a toast disappears after 10 s and can be closed earlier', async () => {
    const store = renderShellOnFakeTimers();
    act(() => {
      store.getState().showToast({ title: 'Erfolg', message: 'Gespeichert.' }, 'success');
      store.getState().showToast({ message: 'Zweite Nachricht' });
    });
    expect(screen.getByText('Gespeichert.')).toBeTruthy();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Benachrichtigung schließen' })[1]!,
    );
    expect(screen.queryByText('Zweite Nachricht')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByText('Gespeichert.')).toBeNull();
  });
});

describe('the same toast twice', () => {
  it('shows it once, the newest one with a fresh 10 s', async () => {
    const store = renderShellOnFakeTimers();
    act(() => {
      store.getState().showToast({ message: 'Der Termin wurde verbindlich gebucht.' }, 'success');
    });
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    act(() => {
      store.getState().showToast({ message: 'Der Termin wurde verbindlich gebucht.' }, 'success');
    });
    expect(screen.getAllByText('Der Termin wurde verbindlich gebucht.')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getAllByText('Der Termin wurde verbindlich gebucht.')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByText('Der Termin wurde verbindlich gebucht.')).toBeNull();
  });
});

describe('the mobile smart banner in the shell (§2)', () => {
  it('is shown above the header on Android and not in a desktop browser', () => {
    const agent = vi
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0.0.0 Mobile');
    const { unmount } = renderInApp(<AppShell>Seite</AppShell>);
    expect(screen.getByRole('link', { name: 'Bei Google Play laden' })).toBeTruthy();
    unmount();
    agent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0.0.0 Safari/537.36');
    renderInApp(<AppShell>Seite</AppShell>);
    expect(screen.queryByRole('link', { name: 'Bei Google Play laden' })).toBeNull();
    agent.mockRestore();
  });
});
