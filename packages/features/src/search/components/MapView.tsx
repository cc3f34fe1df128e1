// §2 map view: the results map (map feature, consent inside) and, once a marker is chosen, that
// office with its slots grouped by date below the map.
import type { SearchResponse, SearchSlot } from '@terminservice/domain/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ResultsMap } from '../../map/index.ts';
import { toMapMarkers } from '../markers.ts';
import type { DateGroup, OfficeEntry } from '../results.ts';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';
import { DateGroups } from './DateGroups.tsx';

export interface MapViewProps {
  readonly response: SearchResponse;
  readonly officeIds: readonly string[];
  /** The chosen office's slots grouped by date. */
  readonly groupsOf: (officeId: string) => readonly DateGroup[];
  readonly headline: string;
  readonly onSelect: (slot: SearchSlot, entry: OfficeEntry, date: string) => void;
}

export function MapView({ response, officeIds, groupsOf, headline, onSelect }: MapViewProps) {
  const { t } = useT();
  const [officeId, setOfficeId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const markers = useMemo(
    () => toMapMarkers(response, officeIds, officeId),
    [response, officeIds, officeId],
  );
  const office = officeId ? response.praxen[officeId] : undefined;
  useEffect(() => {
    if (officeId) heading.current?.focus();
  }, [officeId]);
  return (
    <div className="ts-map">
      <ResultsMap markers={markers} onSelect={setOfficeId} />
      {officeId && office ? (
        <section className="ts-map__office" aria-label={office.label}>
          <h2 ref={heading} tabIndex={-1} className="kern-heading-medium">
            {office.label}
          </h2>
          <DateGroups groups={groupsOf(officeId)} headline={headline} onSelect={onSelect} />
        </section>
      ) : (
        <p className="kern-body ts-map__hint">{t(RESULTS_MESSAGES.mapOfficeHint)}</p>
      )}
    </div>
  );
}
