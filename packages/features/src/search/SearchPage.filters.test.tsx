// The search page's filters (§2, §4, §6): those that re-run the search, those on the answer.
import { ROUTES } from '@terminservice/domain/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import {
  CODE,
  address,
  renderSearch,
  renderSearchWithLogin,
  results,
} from '../../test/search/render-search.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('filters that re-run the search (§2, §4)', () => {
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
});

describe('filters on the answer (§2, §4)', () => {
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
});

describe('the appointment-type filter (§2, §7)', () => {
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
    renderSearchWithLogin(login);
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
    renderSearchWithLogin(login);
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
});

function handset() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('on a handset (§2 mobile, §9 breakpoint)', () => {
  it("puts the filters into the modal 'Suche anpassen:', which closes after a search", async () => {
    handset();
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

describe('on a handset, the first appointment comes first (issue #23 part 4)', () => {
  it("puts the booking authority and the free text into 'Suche anpassen:' too; they still filter", async () => {
    handset();
    const { search } = renderSearch();
    await results();
    expect(screen.queryByRole('checkbox', { name: 'Patiententermine' })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Ergebnisse durchsuchen' })).toBeNull();
    // 'Suche anpassen' and the list/map toggle share one row, before the results.
    const controls = screen
      .getByRole('button', { name: 'Suche anpassen' })
      .closest('.ts-search__controls');
    expect(controls?.querySelector('[role="group"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Suche anpassen' }));
    const dialog = screen.getByRole('dialog', { name: 'Suche anpassen:' });
    expect(within(dialog).getByRole('checkbox', { name: 'Patiententermine' })).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Ergebnisse durchsuchen' }),
      'keine Praxis heißt so',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(await screen.findByText('Ihre Suche ergab leider keine Treffer.')).toBeTruthy();
    // Filters on the answer search nothing anew.
    expect(search).toHaveBeenCalledTimes(1);
  });
});
