// §2 days/daytime filter: weekday × Vormittag/Nachmittag checkboxes, 'Anwenden', and the headline
// 'Alle Tage und Zeiten' or 'Suchzeitraum'. Applying re-runs the search (§4); after each search the
// filter resets to what was searched and collapses (§4).
import {
  WEEKDAYS,
  WEEKDAY_NAMES,
  daytimeHeadline,
  decodeDaytime,
  emptyDaytimeSelection,
  encodeDaytime,
  toggleDaytime,
  type DayPart,
} from '@terminservice/domain/daytime';
import { Button } from '@terminservice/ui/button';
import { Checkbox } from '@terminservice/ui/checkbox';
import { useId, useRef, useState } from 'react';
import { useT, type Msg } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';

export interface DaysFilterProps {
  /** The searched mask (§3). */
  readonly daytime: string;
  readonly onApply: (daytime: string) => void;
  /** Changes after every search: the filter resets and collapses. */
  readonly resetKey: number;
}

const PARTS = [
  { part: 'vormittags', label: RESULTS_MESSAGES.forenoon },
  { part: 'nachmittags', label: RESULTS_MESSAGES.afternoon },
] as const satisfies readonly { part: DayPart; label: Msg }[];

export function DaysFilter({ daytime, onApply, resetKey }: DaysFilterProps) {
  const { t, domain } = useT();
  const applied = decodeDaytime(daytime) ?? emptyDaytimeSelection();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(applied);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // After each search (and for a new searched mask): back to what was searched, collapsed.
  const [seen, setSeen] = useState({ resetKey, daytime });
  if (seen.resetKey !== resetKey || seen.daytime !== daytime) {
    setSeen({ resetKey, daytime });
    setOpen(false);
    setPending(applied);
  }

  const apply = () => {
    setOpen(false);
    toggle.current?.focus();
    const mask = encodeDaytime(pending);
    if (mask !== daytime) onApply(mask);
  };

  return (
    <div className="ts-filter ts-filter--days">
      <button
        ref={toggle}
        type="button"
        className="ui-button--link ts-days__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="kern-icon kern-icon--chevron-right ts-days__icon" aria-hidden="true" />
        <span className="kern-label">{domain(daytimeHeadline(applied))}</span>
      </button>
      <div id={panelId} className="ts-days__panel" hidden={!open}>
        <div className="ts-days__grid">
          {WEEKDAYS.map((weekday) => (
            <fieldset key={weekday} className="kern-fieldset ts-days__day">
              <legend className="kern-label">{domain(WEEKDAY_NAMES[weekday])}</legend>
              <div className="ts-days__parts">
                {PARTS.map(({ part, label }) => (
                  <Checkbox
                    key={part}
                    label={t(label)}
                    checked={pending[weekday][part]}
                    onChange={() => setPending(toggleDaytime(pending, weekday, part))}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <Button onClick={apply}>{t(RESULTS_MESSAGES.apply)}</Button>
      </div>
    </div>
  );
}
