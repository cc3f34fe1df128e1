// The regions (issue #24 part 2): a map of postcode areas, a circle per area sized by the figure
// the user picks, and beside it the table of that figure's group per area, with its CSV export.
import {
  KENNZAHL_KEYS,
  KENNZAHLEN,
  type KennzahlKey,
  type StatistikAnswer,
} from '@terminservice/domain/statistics';
import { Select } from '@terminservice/ui/select';
import { useMemo, useState } from 'react';
import { RegionMap } from '../../map/index.ts';
import { regionCircles } from '../regions.ts';
import { keysOf, regionTable } from '../table-model.ts';
import { STATISTICS_TEXTS } from '../texts.ts';
import { CsvButton } from './CsvButton.tsx';
import { StatisticsTable } from './StatisticsTable.tsx';

const OPTIONS = KENNZAHL_KEYS.map((key) => ({ value: key, label: KENNZAHLEN[key].label }));

function isKey(value: string): value is KennzahlKey {
  return (KENNZAHL_KEYS as readonly string[]).includes(value);
}

export function RegionSection({ answer }: { readonly answer: StatistikAnswer }) {
  const [figure, setFigure] = useState<KennzahlKey>('codesAusgestellt');
  const circles = useMemo(() => regionCircles(answer.regionen, figure), [answer, figure]);
  const model = useMemo(
    () => regionTable(answer, keysOf(KENNZAHLEN[figure].gruppe)),
    [answer, figure],
  );
  return (
    <section className="ts-statistics__section" aria-labelledby="statistik-regionen">
      <h2 id="statistik-regionen" className="kern-heading-medium">
        {STATISTICS_TEXTS.regionenTitle}
      </h2>
      <Select
        label={STATISTICS_TEXTS.mapFigure}
        options={OPTIONS}
        value={figure}
        onChange={(event) => {
          if (isKey(event.target.value)) setFigure(event.target.value);
        }}
      />
      <div className="ts-statistics__pair">
        <div className="ts-statistics__map">
          <RegionMap
            circles={circles}
            description={STATISTICS_TEXTS.mapDescription(KENNZAHLEN[figure].label)}
          />
        </div>
        <div className="ts-statistics__tablebox">
          <StatisticsTable model={model} />
          <CsvButton model={model} von={answer.von} bis={answer.bis} />
        </div>
      </div>
    </section>
  );
}
