// A transaction Bundle of up to 1,000 "POST Slot" entries (docs/fhir.md "Transaction"): all or
// nothing, in one publishSlots call, so one overlapping or past entry creates no slot at all. The
// answer is a transaction-response Bundle with each entry's location, in the request's order.
import type { Bundle } from '@medplum/fhirtypes';
import { MAX_SLOTS_PER_REQUEST } from '@terminservice/domain/supply';
import * as v from 'valibot';
import {
  publishSlots,
  refusePractice,
  type PublishRequest,
} from '../../services/practice/index.ts';
import { parseResource } from './input.ts';
import { BUNDLE_BODY_LIMIT } from './naming.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirRoute } from './route-types.ts';
import { slotInputOf } from './slot-mapping.ts';
import { slotBatch } from './slot-operations.ts';

/** Room for 1,000 slot entries (naming.ts). */
export const TRANSACTION_BODY_LIMIT = BUNDLE_BODY_LIMIT;

const bundleSchema = v.looseObject({
  resourceType: v.literal('Bundle'),
  type: v.string('Bitte geben Sie den Typ des Bundles an.'),
  entry: v.optional(
    v.array(
      v.looseObject({
        request: v.optional(
          v.looseObject({ method: v.optional(v.string()), url: v.optional(v.string()) }),
        ),
        resource: v.optional(v.unknown()),
      }),
      'Bundle.entry muss eine Liste sein.',
    ),
  ),
});

interface Group extends PublishRequest {
  readonly starts: string[];
  readonly ends: string[];
  /** The entry index of each start. */
  readonly entries: number[];
}

/** The entries grouped by profile, in the order the profiles first appear. */
function groupsOf(entries: NonNullable<v.InferOutput<typeof bundleSchema>['entry']>): Group[] {
  const groups = new Map<string, Group>();
  entries.forEach((entry, i) => {
    const { method, url } = entry.request ?? {};
    if (method !== 'POST' || !/^Slot\/?$/.test(url ?? '')) throw refuseFhir.transactionOnly();
    const slot = slotInputOf(entry.resource, `Bundle.entry[${i}].resource`);
    if (slot.status !== 'free') {
      throw refuseFhir.readOnly(
        `Bundle.entry[${i}].resource.status`,
        'Ein neuer Termin ist frei (status free).',
      );
    }
    let group = groups.get(slot.profilId);
    if (!group) {
      group = { profilId: slot.profilId, starts: [], ends: [], entries: [] };
      groups.set(slot.profilId, group);
    }
    group.starts.push(slot.localStart);
    group.ends.push(slot.localEnd);
    group.entries.push(i);
  });
  return [...groups.values()];
}

/** POST [base]: a transaction Bundle (ours, all or nothing) or a batch (the guide's Slot batch). */
async function systemBundle(context: FhirContext) {
  const type = (context.body as { type?: unknown } | null)?.type;
  return type === 'batch' ? slotBatch(context) : transaction(context);
}

async function transaction({ db, practice, body }: FhirContext) {
  const entryCount = (body as { entry?: unknown } | null)?.entry;
  if (Array.isArray(entryCount) && entryCount.length > MAX_SLOTS_PER_REQUEST) {
    throw refusePractice.tooManySlots();
  }
  const bundle = parseResource(bundleSchema, 'Bundle', body);
  if (bundle.type !== 'transaction') throw refuseFhir.bundleType();
  const entries = bundle.entry ?? [];
  const groups = groupsOf(entries);
  const locations: string[] = new Array<string>(entries.length);
  if (entries.length > 0) {
    const ids = await publishSlots(db, practice, groups);
    let next = 0;
    for (const group of groups) {
      for (const index of group.entries) locations[index] = `Slot/${ids[next++]}`;
    }
  }
  const response: Bundle = {
    resourceType: 'Bundle',
    type: 'transaction-response',
    entry: locations.map((location) => ({ response: { status: '201 Created', location } })),
  };
  return { resource: response };
}

export const transactionRoutes: readonly FhirRoute[] = [
  {
    resource: null,
    interaction: 'transaction',
    method: 'POST',
    documentation: `Bis zu ${MAX_SLOTS_PER_REQUEST.toLocaleString('de-DE')} neue Termine (POST Slot) in einer Transaktion: alle oder keiner.`,
    bodyLimit: TRANSACTION_BODY_LIMIT,
    handle: systemBundle,
  },
  {
    resource: null,
    interaction: 'batch',
    method: 'POST',
    documentation:
      'Terminslots anlegen oder löschen als Batch (wie POST Slot/batch im Leitfaden): jeder Eintrag für sich, Antwort in der Reihenfolge der Anfrage.',
    sharesRoute: true,
    handle: systemBundle,
  },
];
