// The practice of a desk request (docs/supply.md "Access"): a verified SURGERY token whose subject
// is a BSNR of the register. Without any token the request is a patient's: 401 PX013; a token of
// another type is 403 WP002 (requireType); a refused token never gets here (WP005, the plugin).
import type { FastifyRequest } from 'fastify';
import { germanIssueMessage } from '@terminservice/domain/validation';
import * as v from 'valibot';
import { notForThisType } from '../../auth/require-type.ts';
import type { Queryable } from '../../db/client.ts';
import {
  practiceOfRequest,
  refusePractice,
  type PracticeScope,
} from '../../services/practice/index.ts';

export async function deskPracticeOf(
  db: Queryable,
  request: FastifyRequest,
): Promise<PracticeScope> {
  if (request.tokenClaims === null && request.applicationType === 'WEB') {
    throw refusePractice.tokenRequired();
  }
  return practiceOfRequest(db, request);
}

const idParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

/** The ':id' of the path; anything odd is "not found" (PX002), as another practice's id is. */
export function idOf(request: FastifyRequest): string {
  const result = v.safeParse(idParams, request.params, { message: germanIssueMessage });
  if (!result.success) throw refusePractice.notFound();
  return result.output.id;
}

/** The refusals every desk call can give, for the OpenAPI document. */
export const DESK_REFUSALS = [
  refusePractice.tokenRequired,
  notForThisType,
  refusePractice.unknownPractice,
];
