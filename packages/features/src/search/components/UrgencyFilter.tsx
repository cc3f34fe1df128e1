// §2/§6 urgency filter (TSS only): a change re-runs the search at once (§4). Before the first choice
// the search sends '' and the server applies the default DRINGEND (§9), which the field shows.
import {
  DEFAULT_URGENCY,
  URGENCIES,
  URGENCY_LABELS,
  isUrgency,
  type SearchUrgency,
  type Urgency,
} from '@terminservice/domain/search';
import { Select } from '@terminservice/ui/select';
import { SEARCH_TEXTS } from '../texts.ts';

export interface UrgencyFilterProps {
  readonly urgency: SearchUrgency | undefined;
  readonly onChange: (urgency: Urgency) => void;
}

const OPTIONS = URGENCIES.map((value) => ({ value, label: URGENCY_LABELS[value] }));

export function UrgencyFilter({ urgency, onChange }: UrgencyFilterProps) {
  return (
    <Select
      className="ts-filter ts-filter--urgency"
      label={SEARCH_TEXTS.urgency}
      options={OPTIONS}
      value={urgency || DEFAULT_URGENCY}
      onChange={(event) => {
        if (isUrgency(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
