// The filters an alert watches, in words (issue #15): the dialog shows what will be watched, the
// link page what is watched. A description list, read in order by screen readers.
import { describeAppointmentType, describeDaytime, germanDate } from '@terminservice/domain/alerts';
import type { AppointmentTypeFilter } from '@terminservice/domain/search';
import { spracheName } from '@terminservice/domain/supply';
import { DescriptionList } from '@terminservice/ui/description-list';
import { ALERT_TEXTS } from './texts.ts';

export interface FilterListProps {
  readonly fachrichtungen: readonly string[];
  readonly plz: string;
  readonly ortsname?: string | undefined;
  readonly radius: number;
  readonly tageszeiten: string;
  readonly termintyp: AppointmentTypeFilter;
  /** Issue #22: the diagnosis language watched; undefined: any (no line). */
  readonly sprache?: string | undefined;
  /** YYYY-MM-DD, when the alert runs already. */
  readonly laeuftBis?: string | undefined;
}

export function FilterList(props: FilterListProps) {
  return (
    <DescriptionList
      className="ts-alert__filters"
      items={[
        { term: ALERT_TEXTS.specialty, description: props.fachrichtungen.join(', ') },
        {
          term: ALERT_TEXTS.place,
          description: props.ortsname ? `${props.plz} ${props.ortsname}` : props.plz,
        },
        { term: ALERT_TEXTS.radius, description: ALERT_TEXTS.radiusValue(props.radius) },
        { term: ALERT_TEXTS.days, description: describeDaytime(props.tageszeiten) },
        { term: ALERT_TEXTS.type, description: describeAppointmentType(props.termintyp) },
        ...(props.sprache
          ? [{ term: ALERT_TEXTS.language, description: spracheName(props.sprache) }]
          : []),
        ...(props.laeuftBis
          ? [{ term: ALERT_TEXTS.until, description: germanDate(props.laeuftBis) }]
          : []),
      ]}
    />
  );
}
