// What a trend chart draws (issue #24 part 2 "Trends as line charts"): one line per figure of a
// group over the periods. A suppressed count ("< 5") or a figure not computed is a gap in the line,
// never a zero (a zero would claim something the data does not say).
import {
  KENNZAHLEN,
  type KennzahlEinheit,
  type KennzahlGruppe,
  type StatistikAnswer,
} from '@terminservice/domain/statistics';
import { axisLabel, chartValue } from './format.ts';
import { keysOf } from './table-model.ts';

export interface ChartSeries {
  readonly label: string;
  readonly einheit: KennzahlEinheit;
  /** One value per period; null is a gap. */
  readonly values: readonly (number | null)[];
  readonly colour: string;
  /** Dash pattern, so the lines differ without colour too (WCAG 1.4.1). */
  readonly dash: readonly number[];
}

export interface ChartData {
  /** Axis labels of the periods, in order. */
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries[];
}

/**
 * Line colours, each at least 4.5:1 against white (WCAG 1.4.11 asks 3:1 of graphics), and told
 * apart by their dash patterns as well.
 */
export const CHART_STYLES: readonly { colour: string; dash: number[] }[] = [
  { colour: '#0b5cad', dash: [] },
  { colour: '#a63c00', dash: [8, 4] },
  { colour: '#1e6b34', dash: [2, 3] },
  { colour: '#6b2c91', dash: [10, 3, 2, 3] },
  { colour: '#3d3d3d', dash: [4, 4] },
];

export function chartData(answer: StatistikAnswer, gruppe: KennzahlGruppe): ChartData {
  return {
    labels: answer.perioden.map((periode) => axisLabel(periode.beginn, answer.zeitraum)),
    series: keysOf(gruppe).map((key, index) => {
      const style = CHART_STYLES[index % CHART_STYLES.length]!;
      return {
        label: KENNZAHLEN[key].label,
        einheit: KENNZAHLEN[key].einheit,
        values: answer.perioden.map((periode) => chartValue(key, periode.werte[key])),
        colour: style.colour,
        dash: style.dash,
      };
    }),
  };
}
