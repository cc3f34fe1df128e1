// The search behind §7 "search", "SMED search" and "availability" (termincheck/check): one use case
// a file, what the routes and the bench use.
export {
  checkAvailability,
  type AvailabilityInput,
  type AvailabilityResult,
} from './availability.ts';
export { PRIVILEGED_SEARCH_TYPES, searchByPostcode, type Authorize } from './by-postcode.ts';
export { searchBySmedPseudonym } from './by-smed-pseudonym.ts';
export { SEARCH_LIMITS, searchRings, type SearchLimits } from './rings.ts';
export type { SearchInput } from './run.ts';
export { authoritiesFor, codeSpecialties } from './slot-filter.ts';
export { windowEnd } from './window.ts';
