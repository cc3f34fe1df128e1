// Access to the FHIR interface (docs/fhir.md "Authentication"): the practice's token — the same
// JWT the operator command `issue-token --type SURGERY --subject <BSNR>` makes — as a Bearer
// token. Only a SURGERY token, and its subject must be a BSNR of the register; every read and
// write is then scoped to that practice.
import type { FastifyRequest } from 'fastify';
import { verifyToken } from '../../auth/tokens.ts';
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
): Promise<PracticeScope> {
  const token = bearerToken(request);
  if (!token) throw refuseFhir.noToken();
  const check = await verifyToken(deps.jwtSecret, token);
  if (!check.ok) throw refuseFhir.badToken(check.reason);
  if (check.claims.applicationType !== 'SURGERY') throw refuseFhir.notPracticeToken();
  return practiceByBsnr(deps.db, check.claims.subject);
}
