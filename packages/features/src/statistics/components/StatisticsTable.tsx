// A table of figures (issue #24 part 2 "Every chart has a table beside it"): caption, column and
// row headers with scope, numbers in German notation, "< 5" as it is. Wide tables scroll inside a
// named, focusable region, so the page itself reflows at 320 px (WCAG 1.4.10) and a keyboard user
// can scroll it.
import { KENNZAHLEN } from '@terminservice/domain/statistics';
import { rowCells, type TableModel, type TableRow } from '../table-model.ts';
import { STATISTICS_TEXTS } from '../texts.ts';

function Row({ model, row }: { readonly model: TableModel; readonly row: TableRow }) {
  return (
    <tr>
      <th scope="row">{row.label}</th>
      {rowCells(model, row, 'table').map((cell, index) => (
        <td key={model.keys[index]}>
          {cell === STATISTICS_TEXTS.notComputed ? (
            <abbr title={STATISTICS_TEXTS.notComputedLabel}>{cell}</abbr>
          ) : (
            cell
          )}
        </td>
      ))}
    </tr>
  );
}

export function StatisticsTable({ model }: { readonly model: TableModel }) {
  return (
    <div
      className="ts-statistics__table"
      role="region"
      aria-label={STATISTICS_TEXTS.tableRegion(model.caption)}
      // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="kern-table">
        <caption>{model.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{model.rowHeader}</th>
            {model.keys.map((key) => (
              <th key={key} scope="col">
                {KENNZAHLEN[key].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <Row key={row.label} model={model} row={row} />
          ))}
        </tbody>
        {model.total && (
          <tfoot>
            <Row model={model} row={model.total} />
          </tfoot>
        )}
      </table>
    </div>
  );
}
