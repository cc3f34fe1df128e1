// The results of a search (§2 "Search results page"): by date and practice, the two extra
// sections where §6 shows them, the map view (#isMap), or the empty state.
import type { SearchResponse, SearchSlot } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import { Alert } from '@terminservice/ui/alert';
import { useMemo } from 'react';
import {
  hasAnySlot,
  officeIdsWithSlots,
  sectionGroups,
  type OfficeEntry,
  type ResultFilters,
} from '../results.ts';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES, SEARCH_TEXTS, tssNoResultsMessage } from '../texts.ts';
import { DateGroups } from './DateGroups.tsx';
import { EmptyState } from './EmptyState.tsx';
import { ExtraSection } from './ExtraSection.tsx';
import { MapView } from './MapView.tsx';

export interface ResultsProps {
  readonly response: SearchResponse;
  readonly type: ApplicationType;
  readonly filters: ResultFilters;
  readonly headline: string;
  readonly isMap: boolean;
  readonly sectionsShown: boolean;
  /** §2: for TSS, the code the no-results notification names ('' for none). */
  readonly tssNoticeCode: string;
  readonly onSelect: (slot: SearchSlot, entry: OfficeEntry, date: string) => void;
}

export function Results({
  response,
  type,
  filters,
  headline,
  isMap,
  sectionsShown,
  tssNoticeCode,
  onSelect,
}: ResultsProps) {
  const { t } = useT();
  const main = useMemo(() => sectionGroups(response, 'default', filters), [response, filters]);
  const released = useMemo(
    () => (sectionsShown ? sectionGroups(response, 'freeToUseForPraxis', filters) : []),
    [response, filters, sectionsShown],
  );
  const later = useMemo(
    () => (sectionsShown ? sectionGroups(response, 'additional', filters) : []),
    [response, filters, sectionsShown],
  );
  const officeIds = useMemo(
    () =>
      officeIdsWithSlots(
        response,
        sectionsShown ? ['default', 'freeToUseForPraxis', 'additional'] : ['default'],
      ),
    [response, sectionsShown],
  );
  const nothing =
    !hasAnySlot(response) || (main.length === 0 && released.length === 0 && later.length === 0);
  if (nothing) {
    return (
      <NoResults
        type={type}
        hinweistext={response.leistungsfilter?.hinweistext}
        tssNoticeCode={tssNoticeCode}
      />
    );
  }

  if (isMap) {
    return (
      <MapView
        response={response}
        officeIds={officeIds}
        groupsOf={(officeId) => sectionGroups(response, 'default', filters, officeId)}
        headline={headline}
        onSelect={onSelect}
      />
    );
  }
  return (
    <>
      <DateGroups groups={main} headline={headline} onSelect={onSelect} />
      <div className="ts-extras">
        {[
          {
            key: 'released',
            groups: released,
            showLabel: t(RESULTS_MESSAGES.freeToUseForPraxis),
            heading: t(RESULTS_MESSAGES.freeToUseForPraxisHeading),
          },
          {
            key: 'later',
            groups: later,
            showLabel: t(RESULTS_MESSAGES.additional),
            heading: t(RESULTS_MESSAGES.additionalHeading),
          },
        ].map(({ key, ...section }) => (
          <ExtraSection key={key} {...section} headline={headline} onSelect={onSelect} />
        ))}
      </div>
    </>
  );
}

/** The empty state; for TSS first the notification naming the code. */
function NoResults({
  type,
  hinweistext,
  tssNoticeCode,
}: {
  readonly type: ApplicationType;
  readonly hinweistext: string | undefined;
  readonly tssNoticeCode: string;
}) {
  return (
    <>
      {/* §2: "For TSS a notification about the code appears when there are no results." */}
      {tssNoticeCode ? (
        <Alert
          tone="info"
          title={SEARCH_TEXTS.tssNoResultsTitle}
          className="ts-results__tss-notice"
        >
          <p>{tssNoResultsMessage(formatCode(tssNoticeCode))}</p>
        </Alert>
      ) : null}
      <EmptyState type={type} hinweistext={hinweistext} />
    </>
  );
}
