// The WEB search results page (§2 "Search results page", §4 "Search", §6 visibility, §8 search
// rows). The path carries the code, postcode and qualifications (§2 search path variants); the
// store holds the answer; filters that need no new search work on the answer in the page.
import type { SearchResponse, SearchSlot } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { FILTER_DEBOUNCE_MS } from '@terminservice/domain/limits';
import {
  DEFAULT_APPOINTMENT_TYPE_FILTER,
  DEFAULT_BOOKING_AUTHORITY_FILTER,
  MAP_HASH,
  ROUTES,
  bookingVerificationPath,
  buildSearchPath,
  detailsPath,
  isAppointmentTypeFilterOffered,
  isMapView,
  parseBookingAuthorityFilter,
  parseSearchPath,
  type AppointmentTypeFilter,
  type BookingAuthority,
  type ParsedSearchPath,
} from '@terminservice/domain/search';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import { Alert } from '@terminservice/ui/alert';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { TextField } from '@terminservice/ui/text-field';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useApplicationType, useIsShown, writeSession } from '../app-context/index.ts';
import { BookingFlow, type SlotSelection } from '../booking/index.ts';
import { FatalErrorHelper, useDocumentTitle, useIsHandset, useToast } from '../shell/index.ts';
import { AdjustSearchDialog } from './components/AdjustSearchDialog.tsx';
import { AppointmentTypeButtons } from './components/AppointmentTypeButtons.tsx';
import { BookingAuthorityFilter } from './components/BookingAuthorityFilter.tsx';
import { DateGroups } from './components/DateGroups.tsx';
import { DaysFilter } from './components/DaysFilter.tsx';
import { EmptyState } from './components/EmptyState.tsx';
import { ExtraSection } from './components/ExtraSection.tsx';
import { MapView } from './components/MapView.tsx';
import { PostcodeFilter } from './components/PostcodeFilter.tsx';
import { BsnrFilter } from './components/BsnrFilter.tsx';
import { RadiusFilter } from './components/RadiusFilter.tsx';
import { TimeRangeFilter } from './components/TimeRangeFilter.tsx';
import { UrgencyFilter } from './components/UrgencyFilter.tsx';
import { ViewToggle } from './components/ViewToggle.tsx';
import { criteriaFromPath, pathDiffers, sessionTermintypen, storeCriteria } from './criteria.ts';
import { useDebouncedValue } from './hooks/useDebouncedValue.ts';
import {
  hasAnySlot,
  officeIdsWithSlots,
  sectionGroups,
  type OfficeEntry,
  type ResultFilters,
} from './results.ts';
import './search.css';
import { SearchStoreProvider, useSearch } from './SearchStoreProvider.tsx';
import type { SearchCriteria } from './store.ts';
import { SEARCH_TEXTS, SLOT_HEADLINES, tssNoResultsMessage } from './texts.ts';

type SearchablePath = Exclude<ParsedSearchPath, { readonly variant: 'bare' }>;

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

const DEFAULT_AUTHORITIES: readonly BookingAuthority[] = parseBookingAuthorityFilter(
  DEFAULT_BOOKING_AUTHORITY_FILTER,
) ?? ['PATIENT', 'TSS'];

