// Every read and write of the supply side is scoped to the practice of the token (docs/supply.md
// "Access"): the SURGERY token's subject is the BSNR, and the practice is looked up here, on the
// server, never taken from the request.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { requireType } from '../../auth/require-type.ts';
import { refusePractice } from './refusals.ts';

export interface PracticeScope {
  readonly praxisId: string;
  readonly bsnr: string;
  readonly name: string;
}

/** The practice with this BSNR that is in the register (not removed), or a PX001 refusal. */
export async function practiceByBsnr(q: Queryable, bsnr: string): Promise<PracticeScope> {
  const [row] = await q.query<PracticeScope>(
    `SELECT id AS "praxisId", bsnr, name FROM praxen WHERE bsnr = $1 AND NOT entfernt`,
    [bsnr],
  );
  if (!row) throw refusePractice.unknownPractice();
  return row;
}

/** The practice of a request: a verified SURGERY token whose subject is a BSNR of the register. */
export async function practiceOfRequest(
  q: Queryable,
  request: FastifyRequest,
): Promise<PracticeScope> {
  requireType(request, ['SURGERY']);
  const subject = request.tokenClaims?.subject ?? '';
  return practiceByBsnr(q, subject);
}
