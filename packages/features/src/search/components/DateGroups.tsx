// §2 "Results per date": a date header (h3), then an office item (h4) per office.
// The first dates render at once; the rest follow in a deferred render that React interrupts for
// input, so that a long answer (up to 200 slots) does not block the page in one long task
// (issue #6 "Frontend": TBT ≤ 150 ms, pnpm lighthouse).
import type { SearchSlot } from '@terminservice/domain/api';
import { useDeferredValue } from 'react';
import type { DateGroup, OfficeEntry } from '../results.ts';
import { useT } from '../../i18n/index.ts';
import { dateLabel } from '../slot-label.ts';
import { OfficeItem } from './OfficeItem.tsx';

/**
 * The first pass: whole dates until they hold this many offices — more than a screen shows (an
 * office item is ~250 px high), so that what follows lands below the fold and shifts nothing seen.
 */
const FIRST_PASS_OFFICES = 6;

function firstPass(groups: readonly DateGroup[]): readonly DateGroup[] {
  let offices = 0;
  const index = groups.findIndex(
    (group) => (offices += group.offices.length) >= FIRST_PASS_OFFICES,
  );
  return index === -1 ? groups : groups.slice(0, index + 1);
}

export interface DateGroupsProps {
  readonly groups: readonly DateGroup[];
  readonly headline: string;
  readonly onSelect: (slot: SearchSlot, entry: OfficeEntry, date: string) => void;
}

export function DateGroups({ groups, headline, onSelect }: DateGroupsProps) {
  const translator = useT();
  const shown = useDeferredValue(groups, firstPass(groups));
  return (
    <div className="ts-dates">
      {shown.map((group) => (
        <section
          key={group.date}
          className="ts-date"
          aria-label={dateLabel(translator, group.date)}
        >
          <h3 className="kern-heading-small ts-date__heading">
            {dateLabel(translator, group.date)}
          </h3>
          <div className="ts-date__offices">
            {group.offices.map((entry) => (
              <OfficeItem
                key={entry.key}
                entry={entry}
                date={group.date}
                headline={headline}
                onSelect={onSelect}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
