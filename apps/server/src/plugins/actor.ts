// The actor of each request for the change log (db/actor.ts, ADR 25), from what the server
// verified, never from what the client claims: practice software over FHIR is PVS, a practice
// token elsewhere is the desk (PRAXIS), hotline staff are TSS, everybody else is a patient.
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithActorSlot, setActor, type Akteur } from '../db/actor.ts';

const BY_TYPE: Readonly<Record<ApplicationType, Akteur>> = {
  SURGERY: 'PRAXIS',
  TSS: 'TSS',
  DISPO: 'TSS',
  WEB: 'PATIENT',
  SMED: 'PATIENT',
  // Statistics staff only read (issue #24 part 2); were a KV call ever to write, it is staff.
  KV: 'TSS',
};

export function actorOf(request: FastifyRequest, fhirPrefix: string): Akteur {
  if (request.url.startsWith(`${fhirPrefix}/`) || request.url === fhirPrefix) return 'PVS';
  return BY_TYPE[request.applicationType] ?? 'PATIENT';
}

/**
 * Register after the application type (its preHandler decides the type). The context starts at
 * onRequest so that everything the request runs later, handlers and hooks alike, lives in it.
 */
export function registerActor(app: FastifyInstance, options: { fhirPrefix: string }): void {
  app.addHook('onRequest', (_request, _reply, done) => runWithActorSlot(done));
  app.addHook('preHandler', async (request) => {
    setActor(actorOf(request, options.fhirPrefix));
  });
}
