// Who makes a change (the change feed's actor, ADR 25): each request runs in a context that names
// its door, and every transaction tells the database through the transaction-local setting
// terminservice.akteur, which the change log's triggers read (migration 0016). Without a context
// (jobs, the register import, the seed) nothing is set and the triggers record SYSTEM.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * PRAXIS: the practice's desk. PVS: practice software over FHIR. PATIENT: patients (WEB, SMED).
 * TSS: hotline staff (TSS, DISPO). SYSTEM: jobs and the register import.
 */
export const AKTEURE = ['PRAXIS', 'PVS', 'PATIENT', 'TSS', 'SYSTEM'] as const;
export type Akteur = (typeof AKTEURE)[number];

const context = new AsyncLocalStorage<{ akteur: Akteur }>();

/** The actor of the running request; SYSTEM outside any. */
export function currentActor(): Akteur {
  return context.getStore()?.akteur ?? 'SYSTEM';
}

/** Runs `fn` (and everything it starts) as `akteur`. */
export function runAs<T>(akteur: Akteur, fn: () => T): T {
  return context.run({ akteur }, fn);
}

/**
 * Starts a context whose actor is decided later (the request's application type is known only
 * after its token was checked): call with the hook's continuation, then `setActor`.
 */
export function runWithActorSlot<T>(fn: () => T): T {
  return context.run({ akteur: 'SYSTEM' }, fn);
}

/** Sets the actor of the running context (a request's hook); no effect outside one. */
export function setActor(akteur: Akteur): void {
  const store = context.getStore();
  if (store) store.akteur = akteur;
}

// One fixed statement per actor: the value comes from this list, never from input, so it may be
// sent in the same simple query as BEGIN (no round trip of its own; db/client.ts).
const SET_STATEMENTS: Readonly<Record<Akteur, string>> = Object.fromEntries(
  AKTEURE.map((a) => [a, `SELECT set_config('terminservice.akteur', '${a}', true)`]),
) as Record<Akteur, string>;

/** The statement that names the actor to the running transaction; null for SYSTEM (the default). */
export function actorStatement(akteur: Akteur = currentActor()): string | null {
  return akteur === 'SYSTEM' ? null : SET_STATEMENTS[akteur];
}
