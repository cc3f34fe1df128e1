// The guide's two ways of changing slots (docs/fhir.md "TVS interactions", ADR 26):
// - POST Slot/{id}/$slotstatus_aktualisieren with a Parameters body, status free | busy |
//   busy-unavailable (the 1.8.0 guide's "blockiert"). Our model has one state for "not bookable
//   in the service": gesperrt. busy from the practice means "taken in the practice" and becomes
//   gesperrt too, so the slot then reads busy-unavailable; free frees it again. A booked or
//   reserved slot's status is the service's: 409 PX007. Success is 200 without a body, as the
//   guide says the operation has no output.
// - POST Slot/batch (and POST [base] with a batch Bundle): only creates (POST Slot) or only
//   deletes (DELETE Slot/{id}); each entry on its own, a failing one does not stop the others;
//   the batch-response has one entry per request entry, in order, with entry.id copied back.
import type { Bundle, BundleEntry } from '@medplum/fhirtypes';
import { MAX_SLOTS_PER_REQUEST } from '@terminservice/domain/supply';
import * as v from 'valibot';
import { ServiceError } from '../../errors.ts';
import {
  getSlot,
  publishSlots,
  refusePractice,
  setSlotAvailability,
  withdrawSlots,
} from '../../services/practice/index.ts';
import { parseResource, referencedId } from './input.ts';
import { SLOT_STATUS_OPERATION } from './kbv-profiles.ts';
import { BUNDLE_BODY_LIMIT } from './naming.ts';
import { operationOutcome } from './outcome.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirRoute } from './route-types.ts';
import { slotInputOf } from './slot-mapping.ts';

const parametersSchema = v.looseObject({
  resourceType: v.literal('Parameters'),
  parameter: v.optional(
    v.array(
      v.looseObject({
        name: v.string('Ein Parameter braucht einen Namen.'),
        valueCode: v.optional(v.string()),
      }),
      'Parameters.parameter muss eine Liste sein.',
    ),
  ),
});

const STATUS_CODES = ['free', 'busy', 'busy-unavailable'] as const;

async function slotStatus({ db, practice, id, body }: FhirContext) {
  const parameters = parseResource(parametersSchema, 'Parameters', body);
  const status = (parameters.parameter ?? []).filter((p) => p.name === 'status');
  const code = status[0]?.valueCode;
  if (status.length !== 1 || !STATUS_CODES.includes(code as (typeof STATUS_CODES)[number])) {
    throw refuseFhir.invalid(
      'Bitte geben Sie genau einen Parameter „status“ mit valueCode free, busy oder busy-unavailable an.',
      'Parameters.parameter',
    );
  }
  const current = await getSlot(db, practice, id);
  if (current.zustand === 'gebucht' || current.zustand === 'reserviert') {
    throw refusePractice.slotNotFree();
  }
  await setSlotAvailability(db, practice, id, code === 'free');
  return { status: 200 };
}

const batchSchema = v.looseObject({
  resourceType: v.literal('Bundle'),
  type: v.string('Bitte geben Sie den Typ des Bundles an.'),
  entry: v.optional(
    v.array(
      v.looseObject({
        id: v.optional(v.string()),
        request: v.optional(
          v.looseObject({ method: v.optional(v.string()), url: v.optional(v.string()) }),
        ),
        resource: v.optional(v.unknown()),
      }),
      'Bundle.entry muss eine Liste sein.',
    ),
  ),
});
type BatchEntry = NonNullable<v.InferOutput<typeof batchSchema>['entry']>[number];

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
};
const statusLine = (status: number) => `${status} ${STATUS_TEXT[status] ?? ''}`.trim();

function kindOf(entry: BatchEntry): 'create' | 'delete' | null {
  const { method, url } = entry.request ?? {};
  if (method === 'POST' && /^Slot\/?$/.test(url ?? '')) return 'create';
  if (method === 'DELETE' && referencedId(url, 'Slot') !== null) return 'delete';
  return null;
}

async function runEntry(
  context: FhirContext,
  entry: BatchEntry,
  index: number,
  kind: 'create' | 'delete',
): Promise<NonNullable<BundleEntry['response']>> {
  const { db, practice } = context;
  if (kind === 'delete') {
    await withdrawSlots(db, practice, [referencedId(entry.request?.url, 'Slot')!]);
    return { status: statusLine(204) };
  }
  const slot = slotInputOf(entry.resource, `Bundle.entry[${index}].resource`);
  if (slot.status !== 'free') {
    throw refuseFhir.readOnly(
      `Bundle.entry[${index}].resource.status`,
      'Ein neuer Termin ist frei (status free).',
    );
  }
  const [id] = await publishSlots(db, practice, [
    { profilId: slot.profilId, starts: [slot.localStart], ends: [slot.localEnd] },
  ]);
  return { status: statusLine(201), location: `Slot/${id}` };
}

/** A batch Bundle of slot creates or deletes, each entry on its own. */
export async function slotBatch(context: FhirContext): Promise<{ resource: Bundle }> {
  const entryCount = (context.body as { entry?: unknown } | null)?.entry;
  if (Array.isArray(entryCount) && entryCount.length > MAX_SLOTS_PER_REQUEST) {
    throw refusePractice.tooManySlots();
  }
  const bundle = parseResource(batchSchema, 'Bundle', context.body);
  if (bundle.type !== 'batch') throw refuseFhir.batchType();
  const entries = bundle.entry ?? [];
  const kinds = entries.map(kindOf);
  if (kinds.some((k) => k === null) || new Set(kinds).size > 1) throw refuseFhir.batchMixed();
  const entry: BundleEntry[] = [];
  for (const [index, request] of entries.entries()) {
    let response: NonNullable<BundleEntry['response']>;
    try {
      response = await runEntry(context, request, index, kinds[index]!);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      response = {
        status: statusLine(error.statusCode),
        outcome: operationOutcome(error.statusCode, error.items),
      };
    }
    entry.push({ ...(request.id ? { id: request.id } : {}), response });
  }
  return { resource: { resourceType: 'Bundle', type: 'batch-response', entry } };
}

export const slotOperationRoutes: readonly FhirRoute[] = [
  {
    resource: 'Slot',
    interaction: 'operation',
    method: 'POST',
    path: `/Slot/:id/$${SLOT_STATUS_OPERATION.code}`,
    operation: SLOT_STATUS_OPERATION,
    documentation:
      'Status eines Terminslots aktualisieren (Parameters, status = free | busy | busy-unavailable). busy (in der Praxis vergeben) und busy-unavailable sperren den Termin für die Buchung, free gibt ihn wieder frei; gebuchte Termine: 409. Antwort 200 ohne Inhalt.',
    handle: slotStatus,
  },
  {
    resource: 'Slot',
    interaction: 'batch',
    method: 'POST',
    path: '/Slot/batch',
    bodyLimit: BUNDLE_BODY_LIMIT,
    documentation:
      'Terminslots anlegen (POST Slot) oder löschen (DELETE Slot/<id>) als Batch, wie im Leitfaden; jeder Eintrag für sich.',
    handle: slotBatch,
  },
];
