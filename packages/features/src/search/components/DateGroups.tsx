// §2 "Results per date": a date header (h3), then an office item (h4) per office.
// The first dates render at once; the rest follow in small batches, each its own transition in its
// own task, so that a long answer (up to 200 slots) never blocks the page in one long task — not
// in the render, which React slices, nor in the commit, which it cannot (issue #6 "Frontend",
// issue #25 part 5: TBT ≤ 100 ms on the results page, pnpm lighthouse).
import type { SearchSlot } from '@terminservice/domain/api';
import { startTransition, useEffect, useState } from 'react';
import type { DateGroup, OfficeEntry } from '../results.ts';
import { useT } from '../../i18n/index.ts';
import { dateLabel } from '../slot-label.ts';
import { OfficeItem } from './OfficeItem.tsx';

/**
 * The first pass: whole dates until they hold this many offices — more than a screen shows (an
 * office item is ~250 px high), so that what follows lands below the fold and shifts nothing seen.
 */
const FIRST_PASS_OFFICES = 6;

/** Offices added per later batch: a commit of this many stays well under a long task (50 ms). */
const BATCH_OFFICES = 4;

/** The first pass: the offices of whole dates until they hold FIRST_PASS_OFFICES. */
function firstPassOffices(groups: readonly DateGroup[]): number {
  let offices = 0;
  for (const group of groups) {
    offices += group.offices.length;
    if (offices >= FIRST_PASS_OFFICES) break;
  }
  return offices;
}

/** The groups cut after `limit` offices (the last date shown may be partial for now). */
function firstOffices(groups: readonly DateGroup[], limit: number): readonly DateGroup[] {
  const shown: DateGroup[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(
      group.offices.length <= left ? group : { ...group, offices: group.offices.slice(0, left) },
    );
    left -= group.offices.length;
  }
  return shown;
}

/**
 * How many offices to show: the first pass at once, then BATCH_OFFICES more per task until all.
 * It never shrinks, so an answer that changes under a patient (a slot taken, a filter) never
 * unmounts what they are on.
 */
function useGrowingLimit(groups: readonly DateGroup[]): number {
  const total = groups.reduce((sum, group) => sum + group.offices.length, 0);
  const [grown, setLimit] = useState(0);
  // The first pass counts even when the answer came after the first render (it was loading).
  const limit = Math.max(grown, firstPassOffices(groups));
  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => startTransition(() => setLimit(limit + BATCH_OFFICES)), 0);
    return () => clearTimeout(timer);
  }, [limit, total]);
  return limit;
}

export interface DateGroupsProps {
  readonly groups: readonly DateGroup[];
  readonly headline: string;
  readonly onSelect: (slot: SearchSlot, entry: OfficeEntry, date: string) => void;
}

export function DateGroups({ groups, headline, onSelect }: DateGroupsProps) {
  const translator = useT();
  const limit = useGrowingLimit(groups);
  const shown = firstOffices(groups, limit);
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
