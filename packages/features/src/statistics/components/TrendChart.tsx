// A trend chart as a figure (issue #24 part 2): the picture is aria-hidden, the caption names it and
// points to the table beside it, which carries the same figures as text (WCAG 1.1.1). The chart
// library comes in its own chunk, requested only when this view shows a chart.
import { lazy, Suspense } from 'react';
import type { ChartData } from '../series.ts';
import { STATISTICS_TEXTS } from '../texts.ts';

const UplotChart = lazy(() => import('../uplot-chart.tsx'));

export interface TrendChartProps {
  readonly caption: string;
  readonly data: ChartData;
}

export function TrendChart({ caption, data }: TrendChartProps) {
  return (
    <figure className="ts-statistics__chart">
      <div aria-hidden="true" className="ts-statistics__picture">
        <Suspense fallback={<div className="ts-statistics__canvas" />}>
          <UplotChart data={data} />
        </Suspense>
      </div>
      <figcaption className="kern-body kern-body--small">
        {STATISTICS_TEXTS.chartCaption(caption)}
      </figcaption>
    </figure>
  );
}
