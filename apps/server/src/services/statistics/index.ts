// The operators' statistics (issue #24 part 2, docs/statistics.md): the job that keeps the daily
// aggregates, the in-process count of searches that found nothing, and the view's read.
export { countEmptySearch, flushEvents, statisticsEventsJob } from './events.ts';
export {
  daysBefore,
  recomputeDays,
  recomputePeriods,
  statisticsJob,
  STATISTICS_JOB,
} from './recompute.ts';
export { readStatistics, rangeOf, periodStart, type StatisticsScope } from './read.ts';
export { percentileHours, werteOf } from './figures.ts';
export { refuseStatistics } from './refusals.ts';
