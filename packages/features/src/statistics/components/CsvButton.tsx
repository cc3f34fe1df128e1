// 'CSV herunterladen' (issue #24 part 2 "for CSV export"): the rows of the table beside it, "< 5"
// kept, as German Excel opens them (csv.ts).
import { Button } from '@terminservice/ui/button';
import { csvFileName, downloadCsv, tableCsv } from '../csv.ts';
import type { TableModel } from '../table-model.ts';
import { STATISTICS_TEXTS } from '../texts.ts';

export interface CsvButtonProps {
  readonly model: TableModel;
  readonly von: string;
  readonly bis: string;
}

export function CsvButton({ model, von, bis }: CsvButtonProps) {
  return (
    <Button
      variant="secondary"
      aria-label={`${STATISTICS_TEXTS.csv}: ${model.caption}`}
      onClick={() => downloadCsv(tableCsv(model), csvFileName(model.caption, von, bis))}
    >
      {STATISTICS_TEXTS.csv}
    </Button>
  );
}
