// The application type of each request, decided from what the server can verify
// (docs/architecture.md "Application type"): a valid staff or practice token → TSS, DISPO or SURGERY;
// a known facility pseudonym → SMED; otherwise WEB. Nothing the client claims is trusted.
import { IDENTIFICATION_TOKEN_HEADER, SMED_PSEUDONYM_HEADER } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { invalidInput, INVALID_INPUT, ServiceError } from '../errors.ts';
import { checkActiveToken } from '../auth/check-token.ts';
import type { VerifiedToken } from '../auth/tokens.ts';

/** SMED partner systems name their facility with this header (or the SMED search query). */
export { SMED_PSEUDONYM_HEADER };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An app page (index.html for a route of §2). The page itself is no call: a practice opens
     * `/terminservice?token=…` and the app shows a refused token's WP005 text (§8) itself, so the
     * page must load whatever the token says.
     */
    appPage?: boolean;
    /**
     * The open feed of free appointments (issue #24 part 3, routes/fhir/open-feed): open to
     * anyone, the same answer for everyone — a token, valid or not, is not looked at.
     */
    openFeed?: boolean;
  }
  interface FastifyRequest {
    applicationType: ApplicationType;
    /** The verified token's claims, when the request carried a valid one. */
    tokenClaims: VerifiedToken | null;
  }
}

/**
 * §8: WP005 "with text mentioning JWT" is what the apps turn into 'Ihre Session ist leider
 * ausgelaufen …'. A present but invalid or expired token is refused, never downgraded to WEB, so a
 * practice does not silently lose its rights.
 */
const REFUSAL_TEXTS = {
  expired: 'JWT abgelaufen',
  invalid: 'JWT ungültig',
  withdrawn: 'JWT widerrufen',
} as const;

function tokenRefused(reason: keyof typeof REFUSAL_TEXTS): ServiceError {
  return new ServiceError(401, 'WP005', REFUSAL_TEXTS[reason]);
}

/**
 * The token comes from the identification header only. §2's `?token=` belongs to the SURGERY app
 * page, which moves it into the header; on an API call a token in the URL would end up in access
 * logs and referrers (issue 16), so such a call is refused rather than quietly run as WEB.
 */
function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.token !== undefined) {
    throw invalidInput([{ ...INVALID_INPUT, field: 'query.token' }]);
  }
  // A header sent empty is a token that cannot be valid (401 WP005), not "no token" (issue #26
  // §5): the apps send the header only with a token.
  const header = request.headers[IDENTIFICATION_TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
}

function pseudonymOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SMED_PSEUDONYM_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.smedEinrichtungspseudonym;
  return typeof value === 'string' && value ? value : undefined;
}

export function registerApplicationType(
  app: FastifyInstance,
  deps: { jwtSecret: string; db: Db },
): void {
  app.decorateRequest('applicationType', 'WEB');
  app.decorateRequest('tokenClaims', null);
  app.addHook('preHandler', async (request) => {
    const { config } = request.routeOptions;
    if (config.appPage === true || config.openFeed === true) return;
    const token = tokenOf(request);
    if (token !== undefined) {
      const check = await checkActiveToken(deps.db, deps.jwtSecret, token);
      if (!check.ok) throw tokenRefused(check.reason);
      request.tokenClaims = check.claims;
      request.applicationType = check.claims.applicationType;
      return;
    }
    const pseudonym = pseudonymOf(request);
    if (pseudonym && pseudonym.length <= 64) {
      const rows = await deps.db.query(
        'SELECT 1 FROM praxen WHERE smed_pseudonym = $1 AND NOT entfernt',
        [pseudonym],
      );
      if (rows.length) request.applicationType = 'SMED';
    }
  });
}
