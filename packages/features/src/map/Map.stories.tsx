// Stories of the map (shown by the Storybook of packages/ui, whose config also reads this folder).
// Plain CSF objects: the features package has no Storybook dependency of its own.
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { grantMapConsent, revokeMapConsent } from '../app-context/index.ts';
import type { MapMarker } from './contract.ts';
import { markerIconFor, MapConsentLayer, ResultsMap, StaticMap } from './index.ts';

type MarkerRow = readonly [
  id: string,
  latitude: number,
  longitude: number,
  codes: readonly string[],
  highlighted: boolean,
  closed: boolean,
  label: string,
];

const MARKER_ROWS: readonly MarkerRow[] = [
  [
    'a',
    52.52,
    13.405,
    ['W010'],
    false,
    false,
    'Praxis für Anästhesiologie, Hauptstraße 1, 10115 Berlin',
  ],
  [
    'b',
    52.51,
    13.38,
    ['W030'],
    true,
    false,
    'Augenarztpraxis Dr. Berg, Ringstraße 2, 10117 Berlin',
  ],
  ['c', 52.53, 13.42, ['W060'], false, true, 'HNO-Praxis am Park, Weg 3, 10119 Berlin'],
  ['d', 52.5, 13.43, ['W090'], false, false, 'Internistische Praxis, Allee 4, 10179 Berlin'],
  ['e', 52.54, 13.37, ['A001'], false, false, 'Hausarztpraxis Nord, Platz 5, 13353 Berlin'],
  ['f', 52.49, 13.39, ['W030', 'W090'], false, false, 'MVZ Kreuzberg, Damm 6, 10961 Berlin'],
];

const MARKERS: readonly MapMarker[] = MARKER_ROWS.map(
  ([id, latitude, longitude, codes, highlighted, closed, label]) => ({
    id,
    latitude,
    longitude,
    icon: markerIconFor(codes),
    highlighted,
    closed,
    label,
  }),
);

function Frame({ consent, children }: { consent: boolean; children: ReactNode }) {
  if (consent) grantMapConsent();
  else revokeMapConsent();
  return <MemoryRouter>{children}</MemoryRouter>;
}

function ResultsMapDemo({ consent }: { consent: boolean }) {
  const [selected, setSelected] = useState('');
  return (
    <Frame consent={consent}>
      <p className="kern-body" aria-live="polite">
        Gewählte Praxis: {selected || '–'}
      </p>
      <ResultsMap markers={MARKERS} onSelect={setSelected} />
    </Frame>
  );
}

export default { title: 'Features/Map' };

export const ConsentLayer = {
  render: () => (
    <Frame consent={false}>
      <MapConsentLayer>
        <p>Karte</p>
      </MapConsentLayer>
    </Frame>
  ),
};

export const ResultsMapBeforeConsent = { render: () => <ResultsMapDemo consent={false} /> };

/** Icon sets 01, 03, 06, 09, default, multi; b highlighted, c closed. No tile server here. */
export const ResultsMapWithMarkers = { render: () => <ResultsMapDemo consent /> };

export const StaticDetailsMap = {
  render: () => (
    <Frame consent>
      <StaticMap
        latitude={52.52}
        longitude={13.405}
        label="Augenarztpraxis Dr. Berg, Ringstraße 2, 10117 Berlin"
      />
    </Frame>
  ),
};
