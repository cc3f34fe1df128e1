// The §9 search window as dates. Apart from urgency.ts on purpose: urgency.ts sits in every app's
// start chunk (the route parser needs isUrgency), and a static import of dates/ there put dayjs
// into the initial JavaScript (issue #25 part 5).
import type { ApplicationType } from '../application-type/types.ts';
import { today, type DateInput, type Dayjs } from '../dates/index.ts';
import { maxSearchDays, type SearchUrgency } from './urgency.ts';

export interface SearchWindow {
  readonly from: Dayjs;
  readonly to: Dayjs;
}

/**
 * The window a search may cover: from the start of today to the last minute of the day
 * `maxSearchDays` later (23:59, the §5 default 'Bis' time).
 */
export function searchWindow(
  urgency: SearchUrgency | undefined,
  applicationType: ApplicationType,
  now: DateInput,
): SearchWindow {
  const from = today(now);
  const to = from
    .add(maxSearchDays(urgency, applicationType), 'day')
    .endOf('day')
    .startOf('minute');
  return { from, to };
}
