// §2 map toggle between list and map; the map view is the URL hash #isMap.
import { useId } from 'react';
import { SEARCH_TEXTS } from '../texts.ts';

export interface ViewToggleProps {
  readonly isMap: boolean;
  readonly onChange: (isMap: boolean) => void;
}

export function ViewToggle({ isMap, onChange }: ViewToggleProps) {
  const labelId = useId();
  return (
    <div className="ts-view-toggle">
      <span id={labelId} className="kern-sr-only">
        {SEARCH_TEXTS.view}
      </span>
      <div role="group" aria-labelledby={labelId} className="ts-bubbles">
        <button
          type="button"
          className="ts-bubble"
          aria-pressed={!isMap}
          onClick={() => onChange(false)}
        >
          {SEARCH_TEXTS.list}
        </button>
        <button
          type="button"
          className="ts-bubble"
          aria-pressed={isMap}
          onClick={() => onChange(true)}
        >
          {SEARCH_TEXTS.map}
        </button>
      </div>
    </div>
  );
}
