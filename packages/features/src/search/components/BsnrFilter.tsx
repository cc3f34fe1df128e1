// §2/§6 BSNR filter (TSS and SURGERY): at most 9 characters (§5, §9); a change re-runs the search
// only when the field is empty or longer than 8 characters (§4), so typing does not search each
// digit.
import { BSNR_MAX_LENGTH } from '@terminservice/domain/limits';
import { shouldSearchOnBsnrChange } from '@terminservice/domain/search';
import { TextField } from '@terminservice/ui/text-field';
import { useState } from 'react';
import { SEARCH_TEXTS } from '../texts.ts';

export interface BsnrFilterProps {
  readonly bsnr: string;
  readonly onChange: (bsnr: string) => void;
}

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
      maxLength={BSNR_MAX_LENGTH}
      value={value}
      onChange={(event) => {
        const next = event.target.value.trim().slice(0, BSNR_MAX_LENGTH);
        setValue(next);
        if (next !== bsnr && shouldSearchOnBsnrChange(next)) onChange(next);
      }}
    />
  );
}
