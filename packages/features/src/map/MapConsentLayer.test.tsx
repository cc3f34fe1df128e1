import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  grantMapConsent,
  hasMapConsent,
  revokeMapConsent,
  settingsStorageKey,
} from '../app-context/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { MapConsentLayer } from './MapConsentLayer.tsx';
import { MAP_TEXTS } from './texts.ts';

function renderLayer() {
  return renderInApp(
    <MapConsentLayer>
      <p>Die Karte</p>
    </MapConsentLayer>,
  );
}

describe('MapConsentLayer (§2 "Map consent layer", §4 "Map consent")', () => {
  it('without consent explains the maps service, links to /datenschutz and hides the map', () => {
    renderLayer();
    expect(screen.getByRole('region', { name: MAP_TEXTS.consentTitle })).toBeTruthy();
    expect(screen.getByText(MAP_TEXTS.consentText)).toBeTruthy();
    const link = screen.getByRole('link', { name: MAP_TEXTS.privacyLink });
    expect(link.getAttribute('href')).toBe('/datenschutz');
    expect(screen.getByRole('button', { name: 'Karte anzeigen' })).toBeTruthy();
    expect(screen.queryByText('Die Karte')).toBeNull();
  });

  it("'Karte anzeigen' stores the consent flag and shows the map", async () => {
    renderLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Karte anzeigen' }));
    expect(hasMapConsent()).toBe(true);
    expect(window.localStorage.getItem(settingsStorageKey('mapConsent'))).toBe('true');
    expect(screen.getByText('Die Karte')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Karte anzeigen' })).toBeNull();
  });

  it('with consent shows the map at once', () => {
    grantMapConsent();
    renderLayer();
    expect(screen.getByText('Die Karte')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Karte anzeigen' })).toBeNull();
  });

  it('sees a revoke made on the privacy page when it mounts again', () => {
    grantMapConsent();
    const first = renderLayer();
    expect(screen.getByText('Die Karte')).toBeTruthy();
    first.unmount();
    revokeMapConsent();
    renderLayer();
    expect(screen.queryByText('Die Karte')).toBeNull();
    expect(screen.getByRole('button', { name: 'Karte anzeigen' })).toBeTruthy();
  });

  it('sees a revoke from another tab (storage event)', async () => {
    grantMapConsent();
    renderLayer();
    expect(screen.getByText('Die Karte')).toBeTruthy();
    act(() => {
      revokeMapConsent();
      window.dispatchEvent(
        new StorageEvent('storage', { key: settingsStorageKey('mapConsent'), newValue: null }),
      );
    });
    await waitFor(() => expect(screen.queryByText('Die Karte')).toBeNull());
    expect(screen.getByRole('button', { name: 'Karte anzeigen' })).toBeTruthy();
  });

  it('a grant in one layer shows every map of the page', async () => {
    renderInApp(
      <>
        <MapConsentLayer>
          <p>Karte eins</p>
        </MapConsentLayer>
        <MapConsentLayer size="static">
          <p>Karte zwei</p>
        </MapConsentLayer>
      </>,
    );
    const [first] = screen.getAllByRole('button', { name: 'Karte anzeigen' });
    await userEvent.click(first!);
    expect(screen.getByText('Karte eins')).toBeTruthy();
    expect(screen.getByText('Karte zwei')).toBeTruthy();
  });
});
