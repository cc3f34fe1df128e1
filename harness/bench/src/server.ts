// The one door into apps/server. The bench measures the server's own code — its search SQL, its
// code issuing, its seed, its app — so it imports them rather than copying them (the lint
// boundary "no package imports an app" is lifted for this file only, eslint.config.js).
export { buildApp } from '../../../apps/server/src/app.ts';
export { issueToken } from '../../../apps/server/src/auth/tokens.ts';
export { loadConfig, resolveJwtSecret } from '../../../apps/server/src/config.ts';
export {
  openDb,
  StatementNames,
  type Db,
  type Queryable,
} from '../../../apps/server/src/db/client.ts';
export { migrate } from '../../../apps/server/src/db/migrate.ts';
export { seedReferenceData } from '../../../apps/server/src/reference/index.ts';
export { seedDemoData } from '../../../apps/server/src/seed/demo.ts';
export { issueCode } from '../../../apps/server/src/services/codes/index.ts';
export {
  authoritiesFor,
  SEARCH_LIMITS,
  searchRings,
  windowEnd,
} from '../../../apps/server/src/services/search/index.ts';
export { searchSql, type SlotFilter } from '../../../apps/server/src/services/search/sql.ts';
export {
  importRegister,
  type ImportOptions,
  type ImportResult,
} from '../../../apps/server/src/register/index.ts';
export {
  matchFreedSlots,
  MATCH_BATCH,
  MATCH_INTERVAL_MS,
} from '../../../apps/server/src/services/alerts/index.ts';
export {
  readStatistics,
  recomputePeriods,
} from '../../../apps/server/src/services/statistics/index.ts';
