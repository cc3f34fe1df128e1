// Slot (Terminslot) interactions (docs/fhir.md "Slot"): read, search by start, status, schedule,
// bsnr and lanr, create one, the guide's $slotstatus_aktualisieren and Slot batch
// (slot-operations.ts), and our own PUT/PATCH of the status, delete a free one. A booked or
// reserved slot is never deleted (409, PX007): the practice cancels the Appointment instead.
import type { Profile } from '@terminservice/domain/supply';
import type { Slot } from '@medplum/fhirtypes';
import {
  getProfile,
  getSlot,
  listProfiles,
  listSlots,
  publishSlots,
  setSlotAvailability,
  withdrawSlots,
  type DeskSlot,
} from '../../services/practice/index.ts';
import { searchset, timeKey } from './bundle.ts';
import { instantOfLocal } from '../../services/kernel/berlin-time.ts';
import { applyPatch } from './json-patch.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirRoute } from './route-types.ts';
import * as params from './search-params.ts';
import { slotInputOf, slotOf, slotStatusOf } from './slot-mapping.ts';
import { slotOperationRoutes } from './slot-operations.ts';

const STATUSES = ['free', 'busy', 'busy-unavailable'] as const;

const SEARCH = [
  params.dateParam('start'),
  {
    name: 'status',
    type: 'token',
    documentation: 'free, busy oder busy-unavailable (Komma = oder).',
  },
  { name: 'schedule', type: 'reference', documentation: 'Das Terminprofil: Schedule/<id>.' },
  ...params.PRACTICE_PARAMS,
  ...params.PAGING_PARAMS,
] as const;

/** The Slot with its profile's booking rules. */
export async function slotWithProfile(
  context: Pick<FhirContext, 'db' | 'practice'>,
  slot: DeskSlot,
) {
  const profile = await getProfile(context.db, context.practice, slot.profilId).catch(() => null);
  return slotOf(slot, profile ?? undefined);
}

async function read(context: FhirContext) {
  return {
    resource: await slotWithProfile(
      context,
      await getSlot(context.db, context.practice, context.id),
    ),
  };
}

async function search({ db, practice, query, base }: FhirContext) {
  const range = params.dateRange(query, 'start');
  const status = params.tokens(query, 'status', STATUSES);
  const profilId = params.reference(query, 'schedule', 'Schedule');
  const filter = params.practiceFilter(query, practice.bsnr);
  const paging = params.pagingOf(query);
  const profiles = new Map<string, Profile>(
    (await listProfiles(db, practice)).map((p) => [p.id, p]),
  );
  const slots = filter.none
    ? []
    : (await listSlots(db, practice, { ...range, ...(profilId ? { profilId } : {}) }))
        .filter((s) => filter.lanr === null || profiles.get(s.profilId)?.arzt?.lanr === filter.lanr)
        .map((s) => slotOf(s, profiles.get(s.profilId)))
        .filter((s) => status === null || status.has(s.status));
  const key = (slot: Slot) => timeKey(slot.start, slot.id!);
  return { resource: await searchset(slots, { base, type: 'Slot', query, paging, key }) };
}

async function create({ db, practice, body }: FhirContext) {
  const input = slotInputOf(body);
  if (input.status !== 'free') {
    throw refuseFhir.readOnly('Slot.status', 'Ein neuer Termin ist frei (status free).');
  }
  const [id] = await publishSlots(db, practice, [
    { profilId: input.profilId, starts: [input.localStart], ends: [input.localEnd] },
  ]);
  return {
    status: 201,
    resource: await slotWithProfile({ db, practice }, await getSlot(db, practice, id!)),
    location: `Slot/${id}`,
  };
}

/** PUT and PATCH: only the status may change, and only between free and busy-unavailable. */
async function changeTo(
  { db, practice, id }: FhirContext,
  body: unknown,
): Promise<{ resource: Slot }> {
  const input = slotInputOf(body);
  if (input.id !== undefined && input.id !== id) throw refuseFhir.idMismatch('Slot');
  const current = await getSlot(db, practice, id);
  const same =
    input.profilId === current.profilId &&
    input.start.getTime() === instantOfLocal(current.beginn).getTime() &&
    input.end.getTime() === instantOfLocal(current.ende).getTime();
  if (!same) {
    throw refuseFhir.readOnly(
      'Slot',
      'Beginn, Ende und Terminprofil eines Termins lassen sich nicht ändern. Bitte ziehen Sie den Termin zurück (DELETE) und legen Sie einen neuen an.',
    );
  }
  if (input.status === slotStatusOf(current)) {
    return { resource: await slotWithProfile({ db, practice }, current) };
  }
  if (input.status !== 'free' && input.status !== 'busy-unavailable') {
    throw refuseFhir.readOnly(
      'Slot.status',
      'Der Status wechselt nur zwischen „free“ und „busy-unavailable“; gebucht wird über den Terminservice.',
    );
  }
  const changed = await setSlotAvailability(db, practice, id, input.status === 'free');
  return { resource: await slotWithProfile({ db, practice }, changed) };
}

async function patch(context: FhirContext) {
  const current: Slot = slotOf(await getSlot(context.db, context.practice, context.id));
  return changeTo(context, applyPatch(current, context.body));
}

async function remove({ db, practice, id }: FhirContext) {
  await withdrawSlots(db, practice, [id]);
  return { status: 204 };
}

export const slotRoutes: readonly FhirRoute[] = [
  {
    resource: 'Slot',
    interaction: 'read',
    method: 'GET',
    documentation: 'Einen Termin der Praxis lesen.',
    handle: read,
  },
  {
    resource: 'Slot',
    interaction: 'search-type',
    method: 'GET',
    documentation:
      'Termine der Praxis suchen (GET oder POST Slot/_search mit Formular-Parametern).',
    searchParams: SEARCH,
    handle: search,
  },
  {
    resource: 'Slot',
    interaction: 'create',
    method: 'POST',
    documentation: 'Einen freien Termin anlegen.',
    handle: create,
  },
  {
    resource: 'Slot',
    interaction: 'update',
    method: 'PUT',
    documentation:
      'Eigene Erweiterung (nicht im Leitfaden): den Status ändern, free ↔ busy-unavailable (sperren und freigeben). Der Leitfaden nutzt $slotstatus_aktualisieren.',
    handle: (context) => changeTo(context, context.body),
  },
  {
    resource: 'Slot',
    interaction: 'patch',
    method: 'PATCH',
    documentation: 'Wie update, als JSON Patch (application/json-patch+json).',
    handle: patch,
  },
  {
    resource: 'Slot',
    interaction: 'delete',
    method: 'DELETE',
    documentation:
      'Einen freien oder gesperrten Termin zurückziehen; gebuchte nie (409). Der Leitfaden löscht über Slot/batch.',
    handle: remove,
  },
  ...slotOperationRoutes,
];
