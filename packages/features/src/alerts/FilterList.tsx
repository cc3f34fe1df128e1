// The filters an alert watches, in words (issue #15): the dialog shows what will be watched, the
// link page what is watched. A description list, read in order by screen readers.
import { describeAppointmentType, describeDaytime, germanDate } from '@terminservice/domain/alerts';
import type { AppointmentTypeFilter } from '@terminservice/domain/search';
import { ALERT_TEXTS } from './texts.ts';

export interface FilterListProps {
  readonly fachrichtungen: readonly string[];
  readonly plz: string;
  readonly ortsname?: string | undefined;
  readonly radius: number;
  readonly tageszeiten: string;
  readonly termintyp: AppointmentTypeFilter;
  /** YYYY-MM-DD, when the alert runs already. */
  readonly laeuftBis?: string | undefined;
}

export function FilterList(props: FilterListProps) {
  const rows: [string, string][] = [
    [ALERT_TEXTS.specialty, props.fachrichtungen.join(', ')],
    [ALERT_TEXTS.place, props.ortsname ? `${props.plz} ${props.ortsname}` : props.plz],
    [ALERT_TEXTS.radius, ALERT_TEXTS.radiusValue(props.radius)],
    [ALERT_TEXTS.days, describeDaytime(props.tageszeiten)],
    [ALERT_TEXTS.type, describeAppointmentType(props.termintyp)],
    ...(props.laeuftBis
      ? ([[ALERT_TEXTS.until, germanDate(props.laeuftBis)]] as [string, string][])
      : []),
  ];
  return (
    <dl className="ts-alert__filters">
      {rows.map(([term, value]) => (
        <div key={term} className="ts-alert__filter">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
