// The WEB search results page (§2 "Search results page", §4 "Search", §6 visibility, §8 search
// rows). The path carries the code, postcode and qualifications (§2 search path variants); the
// store holds the answer; filters that need no new search work on the answer in the page.
// The parts: hooks/ (criteria from the path, the path rewrite, error navigation, the in-page
// filters) and components/ (the filters, the error field, the results).
import { RESULT_SECTIONS, type SearchSlot } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { MAP_HASH, ROUTES, isMapView, parseSearchPath } from '@terminservice/domain/search';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useApplicationType, useIsShown, writeSession } from '../app-context/index.ts';
import { AlertOffer } from '../alerts/index.ts';
import { BookingFlow, type SlotSelection } from '../booking/index.ts';
import { CodeStatus } from '../code-status/index.ts';
import {
  RescheduleFlow,
  RescheduleNote,
  isRescheduleSearch,
  useRescheduleMode,
} from '../reschedule/index.ts';
import { useT } from '../i18n/index.ts';
import { useDocumentTitle, useIsHandset } from '../shell/index.ts';
import { AuthorityFilter, FreeTextFilter } from './components/InPageFilters.tsx';
import { Results } from './components/Results.tsx';
import { SearchError } from './components/SearchError.tsx';
import { SearchFilters } from './components/SearchFilters.tsx';
import { ViewToggle } from './components/ViewToggle.tsx';
import type { SearchablePath } from './criteria.ts';
import { useResultFilters } from './hooks/useResultFilters.ts';
import { useSearchCriteria } from './hooks/useSearchCriteria.ts';
import { useSearchErrorNavigation } from './hooks/useSearchErrorNavigation.ts';
import { useSearchPathRewrite } from './hooks/useSearchPathRewrite.ts';
import { hasAnySlot, type OfficeEntry, type ResultFilters } from './results.ts';
import './search.css';
import { SearchStoreProvider, useSearch } from './SearchStoreProvider.tsx';
import { searchParamsOf, type SearchCriteria } from './store.ts';
import { RESULTS_MESSAGES, SLOT_HEADLINES } from './texts.ts';

export function SearchPage() {
  const type = useApplicationType();
  const { pathname } = useLocation();
  const parsed = parseSearchPath(type, pathname);
  // §2: a bare /terminservice/suche/ and any unknown shape lead to base.
  if (!parsed || parsed.variant === 'bare') return <Navigate to={ROUTES.base} replace />;
  return (
    <SearchStoreProvider>
      <SearchResults parsed={parsed} type={type} />
    </SearchStoreProvider>
  );
}

type SelectSlot = (slot: SearchSlot, entry: OfficeEntry, date: string) => void;

/**
 * A chosen slot opens the booking flow; the results' address is kept for the way back, and the
 * search with the page's filters for the alternatives should the slot be gone (issue #17).
 */
function useSlotSelection(criteria: SearchCriteria, filters: ResultFilters) {
  const location = useLocation();
  const isShown = useIsShown();
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const select: SelectSlot = (slot, entry, date) => {
    const referer = `${location.pathname}${location.search}${location.hash}`;
    writeSession('resultsReferer', referer);
    setSelection({
      slot,
      date,
      office: entry.office,
      profile: entry.profile,
      qualifications: criteria.qualifikationen,
      referer,
      search: {
        params: searchParamsOf(criteria),
        authorities: filters.authorities,
        sections: isShown('resultSections') ? RESULT_SECTIONS : ['default'],
      },
    });
  };
  return { selection, select, close: () => setSelection(null) };
}

