// The diagnosis-language filter (issue #22; not in §2): a labelled select, 'Alle Sprachen' by
// default; a choice re-runs the search at once, as the radius does (§4), with `sprache` sent to the
// server, which keeps only profiles whose doctor speaks it.
import { isSpracheCode, type SpracheCode } from '@terminservice/domain/supply';
import { Select } from '@terminservice/ui/select';
import { useMemo } from 'react';
import { useT } from '../../i18n/index.ts';
import { languageOptions } from '../language-names.ts';
import { RESULTS_MESSAGES } from '../texts.ts';

export interface LanguageFilterProps {
  /** The language searched; undefined: all. */
  readonly sprache: SpracheCode | undefined;
  readonly onChange: (sprache: SpracheCode | undefined) => void;
}

export function LanguageFilter({ sprache, onChange }: LanguageFilterProps) {
  const { t, locale } = useT();
  const options = useMemo(
    () => [{ value: '', label: t(RESULTS_MESSAGES.languageAll) }, ...languageOptions(locale)],
    [t, locale],
  );
  return (
    <Select
      className="ts-filter ts-filter--language"
      label={t(RESULTS_MESSAGES.language)}
      hint={t(RESULTS_MESSAGES.languageHint)}
      options={options}
      value={sprache ?? ''}
      onChange={(event) => {
        const value = event.target.value;
        const next = isSpracheCode(value) ? value : undefined;
        if (next !== sprache) onChange(next);
      }}
    />
  );
}
