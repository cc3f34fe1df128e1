import { MAP_TILE_META } from '@terminservice/domain/map';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantMapConsent } from '../app-context/index.ts';
import { renderInApp } from '../../test/render.tsx';
import type { MapMarker } from './contract.ts';
import { markerIconFor, ResultsMap, StaticMap } from './index.ts';
import { MAP_TEXTS } from './texts.ts';

const MARKERS: readonly MapMarker[] = [
  {
    id: 'p1',
    latitude: 52.52,
    longitude: 13.405,
    closed: false,
    highlighted: false,
    icon: '03',
    label: 'Augenarztpraxis Dr. Berg, Hauptstraße 1, 10115 Berlin',
  },
  {
    id: 'p2',
    latitude: 52.5,
    longitude: 13.39,
    closed: true,
    highlighted: true,
    icon: 'multi',
    label: 'MVZ Mitte, Ringstraße 5, 10117 Berlin',
  },
];

function addTileMeta() {
  for (const [name, content] of [
    [MAP_TILE_META.url, 'https://{s}.tile.example.org/{z}/{x}/{y}.png'],
    [
      MAP_TILE_META.attribution,
      '© <a href="https://example.org/copyright">Beispielkarten</a><img src=x onerror="alert(1)">',
    ],
  ] as const) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name^="terminservice-map"]'))
    meta.remove();
});

async function findMarker(name: string) {
  return screen.findByRole('button', { name }, { timeout: 10_000 });
}

describe('ResultsMap', () => {
  it('asks for consent first and loads no map before', () => {
    renderInApp(<ResultsMap markers={MARKERS} onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Karte anzeigen' })).toBeTruthy();
    expect(screen.queryByTestId('map-canvas')).toBeNull();
  });

  it('after consent draws one named, keyboard-reachable marker per office with its icon set', async () => {
    renderInApp(<ResultsMap markers={MARKERS} onSelect={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Karte anzeigen' }));
    const first = await findMarker(MARKERS[0]!.label);
    const second = await findMarker(MARKERS[1]!.label);
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(first.classList).toContain('map-marker--03');
    expect(second.classList).toContain('map-marker--multi');
    expect(second.classList).toContain('map-marker--highlighted');
    expect(second.classList).toContain('map-marker--closed');
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('region', { name: MAP_TEXTS.resultsMapLabel })).toBeTruthy();
    expect(screen.getByRole('button', { name: MAP_TEXTS.zoomIn })).toBeTruthy();
  });

  it('a click, Enter or Space on a marker selects its office', async () => {
    grantMapConsent();
    const onSelect = vi.fn();
    renderInApp(<ResultsMap markers={MARKERS} onSelect={onSelect} />);
    const first = await findMarker(MARKERS[0]!.label);
    fireEvent.click(first);
    expect(onSelect).toHaveBeenLastCalledWith('p1');
    const second = await findMarker(MARKERS[1]!.label);
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('p2');
    first.focus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('p1');
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('redraws the markers when they change', async () => {
    grantMapConsent();
    function Harness() {
      const [markers, setMarkers] = useState<readonly MapMarker[]>(MARKERS);
      return (
        <>
          <button type="button" onClick={() => setMarkers([MARKERS[0]!])}>
            Filtern
          </button>
          <ResultsMap markers={markers} onSelect={vi.fn()} />
        </>
      );
    }
    renderInApp(<Harness />);
    await findMarker(MARKERS[1]!.label);
    await userEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: MARKERS[1]!.label })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: MARKERS[0]!.label })).toBeTruthy();
  });
});

describe('ResultsMap tiles', () => {
  it('without a tile server shows no tiles and no attribution', async () => {
    grantMapConsent();
    const { container } = renderInApp(<ResultsMap markers={MARKERS} onSelect={vi.fn()} />);
    await findMarker(MARKERS[0]!.label);
    expect(container.querySelector('.leaflet-tile-pane')?.children.length ?? 0).toBe(0);
    expect(container.querySelector('.leaflet-control-attribution')).toBeNull();
  });

  it('with a tile server shows its attribution, sanitised', async () => {
    addTileMeta();
    grantMapConsent();
    const { container } = renderInApp(<ResultsMap markers={MARKERS} onSelect={vi.fn()} />);
    await findMarker(MARKERS[0]!.label);
    const attribution = container.querySelector('.leaflet-control-attribution');
    expect(attribution?.textContent).toContain('Beispielkarten');
    expect(attribution?.querySelector('a')?.getAttribute('href')).toBe(
      'https://example.org/copyright',
    );
    expect(attribution?.querySelector('img')).toBeNull();
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
  });
});

describe('StaticMap (§2 details: only after consent, zoom 16, no controls)', () => {
  it('asks for consent first', () => {
    renderInApp(<StaticMap latitude={52.52} longitude={13.405} label="Praxis Dr. Berg" />);
    expect(screen.getByRole('button', { name: 'Karte anzeigen' })).toBeTruthy();
  });

  it('then shows one marker that is only a picture and no controls', async () => {
    grantMapConsent();
    const { container } = renderInApp(
      <StaticMap latitude={52.52} longitude={13.405} label="Praxis Dr. Berg, Hauptstraße 1" />,
    );
    await waitFor(() => expect(container.querySelector('.map-marker')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(
      screen.getByText(`${MAP_TEXTS.staticMapLabel} Praxis Dr. Berg, Hauptstraße 1`),
    ).toBeTruthy();
    const marker = container.querySelector('.map-marker')!;
    expect(marker.getAttribute('aria-hidden')).toBe('true');
    expect(marker.getAttribute('tabindex')).toBeNull();
    expect(container.querySelector('.leaflet-control-zoom')).toBeNull();
    expect(container.querySelector('.leaflet-container')?.getAttribute('tabindex')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('markerIconFor (exported by the map feature)', () => {
  it('decides the icon set from the codes of the office profiles', () => {
    expect(markerIconFor(['W030'])).toBe('03');
    expect(markerIconFor(['W090', 'W095'])).toBe('09');
    expect(markerIconFor(['W030', 'W060'])).toBe('multi');
    expect(markerIconFor(['A001'])).toBe('default');
  });
});
