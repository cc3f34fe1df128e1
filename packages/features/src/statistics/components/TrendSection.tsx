// One group of figures over the periods (issue #24 part 2): its heading, the line chart, the table
// beside it and the CSV export; under 'Zeit bis zur Buchung' the statutory deadlines the share is
// measured against, with their source.
import { URGENCY_LABELS } from '@terminservice/domain/search';
import type { Frist, KennzahlGruppe, StatistikAnswer } from '@terminservice/domain/statistics';
import { useMemo } from 'react';
import { chartData } from '../series.ts';
import { trendTable } from '../table-model.ts';
import { STATISTICS_TEXTS } from '../texts.ts';
import { CsvButton } from './CsvButton.tsx';
import { StatisticsTable } from './StatisticsTable.tsx';
import { TrendChart } from './TrendChart.tsx';

function Fristen({ fristen }: { readonly fristen: readonly Frist[] }) {
  return (
    <div className="ts-statistics__fristen">
      <h3 className="kern-heading-small">{STATISTICS_TEXTS.fristenTitle}</h3>
      <ul className="ts-statistics__list">
        {fristen.map((frist) => (
          <li key={frist.dringlichkeit} className="kern-body">
            {URGENCY_LABELS[frist.dringlichkeit]}:{' '}
            {frist.tage === null
              ? STATISTICS_TEXTS.keineFrist
              : STATISTICS_TEXTS.fristTage(frist.tage)}{' '}
            ({frist.quelle})
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface TrendSectionProps {
  readonly answer: StatistikAnswer;
  readonly gruppe: KennzahlGruppe;
}

export function TrendSection({ answer, gruppe }: TrendSectionProps) {
  const model = useMemo(() => trendTable(answer, gruppe), [answer, gruppe]);
  const data = useMemo(() => chartData(answer, gruppe), [answer, gruppe]);
  const headingId = `statistik-${gruppe}`;
  return (
    <section className="ts-statistics__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="kern-heading-medium">
        {model.caption}
      </h2>
      <div className="ts-statistics__pair">
        <TrendChart caption={model.caption} data={data} />
        <div className="ts-statistics__tablebox">
          <StatisticsTable model={model} />
          <CsvButton model={model} von={answer.von} bis={answer.bis} />
        </div>
      </div>
      {gruppe === 'buchungszeit' && <Fristen fristen={answer.fristen} />}
    </section>
  );
}
