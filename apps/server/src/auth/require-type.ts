// §6: privileged operations for some application types only. The type is the one the
// application-type plugin verified for the request (plugins/application-type.ts); this check sits
// below the services and routes that call it.
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { FastifyRequest } from 'fastify';
import { refusal, ServiceError } from '../errors.ts';

/** WP002 (§6): the call is not for the request's verified application type. */
export const notForThisType = refusal(
  () =>
    new ServiceError(
      403,
      'WP002',
      'Diese Funktion steht nur der Terminservicestelle oder Praxen zur Verfügung.',
    ),
);

/** Refuses a privileged operation unless the verified type is one of `allowed` (§6). */
export function requireType(request: FastifyRequest, allowed: readonly ApplicationType[]): void {
  const type = request.applicationType;
  const ok = allowed.includes(type) || (type === 'DISPO' && allowed.includes('TSS'));
  if (!ok) throw notForThisType();
}
