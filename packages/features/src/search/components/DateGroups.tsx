// §2 "Results per date": a date header (h3), then an office item (h4) per office.
import type { SearchSlot } from '@terminservice/domain/api';
import type { DateGroup, OfficeEntry } from '../results.ts';
import { germanDateLabel } from '../slot-label.ts';
import { OfficeItem } from './OfficeItem.tsx';

export interface DateGroupsProps {
  readonly groups: readonly DateGroup[];
  readonly headline: string;
  readonly onSelect: (slot: SearchSlot, entry: OfficeEntry, date: string) => void;
}

export function DateGroups({ groups, headline, onSelect }: DateGroupsProps) {
  return (
    <div className="ts-dates">
      {groups.map((group) => (
        <section key={group.date} className="ts-date" aria-label={germanDateLabel(group.date)}>
          <h3 className="kern-heading-small ts-date__heading">{germanDateLabel(group.date)}</h3>
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
