// §2 map toggle between list and map; the map view is the URL hash #isMap.
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';
import { BubbleGroup } from './BubbleGroup.tsx';

export interface ViewToggleProps {
  readonly isMap: boolean;
  readonly onChange: (isMap: boolean) => void;
}

const VIEWS: readonly boolean[] = [false, true];

export function ViewToggle({ isMap, onChange }: ViewToggleProps) {
  const { t } = useT();
  const labelId = useId();
  return (
    <div className="ts-view-toggle">
      <span id={labelId} className="kern-sr-only">
        {t(RESULTS_MESSAGES.view)}
      </span>
      <BubbleGroup
        labelId={labelId}
        choices={VIEWS}
        value={isMap}
        label={(map) => t(map ? RESULTS_MESSAGES.map : RESULTS_MESSAGES.list)}
        onChoose={onChange}
      />
    </div>
  );
}
