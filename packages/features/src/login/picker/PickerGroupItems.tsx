// One group of the picker (§2 "Qualification picker modal"): an accordion with 'alle auswählen'
// and a checkbox per item; the toggling rules are the domain's (§4 "Qualification modal").
import {
  isGroupSelected,
  toggleGroup,
  toggleKey,
  type PickerGroup,
} from '@terminservice/domain/leistungsmerkmal';
import { Accordion } from '@terminservice/ui/accordion';
import { Checkbox } from '@terminservice/ui/checkbox';
import type { Dispatch, SetStateAction } from 'react';
import { useT } from '../../i18n/index.ts';
import { PICKER_MESSAGES } from '../texts.ts';

export interface PickerGroupItemsProps {
  readonly group: PickerGroup;
  /** Searching opens the groups, so that the matches are in view. */
  readonly searching: boolean;
  readonly selected: ReadonlySet<string>;
  readonly setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
}

export function PickerGroupItems({
  group,
  searching,
  selected,
  setSelected,
}: PickerGroupItemsProps) {
  const { t } = useT();
  return (
    <Accordion title={group.name} defaultOpen={searching} className="ts-picker__group">
      <Checkbox
        label={
          <>
            {t(PICKER_MESSAGES.selectAll)}
            <span className="kern-sr-only"> ({group.name})</span>
          </>
        }
        checked={isGroupSelected(group, selected)}
        onChange={() => setSelected((current) => toggleGroup(group, current))}
      />
      <ul className="ts-picker__items">
        {group.items.map((item) => (
          <li key={item.key}>
            <Checkbox
              label={item.name}
              checked={selected.has(item.key)}
              onChange={() => setSelected((current) => toggleKey(current, item.key))}
            />
          </li>
        ))}
      </ul>
    </Accordion>
  );
}
