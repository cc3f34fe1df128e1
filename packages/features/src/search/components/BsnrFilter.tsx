// §2/§6 BSNR filter (TSS and SURGERY): at most 9 digits (§5, §9); a change re-runs the search
// only when the field is empty or longer than 8 characters (§4), so typing does not search each
// digit. It takes the BSNR the office details and the booking modal show (issue #16), also when
// copied with spaces; anything else says why at once and does not search.
import { BSNR_MAX_LENGTH } from '@terminservice/domain/limits';
import { shouldSearchOnBsnrChange } from '@terminservice/domain/search';
import { bsnrSchema, firstError, validOutput } from '@terminservice/domain/validation';
import { TextField } from '@terminservice/ui/text-field';
import { useState } from 'react';
import { SEARCH_TEXTS } from '../texts.ts';

export interface BsnrFilterProps {
  readonly bsnr: string;
  readonly onChange: (bsnr: string) => void;
}

/** Room for a BSNR written with spaces ('72 127 4162'); longer input shows the length message. */
const INPUT_MAX_LENGTH = BSNR_MAX_LENGTH + 4;

export function BsnrFilter({ bsnr, onChange }: BsnrFilterProps) {
  const [value, setValue] = useState(bsnr);
  const [applied, setApplied] = useState(bsnr);
  // A search elsewhere changed the BSNR: show the searched one.
  if (applied !== bsnr) {
    setApplied(bsnr);
    setValue(bsnr);
  }
  return (
    <TextField
      className="ts-filter ts-filter--bsnr"
      label={SEARCH_TEXTS.bsnr}
      hint={SEARCH_TEXTS.bsnrHint}
      width="medium"
      inputMode="numeric"
      autoComplete="off"
      maxLength={INPUT_MAX_LENGTH}
      value={value}
      error={firstError(bsnrSchema, value)}
      onChange={(event) => {
        const next = event.target.value;
        setValue(next);
        const normalised = validOutput(bsnrSchema, next);
        if (normalised === undefined || normalised === bsnr) return;
        if (shouldSearchOnBsnrChange(normalised)) onChange(normalised);
      }}
    />
  );
}
