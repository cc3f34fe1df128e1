// The search results page (§2, §4): criteria, results, details, sections, booking, map toggle.
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { EMPTY_RESPONSE } from '../../test/search/fixtures.ts';
import { CODE, PATH, address, renderSearch, results } from '../../test/search/render-search.tsx';

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

  it('goes to base for the bare search path', async () => {
    renderSearch(undefined, ROUTES.search);
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });
});

describe('the office details, extra sections and empty state (§2, §6)', () => {
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
    expect(within(office).queryByText('BSNR:')).toBeNull();
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
});

describe('the list and the map (§2 #isMap)', () => {
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
});
