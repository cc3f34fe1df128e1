import { ApiError, RequestTimeoutError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { ShellProvider, useShell } from '../shell/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { SearchPage } from './SearchPage.tsx';
import { EMPTY_RESPONSE, searchResponse } from '../../test/search/fixtures.ts';
import type { SearchResponse } from '@terminservice/domain/api';

const CODE = 'ABCDFGHJKLMN';
const PATH = `${ROUTES.search}/${CODE}/10115/W030`;

function Toasts() {
  const toasts = useShell((state) => state.toasts);
  return (
    <ul aria-label="Meldungen">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.title}</li>
      ))}
    </ul>
  );
}

function renderSearch(
  search: (...args: unknown[]) => Promise<SearchResponse> = async () => searchResponse(),
  path = PATH,
) {
  const api = { ...fakeApi(), search: vi.fn(search), smedSearch: vi.fn(search) };
  const result = renderInApp(
    <ShellProvider>
      <SearchPage />
      <Toasts />
    </ShellProvider>,
    { api: api as never, path },
  );
  return { ...result, search: api.search };
}

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

async function results() {
  return screen.findAllByRole('article');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search results page (§2, §4)', () => {
  it('searches with the path and session criteria, shows the code and the results per date', async () => {
    writeSession('radius', 10);
    const { search } = renderSearch();
    expect(screen.getByText('Termine werden gesucht')).toBeTruthy();
    await results();
    expect(search).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: CODE, plz: '10115', qualifikationen: ['W030'], radius: 10 }),
      expect.anything(),
    );
    expect(readSession('code')).toBe(CODE);
    expect(screen.getByText('Vermittlungscode:').textContent).toContain('ABCD-FGHJ-KLMN');
    expect(screen.getByRole('heading', { level: 2, name: 'Gefundene Termine' })).toBeTruthy();
    const monday = screen.getByRole('region', { name: 'Montag, 23.11.2026' });
    // Offices sorted by distance: the nearer one first.
    const names = within(monday)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Augenärztliche Sprechstunde', 'Sprechstunde Fern']);
    expect(within(monday).getByText('0,8 km')).toBeTruthy();
    expect(within(monday).getAllByText('Verfügbare Termine')).toHaveLength(2);
  });

  it("shows the first 3 slots per date and office; '{n} weitere anzeigen' reveals the rest and hides itself", async () => {
    renderSearch();
    await results();
    const office = screen.getAllByRole('article')[0]!;
    expect(within(office).getAllByRole('button', { name: /^\d{2}:\d{2} Uhr/ })).toHaveLength(3);
    expect(
      within(office).getByRole('button', {
        name: '09:00 Uhr, Montag, 23.11.2026, Augenarztpraxis Dr. Nah',
      }),
    ).toBeTruthy();
    await userEvent.click(within(office).getByRole('button', { name: '2 weitere anzeigen' }));
    expect(within(office).getAllByRole('button', { name: /^\d{2}:\d{2} Uhr/ })).toHaveLength(5);
    expect(within(office).queryByRole('button', { name: /weitere anzeigen/ })).toBeNull();
  });

  it('re-runs the search on a radius choice and stores the radius', async () => {
    const { search } = renderSearch();
    await results();
    const radius = screen.getByRole('group', { name: 'Suchradius' });
    expect(within(radius).getByRole('button', { name: '5 km' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(within(radius).getByRole('button', { name: '20 km' }));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ radius: 20 }),
        expect.anything(),
      ),
    );
    await results();
    expect(readSession('radius')).toBe(20);
    expect(within(radius).getByRole('button', { name: '20 km' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the radius hint once after the first search', async () => {
    renderSearch();
    await results();
    expect(screen.getByText('Erhöhen Sie den Suchradius, um mehr Termine zu finden.')).toBeTruthy();
  });

  it('re-runs the search for a valid new postcode and rewrites the URL', async () => {
    const { search } = renderSearch();
    await results();
    const postcode = screen.getByRole('textbox', { name: 'Postleitzahl' });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '1');
    await userEvent.tab();
    expect(screen.getByText('Minimale Zeichenanzahl: 5')).toBeTruthy();
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '80331');
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ plz: '80331' }),
        expect.anything(),
      ),
    );
    await waitFor(() => expect(address()).toBe(`${ROUTES.search}/${CODE}/80331/W030`));
    expect(readSession('postcode')).toBe('80331');
  });

  it("applies weekday and daytime choices with 'Anwenden' and then collapses", async () => {
    const { search } = renderSearch();
    await results();
    const toggle = screen.getByRole('button', { name: 'Alle Tage und Zeiten' });
    await userEvent.click(toggle);
    const monday = screen.getByRole('group', { name: 'Montag' });
    await userEvent.click(within(monday).getByRole('checkbox', { name: 'Vormittag' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anwenden' }));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ daytime: '10000000000000' }),
        expect.anything(),
      ),
    );
    await results();
    const headline = screen.getByRole('button', { name: 'Suchzeitraum' });
    expect(headline.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters by practice or profile name after 500 ms', async () => {
    renderSearch();
    await results();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Ergebnisse durchsuchen' }), 'Fern');
    expect(
      screen.getAllByRole('heading', { name: 'Augenärztliche Sprechstunde' }).length,
    ).toBeGreaterThan(0);
    await waitFor(
      () =>
        expect(
          screen.queryAllByRole('heading', { name: 'Augenärztliche Sprechstunde' }),
        ).toHaveLength(0),
      { timeout: 2000 },
    );
    expect(screen.getAllByRole('heading', { name: 'Sprechstunde Fern' }).length).toBeGreaterThan(0);
  });

  it('offers the appointment-type buttons only when the login offered video', async () => {
    renderSearch();
    await results();
    expect(screen.queryByRole('group', { name: 'Terminart' })).toBeNull();
  });

  it('asks the login for the appointment types when the session has none (no-code flow, §7)', async () => {
    const login = vi.fn(async () => ({
      kv: '72',
      qualifikationen: ['W030'],
      termintypen: ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'],
    }));
    const api = { ...fakeApi(), login, search: vi.fn(async () => searchResponse()) };
    renderInApp(
      <ShellProvider>
        <SearchPage />
      </ShellProvider>,
      { api: api as never, path: PATH },
    );
    await results();
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ plz: '10115' }, expect.anything());
    expect(readSession('appointmentTypes')).toEqual(['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE']);
    expect(readSession('kvId')).toBe('72');
    expect(await screen.findByRole('group', { name: 'Terminart' })).toBeTruthy();
  });

  it('does not ask the login again when the session holds the appointment types', async () => {
    writeSession('appointmentTypes', ['PRAESENZTERMIN']);
    const login = vi.fn();
    const api = { ...fakeApi(), login, search: vi.fn(async () => searchResponse()) };
    renderInApp(
      <ShellProvider>
        <SearchPage />
      </ShellProvider>,
      { api: api as never, path: PATH },
    );
    await results();
    expect(login).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Terminart' })).toBeNull();
  });

  it("filters by appointment type and names the headline 'Verfügbare Videosprechstunden'", async () => {
    writeSession('appointmentTypes', ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE']);
    renderSearch();
    await results();
    const type = screen.getByRole('group', { name: 'Terminart' });
    expect(
      within(type)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alle Termine', 'Präsenztermin', 'Videosprechstunde']);
    await userEvent.click(within(type).getByRole('button', { name: 'Videosprechstunde' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Verfügbare Videosprechstunden')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^10:00 Uhr, Montag, 23.11.2026, .*Videosprechstunde$/ }),
    ).toBeTruthy();
  });

  it('keeps one booking-authority box checked: the last one is disabled', async () => {
    renderSearch();
    await results();
    const patient = screen.getByRole('checkbox', { name: 'Patiententermine' });
    const tss = screen.getByRole('checkbox', { name: 'TSS-Termine' });
    await userEvent.click(tss);
    expect((tss as HTMLInputElement).checked).toBe(false);
    expect((patient as HTMLInputElement).disabled).toBe(true);
    // The TSS-only slot is gone: 4 of the nearer office's 5 slots remain on Monday.
    await userEvent.click(screen.getByRole('button', { name: '1 weitere anzeigen' }));
    expect(screen.queryByRole('button', { name: /^11:00 Uhr/ })).toBeNull();
  });

  it('expands the extra sections one way', async () => {
    renderSearch();
    await results();
    await userEvent.click(screen.getByRole('button', { name: 'Spätere Termine anzeigen' }));
    expect(screen.queryByRole('button', { name: 'Spätere Termine anzeigen' })).toBeNull();
    const later = screen.getByRole('heading', { level: 2, name: 'Spätere Termine' });
    expect(document.activeElement).toBe(later);
    expect(screen.getByRole('button', { name: /^12:00 Uhr, Montag, 01.02.2027/ })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'An den Arzt freigegebene Termine anzeigen' }),
    );
    expect(screen.getByRole('button', { name: /^16:15 Uhr, Dienstag, 24.11.2026/ })).toBeTruthy();
  });

  it("toggles 'Details anzeigen/ausblenden' with the combined note and the contact links (WEB)", async () => {
    renderSearch();
    await results();
    const office = screen.getAllByRole('article')[0]!;
    await userEvent.click(within(office).getByRole('button', { name: 'Details anzeigen' }));
    expect(within(office).getByText('Weitere Informationen:')).toBeTruthy();
    expect(
      within(office).getByText(
        (_, el) =>
          el?.textContent === 'Bitte Versichertenkarte mitbringen.\nPupillenerweiterung möglich.',
      ),
    ).toBeTruthy();
    expect(within(office).getByRole('link', { name: '030 1234567' }).getAttribute('href')).toBe(
      'tel:0301234567',
    );
    expect(
      within(office)
        .getByRole('link', { name: /www.praxis-nah.example/ })
        .getAttribute('href'),
    ).toBe('https://www.praxis-nah.example');
    // §6: accessibility, qualifications and the office id are not for WEB.
    expect(within(office).queryByText('Barrierefreiheit:')).toBeNull();
    expect(within(office).queryByText('Praxis-ID:')).toBeNull();
    await userEvent.click(within(office).getByRole('button', { name: 'Details ausblenden' }));
    // Closed details are not rendered (OfficeItem renders them when opened).
    expect(within(office).queryByText('Weitere Informationen:')).toBeNull();
  });

  it('shows the empty state with the WEB text and the sanitised KV hint', async () => {
    renderSearch(async () => EMPTY_RESPONSE);
    expect(await screen.findByText('Ihre Suche ergab leider keine Treffer.')).toBeTruthy();
    expect(
      screen.getByText(/^Leider sind in ihrer Region aktuell keine Termine verfügbar\./),
    ).toBeTruthy();
    // The markdown renderer is loaded on demand (EmptyState): the hint follows the notice.
    expect((await screen.findByText('Sonderregel')).tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
  });

  it('opens the booking flow with the chosen slot and stores the results referer', async () => {
    renderSearch();
    await results();
    await userEvent.click(screen.getByRole('button', { name: /^09:30 Uhr, Montag, 23.11.2026/ }));
    // The office has a note, so the booking feature shows the practice-hint modal first (§2, §6).
    const hint = await screen.findByRole('dialog', {
      name: 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis',
    });
    expect(readSession('resultsReferer')).toBe(PATH);
    await userEvent.click(within(hint).getByRole('button', { name: 'Zur Terminbuchung' }));
    const booking = await screen.findByRole('dialog', { name: 'Termin buchen' });
    expect(within(booking).getByText('Montag, 23.11.2026, 09:30 Uhr')).toBeTruthy();
    await userEvent.click(within(booking).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the map with one marker per office at #isMap, and the list again', async () => {
    renderSearch(undefined, `${PATH}#isMap`);
    await screen.findByText('Wählen Sie eine Praxis auf der Karte, um ihre Termine zu sehen.');
    const view = screen.getByRole('group', { name: 'Ansicht' });
    expect(within(view).getByRole('button', { name: 'Karte' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The real map asks for consent first (§2 "Map consent layer"); after it, one marker per office.
    await userEvent.click(screen.getByRole('button', { name: 'Karte anzeigen' }));
    expect(
      await screen.findByRole(
        'button',
        { name: 'Augenarztpraxis Dr. Nah, Invalidenstraße 1, 10115 Berlin' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Praxis Fern, Torstraße 9, 10119 Berlin' }),
    ).toBeTruthy();
    await userEvent.click(within(view).getByRole('button', { name: 'Liste' }));
    expect((await results()).length).toBeGreaterThan(0);
  });

  it('goes to base for the bare search path', async () => {
    renderSearch(undefined, ROUTES.search);
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });
});

describe('search errors (§4, §8)', () => {
  const failing =
    (codes: string[], text = 'Servertext') =>
    async () => {
      throw new ApiError(409, { errorCodes: codes, errorText: text, referenceId: 'ref-1' });
    };

  it('WP009 → details', async () => {
    renderSearch(failing(['WP009']));
    await waitFor(() => expect(address()).toBe(`${ROUTES.details}/${CODE}`));
  });

  it('WP055 → notification and base', async () => {
    renderSearch(failing(['WP055'], 'Code nicht mehr gültig'));
    await waitFor(() => expect(address()).toBe(ROUTES.base));
    expect(screen.getByText('Code nicht mehr gültig')).toBeTruthy();
  });

  it('WP082 → notification and bookingVerification', async () => {
    renderSearch(failing(['WP082'], 'Videosprechstunde reserviert'));
    await waitFor(() => expect(address()).toBe(`${ROUTES.bookingVerification}/${CODE}`));
    expect(screen.getByText('Videosprechstunde reserviert')).toBeTruthy();
  });

  it('other errors show their text in the error field', async () => {
    renderSearch(failing(['WP030'], 'Postleitzahl unbekannt'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Postleitzahl unbekannt'),
    );
    expect(address()).toBe(PATH);
  });

  it('WP001 shows the fatal error helper with the error code and the reference id (§8)', async () => {
    renderSearch(failing(['WP001'], 'Interner Fehler'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Interner Fehler');
    expect(alert.textContent).toContain('Fehlercode: WP001 · Referenz-ID: ref-1');
    // No support address is configured for the web app, so no mail link is offered.
    expect(within(alert).queryByRole('link', { name: 'Fehlerbericht senden' })).toBeNull();
    expect(address()).toBe(PATH);
  });

  it('an error without text returns to base', async () => {
    renderSearch(failing([], ''));
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });

  it('a timeout asks to reload the page', async () => {
    renderSearch(async () => {
      throw new RequestTimeoutError();
    });
    expect(
      await screen.findByText('Die Anfrage hat zu lange gedauert. Bitte laden Sie die Seite neu.'),
    ).toBeTruthy();
  });
});

describe('on a handset (§2 mobile, §9 breakpoint)', () => {
  it("puts the filters into the modal 'Suche anpassen:', which closes after a search", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { search } = renderSearch();
    await results();
    expect(screen.queryByRole('textbox', { name: 'Postleitzahl' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Suche anpassen' }));
    const dialog = screen.getByRole('dialog', { name: 'Suche anpassen:' });
    await userEvent.click(within(dialog).getByRole('button', { name: '10 km' }));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ radius: 10 }),
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => undefined);
  });
});
