// The filters that re-run the search (§2, §4; which ones per app: §6 via `useIsShown`). On a
// handset they sit in the modal 'Suche anpassen:', else in a section beside the results. On a
// handset the modal also takes the in-page filters (booking authority, free text), so that the
// first appointment is on the first screen (issue #23 part 4).
import type { ApplicationType } from '@terminservice/domain/application-type';
import { urgencyInEffect, type AppointmentTypeFilter } from '@terminservice/domain/search';
import type { ReactNode } from 'react';
import { useIsShown } from '../../app-context/index.ts';
import { useIsHandset } from '../../shell/index.ts';
import type { UpdateCriteria } from '../hooks/useSearchCriteria.ts';
import { useSearch } from '../SearchStoreProvider.tsx';
import type { SearchCriteria } from '../store.ts';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';
import { AdjustSearchDialog } from './AdjustSearchDialog.tsx';
import { AppointmentTypeButtons } from './AppointmentTypeButtons.tsx';
import { BsnrFilter } from './BsnrFilter.tsx';
import { DaysFilter } from './DaysFilter.tsx';
import { LanguageFilter } from './LanguageFilter.tsx';
import { PostcodeFilter } from './PostcodeFilter.tsx';
import { RadiusFilter } from './RadiusFilter.tsx';
import { TimeRangeFilter } from './TimeRangeFilter.tsx';
import { UrgencyFilter } from './UrgencyFilter.tsx';

export interface SearchFiltersProps {
  readonly type: ApplicationType;
  readonly criteria: SearchCriteria;
  readonly update: UpdateCriteria;
  /** The appointment-type filter works on the answer; null when video is not offered. */
  readonly appointmentType: {
    readonly value: AppointmentTypeFilter;
    readonly onChange: (value: AppointmentTypeFilter) => void;
  } | null;
  /** The in-page filters (booking authority, free text), given on a handset: they join the modal. */
  readonly inPageFields?: readonly ReactNode[];
}

/** The filter fields in their §2 order; SMED with a pseudonym has the days filter only. */
function useFilterFields({ type, criteria, update, appointmentType }: SearchFiltersProps) {
  const isShown = useIsShown();
  const status = useSearch((state) => state.status);
  const completed = useSearch((state) => state.completed);
  const answeredUrgency = useSearch((state) => state.response?.requestInfo.dringlichkeit);
  // Before a choice the server searches with the code's own urgency: show that one (issue #16).
  const urgency = urgencyInEffect(criteria.urgency, answeredUrgency);
  const byPlace = !criteria.smedPseudonym;
  const fields: (ReactNode | false)[] = [
    isShown('postcodeFilter') && byPlace && (
      <PostcodeFilter key="plz" plz={criteria.plz} onChange={(plz) => update({ plz })} />
    ),
    // §6 urgency filter: TSS only; a change re-runs the search (§4).
    isShown('urgencyFilter') && byPlace && (
      <UrgencyFilter key="urgency" urgency={urgency} onChange={(urgency) => update({ urgency })} />
    ),
    appointmentType !== null && (
      <AppointmentTypeButtons
        key="type"
        value={appointmentType.value}
        onChange={appointmentType.onChange}
      />
    ),
    isShown('radiusFilter') && byPlace && (
      <RadiusFilter
        key="radius"
        radius={criteria.radius}
        onChange={(radius) => update({ radius })}
        showHint={completed > 0 && status === 'done'}
      />
    ),
    (isShown('daysFilter') || !byPlace) && (
      <DaysFilter
        key="days"
        daytime={criteria.daytime}
        resetKey={completed}
        onApply={(daytime) => update({ daytime })}
      />
    ),
    // Issue #22: the doctor's language, for patients and hotline staff.
    isShown('languageFilter') && byPlace && (
      <LanguageFilter
        key="language"
        sprache={criteria.sprache}
        onChange={(sprache) => update({ sprache })}
      />
    ),
    // §6 time range with 'Termine finden', and BSNR: TSS and SURGERY.
    isShown('timeRangeFilter') && byPlace && (
      <TimeRangeFilter
        key="range"
        fromDate={criteria.fromDate}
        toDate={criteria.toDate}
        urgency={urgency}
        applicationType={type}
        onApply={(range) => update(range)}
      />
    ),
    isShown('bsnrFilter') && byPlace && (
      <BsnrFilter key="bsnr" bsnr={criteria.bsnr ?? ''} onChange={(bsnr) => update({ bsnr })} />
    ),
  ];
  return fields.filter((field) => field !== false);
}

export function SearchFilters(props: SearchFiltersProps) {
  const isHandset = useIsHandset();
  const completed = useSearch((state) => state.completed);
  const { t } = useT();
  const fields = [...useFilterFields(props), ...(isHandset ? (props.inPageFields ?? []) : [])];
  if (fields.length === 0) return null;
  return isHandset ? (
    <div className="ts-search__adjust">
      <AdjustSearchDialog resetKey={completed}>{fields}</AdjustSearchDialog>
    </div>
  ) : (
    <section className="ts-filters" aria-label={t(RESULTS_MESSAGES.filtersHeading)}>
      {fields}
    </section>
  );
}
