// A trend chart as a figure (issue #24 part 2): the picture is aria-hidden, the caption names it and
// points to the table beside it, which carries the same figures as text (WCAG 1.1.1). The chart
// library comes in its own chunk, requested only when this view shows a chart.
import { lazy, Suspense, useState } from 'react';
import type { ChartData } from '../series.ts';
import { STATISTICS_TEXTS } from '../texts.ts';

const UplotChart = lazy(() => import('../uplot-chart.tsx'));

/**
 * Whether the browser can draw the chart: uPlot needs matchMedia (for the pixel ratio) and a 2D
 * canvas. A test DOM has neither; there only the caption and the table stand, as they would for a
 * browser without canvas.
 */
function canDraw(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export interface TrendChartProps {
  readonly caption: string;
  readonly data: ChartData;
}

export function TrendChart({ caption, data }: TrendChartProps) {
  const [drawable] = useState(canDraw);
  return (
    <figure className="ts-statistics__chart">
      <div aria-hidden="true" className="ts-statistics__picture">
        {drawable && (
          <Suspense fallback={<div className="ts-statistics__canvas" />}>
            <UplotChart data={data} />
          </Suspense>
        )}
      </div>
      <figcaption className="kern-body kern-body--small">
        {STATISTICS_TEXTS.chartCaption(caption)}
      </figcaption>
    </figure>
  );
}
