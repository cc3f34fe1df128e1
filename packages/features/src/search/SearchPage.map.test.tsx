// The map view with the real results map (map feature: consent layer, Leaflet markers).
import { ROUTES } from '@terminservice/domain/search';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { grantMapConsent } from '../app-context/index.ts';
import { ShellProvider } from '../shell/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { SearchPage } from './SearchPage.tsx';
import { searchResponse } from '../../test/search/fixtures.ts';

const NEAR = 'Augenarztpraxis Dr. Nah, Invalidenstraße 1, 10115 Berlin';
const FAR = 'Praxis Fern, Torstraße 9, 10119 Berlin';

const marker = (name: string) => screen.findByRole('button', { name }, { timeout: 10_000 });

describe('the map view (#isMap)', () => {
  it('shows the chosen office with its slots grouped by date below the map', async () => {
    grantMapConsent();
    const api = { ...fakeApi(), search: vi.fn(async () => searchResponse()) };
    renderInApp(
      <ShellProvider>
        <SearchPage />
      </ShellProvider>,
      { api: api as never, path: `${ROUTES.search}/ABCDFGHJKLMN/10115/W030#isMap` },
    );
    await marker(NEAR);
    // Markers carry the icon set of the searched specialty (W030 → 03, §2).
    expect((await marker(FAR)).classList).toContain('map-marker--03');
    fireEvent.click(await marker(FAR));
    const office = await screen.findByRole('heading', { level: 2, name: 'Praxis Fern' });
    expect(document.activeElement).toBe(office);
    // The chosen office's marker is redrawn highlighted.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: FAR }).getAttribute('aria-current')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: NEAR }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('region', { name: 'Montag, 23.11.2026' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^08:00 Uhr, Montag, 23.11.2026, Praxis Fern$/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Augenarztpraxis Dr. Nah$/ })).toBeNull();
  });
});
