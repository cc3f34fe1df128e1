// §2 radius filter: bubbles of §9's choices; a choice re-runs the search at once (§4). The hint
// 'Erhöhen Sie den Suchradius, um mehr Termine zu finden.' appears once and closes after 3000 ms,
// in the flow under the bubbles: floating, it covered the days filter ('Alle Tage und Zeiten')
// beneath for those 3 s (issue #16).
import { RADIUS_CHOICES_KM, RADIUS_TOOLTIP_TEXT } from '@terminservice/domain/search';
import { Tooltip } from '@terminservice/ui/tooltip';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { kmText } from '../slot-label.ts';
import { RESULTS_MESSAGES } from '../texts.ts';
import { BubbleGroup } from './BubbleGroup.tsx';

export interface RadiusFilterProps {
  readonly radius: number;
  readonly onChange: (radius: number) => void;
  /** Show the hint (only the first time this turns true, ui Tooltip). */
  readonly showHint: boolean;
}

export function RadiusFilter({ radius, onChange, showHint }: RadiusFilterProps) {
  const { t, domain, locale } = useT();
  const labelId = useId();
  return (
    <div className="ts-filter ts-filter--radius">
      <p id={labelId} className="kern-label">
        {t(RESULTS_MESSAGES.radius)}
      </p>
      <Tooltip content={domain(RADIUS_TOOLTIP_TEXT)} show={showHint} placement="inline">
        <BubbleGroup
          labelId={labelId}
          choices={RADIUS_CHOICES_KM}
          value={radius}
          label={(km) => kmText(locale, km)}
          onChoose={(km) => {
            if (km !== radius) onChange(km);
          }}
        />
      </Tooltip>
    </div>
  );
}
