// Access to the FHIR interface (docs/fhir.md "Authentication"): the practice's token — the same
// JWT the operator command `issue-token --type SURGERY --subject <BSNR>` makes — as a Bearer
// token. Only a SURGERY token, and its subject must be a BSNR of the register; every read and
// write is then scoped to that practice.
import type { FastifyRequest } from 'fastify';
import { checkActiveToken } from '../../auth/check-token.ts';
import type { Db } from '../../db/client.ts';
import { practiceByBsnr, type PracticeScope } from '../../services/practice/index.ts';
import { refuseFhir } from './refusals.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export async function authenticate(
  request: FastifyRequest,
  deps: { readonly db: Db; readonly jwtSecret: string },
): Promise<{ readonly practice: PracticeScope; readonly tokenId: string }> {
  const token = bearerToken(request);
  if (!token) throw refuseFhir.noToken();
  // The same check as the API's: a withdrawn token is refused here too (issue #22, finding 3.1).
  const check = await checkActiveToken(deps.db, deps.jwtSecret, token);
  if (!check.ok) throw refuseFhir.badToken(check.reason);
  if (check.claims.applicationType !== 'SURGERY') throw refuseFhir.notPracticeToken();
  const practice = await practiceByBsnr(deps.db, check.claims.subject);
  return { practice, tokenId: check.claims.id };
}
