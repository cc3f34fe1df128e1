// Search: urgencies, radius, filters, the time range, search routes and the search query
// (§2, §3, §4, §7, §9).
export * from './filters.ts';
export * from './qualifikationen.ts';
export * from './query.ts';
export * from './radius.ts';
export * from './route.ts';
export * from './time-range.ts';
export * from './urgency.ts';
export * from './search-window.ts';
export * from './entry-state.ts';
export * from './alternatives.ts';
