// One model per table (issue #24 part 2 "Every chart has a table beside it, for screen readers
// and for CSV export"): the table component and the CSV export both read it, so the download holds
// exactly the rows the user sees, "< 5" included.
import {
  KENNZAHL_GRUPPEN,
  KENNZAHL_KEYS,
  KENNZAHLEN,
  UNBEKANNTE_REGION,
  type KennzahlGruppe,
  type KennzahlKey,
  type StatistikAnswer,
  type StatistikWerte,
} from '@terminservice/domain/statistics';
import { formatWert, periodLabel, type FormatStyle } from './format.ts';
import { STATISTICS_TEXTS } from './texts.ts';

export interface TableRow {
  /** The row's header cell (period, region or 'Gesamt'). */
  readonly label: string;
  readonly werte: StatistikWerte;
}

export interface TableModel {
  readonly caption: string;
  /** The first column's header. */
  readonly rowHeader: string;
  readonly keys: readonly KennzahlKey[];
  readonly rows: readonly TableRow[];
  /** The row over the whole range, in the table's foot. */
  readonly total: TableRow | null;
}

export const GRUPPEN = Object.keys(KENNZAHL_GRUPPEN) as KennzahlGruppe[];

/** The figures of a group, in the view's order. */
export function keysOf(gruppe: KennzahlGruppe): KennzahlKey[] {
  return KENNZAHL_KEYS.filter((key) => KENNZAHLEN[key].gruppe === gruppe);
}

/** A group's trend: a row per period, the whole range in the foot. */
export function trendTable(answer: StatistikAnswer, gruppe: KennzahlGruppe): TableModel {
  return {
    caption: KENNZAHL_GRUPPEN[gruppe],
    rowHeader:
      answer.zeitraum === 'monat' ? STATISTICS_TEXTS.periodMonth : STATISTICS_TEXTS.periodWeek,
    keys: keysOf(gruppe),
    rows: answer.perioden.map((periode) => ({
      label: periodLabel(periode.beginn, answer.zeitraum),
      werte: periode.werte,
    })),
    total: { label: STATISTICS_TEXTS.total, werte: answer.gesamt },
  };
}

export function regionLabel(region: string): string {
  return region === UNBEKANNTE_REGION ? STATISTICS_TEXTS.unknownRegion : region;
}

/** The regions: a row per postcode area with the figures chosen for the map. */
export function regionTable(answer: StatistikAnswer, keys: readonly KennzahlKey[]): TableModel {
  return {
    caption: STATISTICS_TEXTS.regionenTitle,
    rowHeader: STATISTICS_TEXTS.regionColumn,
    keys,
    rows: answer.regionen.map((region) => ({
      label: regionLabel(region.region),
      werte: region.werte,
    })),
    total: null,
  };
}

/** The cells of a row as text. */
export function rowCells(model: TableModel, row: TableRow, style: FormatStyle): string[] {
  return model.keys.map((key) => formatWert(key, row.werte[key], style));
}
