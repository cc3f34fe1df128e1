// §2 postcode filter: a valid new postcode re-runs the search at once (§4); errors after touch (§5).
import { firstError, postcodeSchema } from '@terminservice/domain/validation';
import { TextField } from '@terminservice/ui/text-field';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';

export interface PostcodeFilterProps {
  readonly plz: string;
  readonly onChange: (plz: string) => void;
}

export function PostcodeFilter({ plz, onChange }: PostcodeFilterProps) {
  const { t, domain } = useT();
  const [value, setValue] = useState(plz);
  const [touched, setTouched] = useState(false);
  const [applied, setApplied] = useState(plz);
  // A search elsewhere changed the postcode (or reset the filters): show the searched one.
  if (applied !== plz) {
    setApplied(plz);
    setValue(plz);
    setTouched(false);
  }
  const error = firstError(postcodeSchema, value);
  return (
    <TextField
      className="ts-filter ts-filter--postcode"
      label={t(RESULTS_MESSAGES.postcode)}
      width="short"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      value={value}
      error={touched && error !== undefined ? domain(error) : undefined}
      onBlur={() => setTouched(true)}
      onChange={(event) => {
        const next = event.target.value;
        setValue(next);
        if (firstError(postcodeSchema, next) === undefined && next !== plz) onChange(next);
      }}
    />
  );
}
