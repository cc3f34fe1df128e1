// The filters that work on the answer without a new search (§2, §6): the booking authority and the
// free text 'Ergebnisse durchsuchen'. Beside the results on wide screens; on a handset they join
// the modal 'Suche anpassen:', so that the first appointment is on the first screen (issue #23
// part 4).
import type { BookingAuthority } from '@terminservice/domain/search';
import { TextField } from '@terminservice/ui/text-field';
import { useIsShown } from '../../app-context/index.ts';
import { useSearch } from '../SearchStoreProvider.tsx';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';
import { BookingAuthorityFilter } from './BookingAuthorityFilter.tsx';

export interface AuthorityFilterProps {
  readonly value: readonly BookingAuthority[];
  readonly onChange: (value: BookingAuthority[]) => void;
}

/** The booking-authority filter (§6) where the type shows it. */
export function AuthorityFilter({ value, onChange }: AuthorityFilterProps) {
  const isShown = useIsShown();
  return isShown('bookingAuthorityFilter') ? (
    <BookingAuthorityFilter checked={value} onChange={onChange} />
  ) : null;
}

export interface FreeTextFilterProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** 'Ergebnisse durchsuchen' (§6 free-text search), unless the type or the answer turns it off. */
export function FreeTextFilter({ value, onChange }: FreeTextFilterProps) {
  const isShown = useIsShown();
  const { t } = useT();
  const offered = useSearch((state) => state.response?.freiTextSuche !== false);
  return isShown('freeTextSearch') && offered ? (
    <TextField
      className="ts-results__text"
      label={t(RESULTS_MESSAGES.freeTextPlaceholder)}
      placeholder={t(RESULTS_MESSAGES.freeTextPlaceholder)}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : null;
}
