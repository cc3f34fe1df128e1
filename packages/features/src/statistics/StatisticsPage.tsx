// The operators' statistics view (issue #24 part 2) at STATISTICS_PATH in the TSS/DISPO app,
// shown only to the application type KV (ADR 30): headline, filters, a section per group of
// figures (line chart, table, CSV) and the regions (map, table, CSV). Everything here is
// aggregates the server has already suppressed under 5.
import { ROUTES } from '@terminservice/domain/search';
import { kvRegion } from '@terminservice/domain/kv';
import { ALLE_KVS, type StatistikAnswer } from '@terminservice/domain/statistics';
import { Alert } from '@terminservice/ui/alert';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAppContext, useIsShown } from '../app-context/index.ts';
import { useDocumentTitle } from '../shell/index.ts';
import { RegionSection } from './components/RegionSection.tsx';
import { StatisticsFiltersForm } from './components/StatisticsFilters.tsx';
import { TrendSection } from './components/TrendSection.tsx';
import { INITIAL_FILTERS, queryOf, type StatisticsFilters } from './filters.ts';
import { formatStand, germanDay } from './format.ts';
import { GRUPPEN } from './table-model.ts';
import { STATISTICS_TEXTS } from './texts.ts';
import { useStatistics } from './useStatistics.ts';
import './statistics.css';

/** Whose figures: every KV, a KV by its name, or by its number alone. */
function kvLabel(kv: string): string {
  if (kv === ALLE_KVS) return STATISTICS_TEXTS.kvAll;
  const region = kvRegion(kv);
  return region ? STATISTICS_TEXTS.kvNamed(region.langname, kv) : STATISTICS_TEXTS.kvOne(kv);
}

function Summary({ answer }: { readonly answer: StatistikAnswer }) {
  return (
    <div className="ts-statistics__summary">
      <p className="kern-body">
        {kvLabel(answer.kv)}. {STATISTICS_TEXTS.range(germanDay(answer.von), germanDay(answer.bis))}
        .{' '}
        {answer.stand
          ? STATISTICS_TEXTS.stand(formatStand(answer.stand))
          : STATISTICS_TEXTS.standNone}
      </p>
      <p className="kern-body kern-body--small">{STATISTICS_TEXTS.privacy}</p>
    </div>
  );
}

function Figures({ answer }: { readonly answer: StatistikAnswer }) {
  if (answer.perioden.length === 0) return <p className="kern-body">{STATISTICS_TEXTS.empty}</p>;
  return (
    <>
      {GRUPPEN.map((gruppe) => (
        <TrendSection key={gruppe} answer={answer} gruppe={gruppe} />
      ))}
      <RegionSection answer={answer} />
    </>
  );
}

function StatisticsView() {
  const [filters, setFilters] = useState<StatisticsFilters>(INITIAL_FILTERS);
  const load = useStatistics(queryOf(filters));
  const answer =
    load.status === 'ready' ? load.answer : load.status === 'loading' ? load.previous : null;
  // Only the KBV's token answers for every KV at first; once seen, the choice of one stays.
  const [kvChoice, setKvChoice] = useState(false);
  if (answer?.kv === ALLE_KVS && !kvChoice) setKvChoice(true);
  return (
    <div className="ts-statistics">
      <h1 className="kern-heading-large">{STATISTICS_TEXTS.title}</h1>
      <p className="kern-body">{STATISTICS_TEXTS.intro}</p>
      <StatisticsFiltersForm
        initial={INITIAL_FILTERS}
        kvChoice={kvChoice}
        busy={load.status === 'loading'}
        onApply={setFilters}
      />
      <div aria-live="polite" className="ts-statistics__status">
        {load.status === 'loading' && (
          <LoadingIndicator label={STATISTICS_TEXTS.loading} reserve="line" />
        )}
        {load.status === 'failed' && (
          <Alert tone="error">
            {load.messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        )}
      </div>
      {answer && (
        <>
          <Summary answer={answer} />
          <Figures answer={answer} />
        </>
      )}
    </div>
  );
}

/**
 * KV only (ADR 30): before `version` has answered the app does not know its type yet and waits;
 * any other type goes back to the start page, as for a page the app leaves out.
 */
export function StatisticsPage() {
  useDocumentTitle(STATISTICS_TEXTS.title);
  const status = useAppContext((state) => state.status);
  const shown = useIsShown()('statistics');
  if (status === 'starting')
    return <LoadingIndicator label={STATISTICS_TEXTS.loading} reserve="page" />;
  if (!shown) return <Navigate to={ROUTES.base} replace />;
  return <StatisticsView />;
}

export default StatisticsPage;
