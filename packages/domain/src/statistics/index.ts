// The operators' statistics (issue #24 part 2, docs/statistics.md): figures with their labels,
// the suppression of small counts, the statutory deadlines, the call's query and answer.
export * from './kennzahlen.ts';
export * from './suppression.ts';
export * from './fristen.ts';
export * from './query.ts';
export * from './answer.ts';
