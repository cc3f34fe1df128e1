// §7 "SMED search": the free slots of the one practice a facility pseudonym names.
import { maxSearchDays, parseSmedSearchQuery } from '@terminservice/domain/search';
import type { Queryable } from '../../db/client.ts';
import type { JsonAnswer } from '../../http/json-answer.ts';
import { refuse } from '../kernel/refusals.ts';
import { checkContext, codeUrgency } from './context.ts';
import { queryIssues } from './query-issues.ts';
import { SEARCH_LIMITS } from './rings.ts';
import { sharedSearch, single, type SearchInput } from './run.ts';
import type { SharedAnswers } from './shared-answers.ts';
import { codeSpecialties } from './slot-filter.ts';
import { windowEnd } from './window.ts';

/**
 * §7 "SMED search": the free slots, bookable by patients, of the one practice with the facility
 * pseudonym, for the code's specialty (any, for an open code) within the code's urgency window.
 * There is no postcode, so no radius (requestInfo.radius 0) and no distance.
 */
export async function searchBySmedPseudonym(
  db: Queryable,
  answers: SharedAnswers,
  input: SearchInput,
): Promise<JsonAnswer> {
  const pseudonym = single(input.query.smedEinrichtungspseudonym) ?? '';
  const request = { code: input.code, clientKey: input.clientKey, smedPseudonym: pseudonym };
  const context = await checkContext(db, await answers.checks.read(db, request), input.clientKey, {
    now: input.now,
  });
  const parsed = parseSmedSearchQuery(input.query);
  if (!parsed.ok) throw queryIssues(parsed.issues);
  if (!context.smed_praxis) throw refuse.unknownFacility();

  const specialties = codeSpecialties(context.leistungsmerkmal) ?? [];
  const urgency = codeUrgency(context.dringlichkeit);
  return sharedSearch(
    db,
    answers,
    { kind: 'praxis', praxisId: context.smed_praxis },
    {
      specialties,
      extras: [],
      authorities: ['PATIENT'],
      daytime: parsed.value.daytime,
      windowEnd: windowEnd(maxSearchDays(urgency, input.type), input.now),
      urgency,
    },
    {
      radius: 0,
      daytime: parsed.value.daytime,
      dringlichkeit: urgency,
      gesuchteLeistungsmerkmale: specialties,
      bsnr: '',
    },
    { mergeSections: false, freiTextSuche: true, slotsPerGroup: SEARCH_LIMITS.slotsPerGroup },
  );
}
