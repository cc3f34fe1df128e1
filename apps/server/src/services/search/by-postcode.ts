// §7 "search": the free slots a code may see near a postcode, in its window — and the transitions
// of §4 "Search" (WP009 → details, WP055 → base, WP082 → bookingVerification).
import type { ApplicationType } from '@terminservice/domain/application-type';
import { flagsOf } from '@terminservice/domain/application-type';
import { formatSearchDateTime } from '@terminservice/domain/dates';
import {
  maxSearchDays,
  parseSearchQuery,
  sendsDringlichkeit,
  splitQualifikationen,
} from '@terminservice/domain/search';
import type { Queryable } from '../../db/client.ts';
import type { JsonAnswer } from '../../http/json-answer.ts';
import { refuse } from '../kernel/refusals.ts';
import { checkContext, codeUrgency } from './context.ts';
import { queryIssues } from './query-issues.ts';
import { SEARCH_LIMITS } from './rings.ts';
import { countEmptySearch } from '../statistics/events.ts';
import { foundNothing, sharedSearch, single, type SearchInput } from './run.ts';
import type { SharedAnswers } from './shared-answers.ts';
import { authoritiesFor, classify, codeSpecialties } from './slot-filter.ts';
import type { SlotFilter } from './sql.ts';
import { windowEnd } from './window.ts';

/** The types that may search by time range and BSNR and with extra qualifications (§6). */
export const PRIVILEGED_SEARCH_TYPES: readonly ApplicationType[] = ['TSS', 'SURGERY'];

/** Refuses unless the verified type is one of `allowed` (the route passes requireType). */
export type Authorize = (allowed: readonly ApplicationType[]) => void;

/**
 * §7 "search". Order of refusals: the client stopped for wrong codes (429), the code (WP042, WP082,
 * WP009, WP055), the query (WP003), the
 * privileged parts (WP002: time range, BSNR, extra qualifications — TSS, DISPO and SURGERY only),
 * the code's specialty (WP002), the postcode (WP030).
 */
export async function searchByPostcode(
  db: Queryable,
  answers: SharedAnswers,
  input: SearchInput,
  authorize: Authorize,
): Promise<JsonAnswer> {
  const raw = input.query;
  const requested = splitQualifikationen(single(raw.someOf) ?? '');
  const request = {
    code: input.code,
    clientKey: input.clientKey,
    plz: single(raw.plz) ?? '',
    qualifikationen: requested,
  };
  const context = await checkContext(db, await answers.checks.read(db, request), input.clientKey, {
    now: input.now,
    // Issue #15: the search for another slot of the code's booking (docs/rescheduling.md).
    reschedule: single(raw.verschieben) === 'true',
  });
  const allowed = codeSpecialties(context.leistungsmerkmal);

  // No qualifications chosen: the code's own Leistungsmerkmal is the search.
  const query =
    allowed && requested.length === 0 && !Array.isArray(raw.someOf)
      ? { ...raw, someOf: allowed.join(',') }
      : raw;
  const parsed = parseSearchQuery(input.type, query);
  if (!parsed.ok) throw queryIssues(parsed.issues);
  const params = parsed.value;

  if (params.fromDate || params.toDate || params.bsnr !== '') authorize(PRIVILEGED_SEARCH_TYPES);
  const { specialties, extras } = classify(params.qualifikationen, context.arten);
  if (extras.length > 0) authorize(PRIVILEGED_SEARCH_TYPES);
  if (allowed && specialties.some((key) => !allowed.includes(key)))
    throw refuse.specialtyNotCovered();
  const effectiveSpecialties = specialties.length === 0 && allowed ? allowed : specialties;

  if (!context.ort) throw refuse.unknownPostcode();

  const urgency =
    sendsDringlichkeit(input.type) && params.urgency
      ? params.urgency
      : codeUrgency(context.dringlichkeit);
  const filter: SlotFilter = {
    specialties: effectiveSpecialties,
    extras,
    authorities: authoritiesFor(input.type),
    daytime: params.daytime,
    from: params.fromDate ? formatSearchDateTime(params.fromDate) : undefined,
    to: params.toDate ? formatSearchDateTime(params.toDate) : undefined,
    windowEnd: windowEnd(maxSearchDays(urgency, input.type), input.now),
    urgency,
    // Issue #22: part of the filter, so also of the shared answer's key (sharedSearch).
    ...(params.sprache ? { sprache: params.sprache } : {}),
  };
  const tss = flagsOf(input.type).has('TSS');
  const answer = await sharedSearch(
    db,
    answers,
    {
      kind: 'radius',
      centre: { lat: Number(context.ort.lat), lon: Number(context.ort.lon) },
      radiusKm: params.radius,
      bsnr: params.bsnr || undefined,
    },
    filter,
    {
      radius: params.radius,
      daytime: params.daytime,
      dringlichkeit: urgency,
      gesuchteLeistungsmerkmale: [...effectiveSpecialties, ...extras],
      bsnr: params.bsnr,
      ...(params.sprache ? { sprache: params.sprache } : {}),
    },
    { mergeSections: tss, freiTextSuche: !tss, slotsPerGroup: SEARCH_LIMITS.slotsPerGroup },
  );
  const search = { plz: single(raw.plz) ?? '', leistungsmerkmal: effectiveSpecialties[0] ?? '' };
  return countedIfEmpty(answer, { ...search, dringlichkeit: urgency }, input.now);
}

/** Issue #24 part 2: counted in memory, written by the statistics job (no write per search). */
function countedIfEmpty(
  answer: JsonAnswer,
  search: Parameters<typeof countEmptySearch>[0],
  now: Date,
): JsonAnswer {
  if (foundNothing(answer)) countEmptySearch(search, now);
  return answer;
}