function SearchResults({ parsed, type }: { parsed: SearchablePath; type: ApplicationType }) {
  const { t } = useT();
  useDocumentTitle(t(RESULTS_MESSAGES.heading));
  // Issue #15: choosing a new slot for the code's booking (after the criteria are stored).
  const rescheduling = isRescheduleSearch(useLocation().search);
  const [criteria, update] = useSearchCriteria(parsed, rescheduling);
  const reschedule = useRescheduleMode(criteria.code, rescheduling);
  const inPage = useResultFilters();
  const booking = useSlotSelection(criteria, inPage.filters);
  const errorField = useRef<HTMLDivElement>(null);
  const handset = useIsHandset();
  useSearchPathRewrite(type, criteria);
  useSearchErrorNavigation(criteria.code, errorField);

  return (
    <div className={handset ? 'ts-search ts-search--handset' : 'ts-search'}>
      <h1 className="kern-heading-large ts-search__heading" tabIndex={-1}>
        {t(RESULTS_MESSAGES.heading)}
      </h1>
      {criteria.code ? (
        <p className="kern-body ts-search__code">
          {t(RESULTS_MESSAGES.codeLabel)} <strong>{formatCode(criteria.code)}</strong>
        </p>
      ) : null}
      <CodeStatus code={criteria.code} />
      {reschedule.active ? <RescheduleNote current={reschedule.current} /> : null}
      <SearchError ref={errorField} code={criteria.code} />
      {/* On a handset one row: 'Suche anpassen' beside the list/map toggle (issue #23 part 4). */}
      <div className="ts-search__controls">
        <SearchFilters
          type={type}
          criteria={criteria}
          update={update}
          appointmentType={inPage.appointmentType}
          inPageFields={
            handset
              ? [
                  <AuthorityFilter key="authority" {...inPage.authorities} />,
                  <FreeTextFilter key="text" {...inPage.text} />,
                ]
              : []
          }
        />
        <ResultsBar authorities={handset ? null : inPage.authorities} />
      </div>
      <ResultsSection
        type={type}
        criteria={criteria}
        inPage={inPage}
        onSelect={booking.select}
        rescheduling={reschedule.active}
        freeText={!handset}
      />
      {reschedule.active ? (
        <RescheduleFlow
          selection={booking.selection}
          onClose={booking.close}
          code={criteria.code}
          current={reschedule.current}
        />
      ) : (
        <BookingFlow selection={booking.selection} onClose={booking.close} />
      )}
    </div>
  );
}

type InPageFilters = ReturnType<typeof useResultFilters>;

/**
 * The booking-authority filter (§6; null on a handset, where 'Suche anpassen:' has it) and the
 * list/map toggle (the hash #isMap, §2).
 */
function ResultsBar({ authorities }: { authorities: InPageFilters['authorities'] | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="ts-search__bar">
      {authorities ? <AuthorityFilter {...authorities} /> : null}
      <ViewToggle
        isMap={isMapView(location.hash)}
        onChange={(map) => {
          void navigate({
            pathname: location.pathname,
            search: location.search,
            hash: map ? MAP_HASH : '',
          });
        }}
      />
    </div>
  );
}

interface ResultsSectionProps {
  readonly type: ApplicationType;
  readonly criteria: SearchCriteria;
  readonly inPage: InPageFilters;
  readonly onSelect: SelectSlot;
  /** Issue #15 reschedule mode: the code has a booking, so no 'Terminalarm' is offered. */
  readonly rescheduling: boolean;
  /** The free text above the results; false on a handset, where 'Suche anpassen:' has it. */
  readonly freeText: boolean;
}

/** 'Gefundene Termine': the free text 'Ergebnisse durchsuchen' (§6) and the results. */
function ResultsSection(props: ResultsSectionProps) {
  const { type, criteria, inPage, onSelect, rescheduling, freeText } = props;
  const isShown = useIsShown();
  const { t } = useT();
  const { hash } = useLocation();
  const status = useSearch((state) => state.status);
  const response = useSearch((state) => state.response);
  const loading = status === 'idle' || status === 'loading';
  const { filters, text } = inPage;
  return (
    <section className="ts-results" aria-labelledby="ts-results-heading">
      <h2 id="ts-results-heading" className="kern-heading-medium">
        {t(RESULTS_MESSAGES.found)}
      </h2>
      {freeText ? <FreeTextFilter {...text} /> : null}
      <div className="ts-results__body" aria-busy={loading}>
        {loading ? (
          <LoadingIndicator label={t(RESULTS_MESSAGES.searching)} reserve="page" />
        ) : response ? (
          <Results
            response={response}
            type={type}
            filters={filters}
            headline={t(SLOT_HEADLINES[filters.appointmentType])}
            isMap={isMapView(hash)}
            sectionsShown={isShown('resultSections')}
            tssNoticeCode={isShown('tssNoResultsNotification') ? criteria.code : ''}
            onSelect={onSelect}
          />
        ) : null}
      </div>
      {/* issue #15: 'Terminalarm' below the empty state and below the results. Not while
          rescheduling (issue #23 part 4): the server refuses an alert for a booked code. */}
      {status === 'done' && response && !rescheduling ? (
        <AlertOffer
          empty={!hasAnySlot(response)}
          search={{
            code: criteria.code,
            plz: criteria.plz,
            qualifikationen: criteria.qualifikationen,
            radius: criteria.radius,
            daytime: criteria.daytime,
            appointmentType: filters.appointmentType,
            sprache: criteria.sprache,
          }}
        />
      ) : null}
    </section>
  );
}
