// §2/§6 urgency filter (TSS only): a change re-runs the search at once (§4). Before the first choice
// the search sends '' and the server searches with the code's urgency (§9 default DRINGEND); the
// field shows the urgency in effect (domain urgencyInEffect), e.g. 'Akut' for an 'Akut' code.
import { URGENCIES, URGENCY_LABELS, isUrgency, type Urgency } from '@terminservice/domain/search';
import { Select } from '@terminservice/ui/select';
import { SEARCH_TEXTS } from '../texts.ts';

export interface UrgencyFilterProps {
  /** The urgency the search runs with. */
  readonly urgency: Urgency;
  readonly onChange: (urgency: Urgency) => void;
}

const OPTIONS = URGENCIES.map((value) => ({ value, label: URGENCY_LABELS[value] }));

export function UrgencyFilter({ urgency, onChange }: UrgencyFilterProps) {
  return (
    <Select
      className="ts-filter ts-filter--urgency"
      label={SEARCH_TEXTS.urgency}
      options={OPTIONS}
      value={urgency}
      onChange={(event) => {
        if (isUrgency(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
