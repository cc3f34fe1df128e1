// The diagnosis-language filter (issue #22; not in §2): a labelled select, 'Alle Sprachen' by
// default; a choice re-runs the search at once, as the radius does (§4), with `sprache` sent to the
// server, which keeps only profiles whose doctor speaks it.
import {
  DIAGNOSE_SPRACHEN,
  SPRACHE_CODES,
  isSpracheCode,
  type SpracheCode,
} from '@terminservice/domain/supply';
import { Select } from '@terminservice/ui/select';
import { SEARCH_TEXTS } from '../texts.ts';

export interface LanguageFilterProps {
  /** The language searched; undefined: all. */
  readonly sprache: SpracheCode | undefined;
  readonly onChange: (sprache: SpracheCode | undefined) => void;
}

const OPTIONS = [
  { value: '', label: SEARCH_TEXTS.languageAll },
  ...SPRACHE_CODES.map((code) => ({ value: code, label: DIAGNOSE_SPRACHEN[code] })),
];

export function LanguageFilter({ sprache, onChange }: LanguageFilterProps) {
  return (
    <Select
      className="ts-filter ts-filter--language"
      label={SEARCH_TEXTS.language}
      hint={SEARCH_TEXTS.languageHint}
      options={OPTIONS}
      value={sprache ?? ''}
      onChange={(event) => {
        const value = event.target.value;
        const next = isSpracheCode(value) ? value : undefined;
        if (next !== sprache) onChange(next);
      }}
    />
  );
}
