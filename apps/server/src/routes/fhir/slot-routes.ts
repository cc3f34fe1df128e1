// Slot (Terminslot) interactions (docs/fhir.md "Slot"): read, search by start, status and
// schedule, create one, change the status free ↔ busy-unavailable (PUT or PATCH), delete a free
// one. A booked or reserved slot is never deleted (409, PX007): the practice cancels the
// Appointment instead.
import type { Slot } from '@medplum/fhirtypes';
import {
  getSlot,
  listSlots,
  publishSlots,
  setSlotAvailability,
  withdrawSlots,
} from '../../services/practice/index.ts';
import { searchset } from './bundle.ts';
import { instantOfLocal } from './instant.ts';
import { applyPatch } from './json-patch.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirRoute } from './route-types.ts';
import { dateRange, PAGING_PARAMS, pagingOf, reference, tokens } from './search-params.ts';
import { slotInputOf, slotOf, slotStatusOf } from './slot-mapping.ts';

const STATUSES = ['free', 'busy', 'busy-unavailable'] as const;

const SEARCH = [
  {
    name: 'start',
    type: 'date',
    documentation:
      'Beginn mit den Präfixen ge, gt, le, lt oder eq; ohne Untergrenze ab heute, höchstens 31 Tage.',
  },
  {
    name: 'status',
    type: 'token',
    documentation: 'free, busy oder busy-unavailable (Komma = oder).',
  },
  { name: 'schedule', type: 'reference', documentation: 'Das Terminprofil: Schedule/<id>.' },
  ...PAGING_PARAMS,
] as const;

async function read({ db, practice, id }: FhirContext) {
  return { resource: slotOf(await getSlot(db, practice, id)) };
}

async function search({ db, practice, query, base }: FhirContext) {
  const range = dateRange(query, 'start');
  const status = tokens(query, 'status', STATUSES);
  const profilId = reference(query, 'schedule', 'Schedule');
  const slots = (await listSlots(db, practice, { ...range, ...(profilId ? { profilId } : {}) }))
    .map(slotOf)
    .filter((s) => status === null || status.has(s.status));
  return { resource: searchset(slots, { base, type: 'Slot', query, paging: pagingOf(query) }) };
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
    resource: slotOf(await getSlot(db, practice, id!)),
    location: `Slot/${id}`,
  };
}

/** PUT and PATCH: only the status may change, and only between free and busy-unavailable. */
async function changeTo({ db, practice, id }: FhirContext, body: unknown) {
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
  if (input.status === slotStatusOf(current)) return { resource: slotOf(current) };
  if (input.status !== 'free' && input.status !== 'busy-unavailable') {
    throw refuseFhir.readOnly(
      'Slot.status',
      'Der Status wechselt nur zwischen „free“ und „busy-unavailable“; gebucht wird über den Terminservice.',
    );
  }
  return { resource: slotOf(await setSlotAvailability(db, practice, id, input.status === 'free')) };
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
    documentation: 'Termine der Praxis suchen.',
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
    documentation: 'Den Status ändern: free ↔ busy-unavailable (sperren und freigeben).',
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
    documentation: 'Einen freien oder gesperrten Termin zurückziehen; gebuchte nie (409).',
    handle: remove,
  },
];
