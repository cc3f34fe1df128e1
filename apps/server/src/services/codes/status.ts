// Issue #15 "Code status": the state of the caller's code before they act — until when it books,
// the cancellations used, its urgency with the appointment window, what the next cancellation
// means. The rule is the domain's (vermittlungscode/status.ts); this reads the facts.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { codeStatus, type CodeStatus } from '@terminservice/domain/vermittlungscode';
import type { Db } from '../../db/client.ts';
import { requireKnownCode, type CodeRequest } from '../booking/code-guard.ts';
import { codeUrgency } from './validity.ts';
import { berlinDateKey } from '../kernel/berlin-time.ts';

/**
 * The status of the request's code (WP042, or 429, for an unknown one: it counts as a guess like
 * every code lookup). A used-up or expired code answers too: it says so.
 */
export async function statusOfCode(
  db: Db,
  request: CodeRequest,
  applicationType: ApplicationType,
  now: Date,
): Promise<CodeStatus> {
  const code = await requireKnownCode(db, request);
  return codeStatus({
    issuedOn: code.ausgestellt_am_tag,
    urgency: codeUrgency(code.dringlichkeit),
    cancellations: code.stornierungen,
    today: berlinDateKey(now),
    applicationType,
  });
}
