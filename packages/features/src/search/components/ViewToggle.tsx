// §2 map toggle between list and map; the map view is the URL hash #isMap.
import { useId } from 'react';
import { SEARCH_TEXTS } from '../texts.ts';
import { BubbleGroup } from './BubbleGroup.tsx';

export interface ViewToggleProps {
  readonly isMap: boolean;
  readonly onChange: (isMap: boolean) => void;
}

const VIEWS: readonly boolean[] = [false, true];

export function ViewToggle({ isMap, onChange }: ViewToggleProps) {
  const labelId = useId();
  return (
    <div className="ts-view-toggle">
      <span id={labelId} className="kern-sr-only">
        {SEARCH_TEXTS.view}
      </span>
      <BubbleGroup
        labelId={labelId}
        choices={VIEWS}
        value={isMap}
        label={(map) => (map ? SEARCH_TEXTS.map : SEARCH_TEXTS.list)}
        onChoose={onChange}
      />
    </div>
  );
}