function SearchResults({ parsed, type }: { parsed: SearchablePath; type: ApplicationType }) {
  useDocumentTitle(SEARCH_TEXTS.heading);
  const isShown = useIsShown();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const isHandset = useIsHandset();

  const status = useSearch((state) => state.status);
  const response = useSearch((state) => state.response);
  const error = useSearch((state) => state.error);
  const completed = useSearch((state) => state.completed);
  const runSearch = useSearch((state) => state.search);
  const clear = useSearch((state) => state.clear);

  const [criteria, setCriteria] = useState<SearchCriteria>(() => criteriaFromPath(parsed));
  const [appointmentType, setAppointmentType] = useState<AppointmentTypeFilter>(
    DEFAULT_APPOINTMENT_TYPE_FILTER,
  );
  const [authorities, setAuthorities] = useState<readonly BookingAuthority[]>(DEFAULT_AUTHORITIES);
  const [text, setText] = useState('');
  const debouncedText = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const errorField = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef<{ element: HTMLElement; scrollY: number } | null>(null);

  // A link or the browser's back button named other criteria: search those. Only a new path
  // counts; a filter change runs ahead of the path, which follows after the search.
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    if (pathDiffers(parsed, criteria)) setCriteria(criteriaFromPath(parsed, criteria.daytime));
  }

  // §4: postcode, radius and days changes re-run the search at once.
  useEffect(() => {
    storeCriteria(criteria);
    void runSearch(criteria);
  }, [criteria, runSearch]);

  // §4 "On leaving the page results are removed."
  useEffect(() => () => clear(), [clear]);

  // §4 "URL is rewritten after a search". The shell treats a new path as a page change (scroll to
  // top, focus on <main>); a rewrite is none, so the focus and scroll position come back.
  useEffect(() => {
    if (status !== 'done') return;
    const path = buildSearchPath(type, criteria);
    if (path === location.pathname) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) {
      restoreFocus.current = { element: active, scrollY: window.scrollY };
    }
    void navigate(
      { pathname: path, search: location.search, hash: location.hash },
      { replace: true },
    );
    // Only after a finished search; the location is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, completed]);

  useEffect(() => {
    const saved = restoreFocus.current;
    if (!saved) return undefined;
    restoreFocus.current = null;
    // After the shell's own effect of this route change.
    const timer = setTimeout(() => {
      if (!saved.element.isConnected) return;
      saved.element.focus({ preventScroll: true });
      window.scrollTo(0, saved.scrollY);
    }, 0);
    return () => clearTimeout(timer);
  }, [location.pathname]);

  // §4 "Search errors": WP009 → details; WP055 → notification and base; WP082 → notification and
  // bookingVerification; other errors display their text; with no error text return to base.
  useEffect(() => {
    if (status !== 'failed') return;
    if (!error) {
      void navigate(ROUTES.base, { replace: true });
      return;
    }
    if (error.next.kind === 'navigate') {
      if (error.next.notify && error.message) toast({ message: error.message }, 'error');
      const to =
        error.next.to === 'details'
          ? detailsPath(criteria.code)
          : error.next.to === 'bookingVerification'
            ? bookingVerificationPath(criteria.code)
            : ROUTES.base;
      void navigate(to, { replace: true });
      return;
    }
    errorField.current?.focus();
    // Once per failed search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, completed]);

  const update = (change: Partial<SearchCriteria>) => setCriteria((old) => ({ ...old, ...change }));

  const videoOffered =
    isShown('appointmentTypeFilter') && isAppointmentTypeFilterOffered(sessionTermintypen());
  const freeText = isShown('freeTextSearch');
  const authorityFilter = isShown('bookingAuthorityFilter');
  const filters: ResultFilters = useMemo(
    () => ({
      appointmentType: videoOffered ? appointmentType : 'ALL',
      authorities: authorityFilter ? authorities : DEFAULT_AUTHORITIES,
      // §6: free-text search is skipped for TSS.
      text: freeText ? debouncedText : '',
    }),
    [videoOffered, appointmentType, authorityFilter, authorities, freeText, debouncedText],
  );
  const headline = SLOT_HEADLINES[filters.appointmentType];
  const isMap = isMapView(location.hash);

  const select = (slot: SearchSlot, entry: OfficeEntry, date: string) => {
    const referer = `${location.pathname}${location.search}${location.hash}`;
    writeSession('resultsReferer', referer);
    setSelection({
      slot,
      date,
      office: entry.office,
      profile: entry.profile,
      qualifications: criteria.qualifikationen,
      referer,
    });
  };

  const filterFields: ReactNode[] = [];
  if (isShown('postcodeFilter') && !criteria.smedPseudonym) {
    filterFields.push(
      <PostcodeFilter key="plz" plz={criteria.plz} onChange={(plz) => update({ plz })} />,
    );
  }
  // §6 urgency filter: TSS only; a change re-runs the search (§4).
  if (isShown('urgencyFilter') && !criteria.smedPseudonym) {
    filterFields.push(
      <UrgencyFilter
        key="urgency"
        urgency={criteria.urgency}
        onChange={(urgency) => update({ urgency })}
      />,
    );
  }
  if (videoOffered) {
    filterFields.push(
      <AppointmentTypeButtons key="type" value={appointmentType} onChange={setAppointmentType} />,
    );
  }
  if (isShown('radiusFilter') && !criteria.smedPseudonym) {
    filterFields.push(
      <RadiusFilter
        key="radius"
        radius={criteria.radius}
        onChange={(radius) => update({ radius })}
        showHint={completed > 0 && status === 'done'}
      />,
    );
  }
  if (isShown('daysFilter') || criteria.smedPseudonym) {
    filterFields.push(
      <DaysFilter
        key="days"
        daytime={criteria.daytime}
        resetKey={completed}
        onApply={(daytime) => update({ daytime })}
      />,
    );
  }

  // §6 time range with 'Termine finden', and BSNR: TSS and SURGERY.
  if (isShown('timeRangeFilter') && !criteria.smedPseudonym) {
    filterFields.push(
      <TimeRangeFilter
        key="range"
        fromDate={criteria.fromDate}
        toDate={criteria.toDate}
        urgency={criteria.urgency}
        applicationType={type}
        onApply={(range) => update(range)}
      />,
    );
  }
  if (isShown('bsnrFilter') && !criteria.smedPseudonym) {
    filterFields.push(
      <BsnrFilter key="bsnr" bsnr={criteria.bsnr ?? ''} onChange={(bsnr) => update({ bsnr })} />,
    );
  }

  const loading = status === 'idle' || status === 'loading';
  const errorMessage = status === 'failed' && error?.message ? error : null;

  return (
    <div className="ts-search">
      <h1 className="kern-heading-large ts-search__heading" tabIndex={-1}>
        {SEARCH_TEXTS.heading}
      </h1>
      {criteria.code ? (
        <p className="kern-body ts-search__code">
          {SEARCH_TEXTS.codeLabel} <strong>{formatCode(criteria.code)}</strong>
        </p>
      ) : null}

      {/* §2 "error field showing errors and fatal-error info". */}
      <div ref={errorField} tabIndex={-1} className="ts-search__error">
        {errorMessage ? (
          errorMessage.next.kind === 'fatalReport' ? (
            // §8 WP001: the fatal-info block of the shell's helper (§2 "Fatal error helper").
            <FatalErrorHelper
              title={errorMessage.title}
              message={errorMessage.message}
              report={{
                code: criteria.code || null,
                errorText: errorMessage.errorText,
                errorCode: errorMessage.code,
                referenceId: errorMessage.referenceId,
              }}
            />
          ) : (
            <Alert tone="error" title={errorMessage.title}>
              <p>{errorMessage.message}</p>
            </Alert>
          )
        ) : null}
      </div>

      {filterFields.length > 0 ? (
        isHandset ? (
          <div className="ts-search__adjust">
            <AdjustSearchDialog resetKey={completed}>{filterFields}</AdjustSearchDialog>
          </div>
        ) : (
          <section className="ts-filters" aria-label={SEARCH_TEXTS.filtersHeading}>
            {filterFields}
          </section>
        )
      ) : null}

      <div className="ts-search__bar">
        {isShown('bookingAuthorityFilter') ? (
          <BookingAuthorityFilter checked={authorities} onChange={setAuthorities} />
        ) : null}
        <ViewToggle
          isMap={isMap}
          onChange={(map) => {
            void navigate({
              pathname: location.pathname,
              search: location.search,
              hash: map ? MAP_HASH : '',
            });
          }}
        />
      </div>

      <section className="ts-results" aria-labelledby="ts-results-heading">
        <h2 id="ts-results-heading" className="kern-heading-medium">
          {SEARCH_TEXTS.found}
        </h2>
        {isShown('freeTextSearch') && response?.freiTextSuche !== false ? (
          <TextField
            className="ts-results__text"
            label={SEARCH_TEXTS.freeTextPlaceholder}
            placeholder={SEARCH_TEXTS.freeTextPlaceholder}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        ) : null}
        <div className="ts-results__body" aria-busy={loading}>
          {loading ? (
            <LoadingIndicator label={SEARCH_TEXTS.searching} reserve="page" />
          ) : response ? (
            <Results
              response={response}
              type={type}
              filters={filters}
              headline={headline}
              isMap={isMap}
              sectionsShown={isShown('resultSections')}
              tssNoticeCode={isShown('tssNoResultsNotification') ? criteria.code : ''}
              onSelect={select}
            />
          ) : null}
        </div>
      </section>

      <BookingFlow selection={selection} onClose={() => setSelection(null)} />
    </div>
  );
}

interface ResultsProps {
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

function Results({
  response,
  type,
  filters,
  headline,
  isMap,
  sectionsShown,
  tssNoticeCode,
  onSelect,
}: ResultsProps) {
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
  if (nothing)
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
        <EmptyState type={type} hinweistext={response.leistungsfilter?.hinweistext} />
      </>
    );

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
        <ExtraSection
          showLabel={SEARCH_TEXTS.freeToUseForPraxis}
          heading={SEARCH_TEXTS.freeToUseForPraxisHeading}
          groups={released}
          headline={headline}
          onSelect={onSelect}
        />
        <ExtraSection
          showLabel={SEARCH_TEXTS.additional}
          heading={SEARCH_TEXTS.additionalHeading}
          groups={later}
          headline={headline}
          onSelect={onSelect}
        />
      </div>
    </>
  );
}
