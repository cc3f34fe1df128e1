// The lazily loaded chart (issue #24 part 2: "a maintained chart library chosen for bundle size,
// loaded lazily in this view only"): uPlot draws on a canvas (~22 kB gzip, no dependencies; the
// choice in the feature README and ADR 34). Only this module imports uPlot and its CSS, so both
// form a chunk of their own. The canvas is a picture only (aria-hidden): the table beside it
// says the same in text.
import { useEffect, useRef, useState, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { KennzahlEinheit } from '@terminservice/domain/statistics';
import type { ChartData } from './series.ts';

const HEIGHT = 260;
/** Room an axis label needs, in CSS pixels. */
const LABEL_SPACE = 64;
const AXIS = { stroke: '#1a1a1a', grid: { stroke: '#d9d9d9', width: 1 }, ticks: { show: false } };

const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

function unitText(einheit: KennzahlEinheit, value: number): string {
  if (einheit === 'anteil') return `${NUMBER.format(value)} %`;
  if (einheit === 'stunden') return `${NUMBER.format(value)} h`;
  return NUMBER.format(value);
}

/** The units a chart draws, each its own scale: the first on the left, a second on the right. */
function unitsOf(data: ChartData): KennzahlEinheit[] {
  return [...new Set(data.series.map((series) => series.einheit))];
}

function options(data: ChartData, width: number): uPlot.Options {
  const count = data.labels.length;
  const every = Math.max(1, Math.ceil((count * LABEL_SPACE) / Math.max(width - 80, LABEL_SPACE)));
  const units = unitsOf(data);
  return {
    width,
    height: HEIGHT,
    cursor: { show: false },
    legend: { show: true, live: false },
    scales: {
      x: { time: false, range: [-0.3, Math.max(count - 0.7, 0.7)] },
      ...Object.fromEntries(
        units.map((unit) => [
          unit,
          {
            range: (_u: uPlot, _min: number | null, max: number | null): uPlot.Range.MinMax => [
              0,
              unit === 'anteil' ? 100 : Math.max(Math.ceil((max ?? 0) * 1.1), 10),
            ],
          },
        ]),
      ),
    },
    axes: [
      {
        ...AXIS,
        splits: () => data.labels.map((_, index) => index).filter((index) => index % every === 0),
        values: (_u, splits) => splits.map((index) => data.labels[index] ?? ''),
      },
      ...units.map((unit, index) => ({
        ...AXIS,
        scale: unit,
        side: index === 0 ? 3 : 1,
        ...(index > 0 ? { grid: { show: false } } : {}),
        size: 56,
        values: (_u: uPlot, splits: number[]) => splits.map((value) => unitText(unit, value)),
      })),
    ],
    series: [
      {},
      ...data.series.map((series) => ({
        label: series.label,
        scale: series.einheit,
        stroke: series.colour,
        dash: [...series.dash],
        width: 2,
        spanGaps: false,
        points: { show: true, size: 6, fill: series.colour, stroke: series.colour },
      })),
    ],
  };
}

function aligned(data: ChartData): uPlot.AlignedData {
  return [
    data.labels.map((_, index) => index),
    ...data.series.map((series) => series.values.map((value) => value)),
  ];
}

/** The box's width, followed as the page reflows (a new width draws the chart anew). */
function useWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // The observer reports the first size too.
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

export function UplotChart({ data }: { readonly data: ChartData }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return undefined;
    const chart = new uPlot(options(data, Math.max(width, 200)), aligned(data), element);
    return () => chart.destroy();
  }, [data, width]);
  return <div ref={box} className="ts-statistics__canvas" data-testid="statistics-chart" />;
}

export default UplotChart;
