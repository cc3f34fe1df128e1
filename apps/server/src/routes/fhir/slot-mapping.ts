// Terminslot ↔ FHIR Slot (docs/fhir.md "Slot", ADR 13). States: frei and freigegeben → free,
// gesperrt and abgelaufen (a past slot nobody booked) → busy-unavailable, gebucht and reserviert
// → busy. Start and end are instants with Berlin's offset.
import type { Extension, Slot } from '@medplum/fhirtypes';
import { PROFILE_LIMITS, type Profile } from '@terminservice/domain/supply';
import * as v from 'valibot';
import type { DeskSlot } from '../../services/practice/index.ts';
import { parseResource, referencedId, referenceSchema, resourceBase } from './input.ts';
import { fhirInstant, INSTANT, parseInstant } from './instant.ts';
import {
  instantOfLocal,
  isAmbiguousLocal,
  localMinute,
} from '../../services/kernel/berlin-time.ts';
import { EXTENSION } from './naming.ts';
import { refuseFhir } from './refusals.ts';
import { termintypConcept } from './schedule-mapping.ts';

export type SlotStatus = Slot['status'];

export function slotStatusOf(slot: DeskSlot): SlotStatus {
  switch (slot.zustand) {
    case 'frei':
    case 'freigegeben':
      return 'free';
    case 'gebucht':
    case 'reserviert':
      return 'busy';
    default:
      return 'busy-unavailable';
  }
}

/**
 * The Slot. Who may book and the bookable urgencies are the profile's (a slot takes them over,
 * as in the guide); they are written when the profile is at hand and cannot be set per slot.
 */
export function slotOf(
  slot: DeskSlot,
  profile?: Pick<Profile, 'buchungsbefugnisse' | 'dringlichkeiten'>,
): Slot {
  const extension: Extension[] = [
    ...(slot.zustand === 'freigegeben' ? [{ url: EXTENSION.freigegeben, valueBoolean: true }] : []),
    ...(profile?.buchungsbefugnisse ?? []).map((code) => ({
      url: EXTENSION.buchbarDurch,
      valueCode: code,
    })),
    ...(profile?.dringlichkeiten ?? []).map((code) => ({
      url: EXTENSION.buchbareDringlichkeit,
      valueCode: code,
    })),
  ];
  return {
    resourceType: 'Slot',
    id: slot.id,
    ...(extension.length ? { extension } : {}),
    serviceType: [termintypConcept(slot.termintyp)],
    schedule: { reference: `Schedule/${slot.profilId}` },
    status: slotStatusOf(slot),
    start: fhirInstant(instantOfLocal(slot.beginn)),
    end: fhirInstant(instantOfLocal(slot.ende)),
  };
}

const instant = v.pipe(
  v.string('Bitte geben Sie Beginn und Ende als FHIR-Zeitpunkt an.'),
  v.regex(
    INSTANT,
    'Bitte geben Sie den Zeitpunkt mit Sekunden und Zeitzone an, z. B. 2026-12-01T08:00:00+01:00.',
  ),
);

const slotSchema = v.looseObject({
  resourceType: v.literal('Slot'),
  ...resourceBase,
  schedule: v.looseObject(
    referenceSchema.entries,
    'Bitte geben Sie das Terminprofil (schedule) an.',
  ),
  status: v.picklist(
    ['free', 'busy', 'busy-unavailable', 'busy-tentative', 'entered-in-error'],
    'Ungültiger Status.',
  ),
  start: instant,
  end: instant,
});

/** A Slot as the practice sends it: its profile, status and local start and end. */
export interface SlotInput {
  readonly id: string | undefined;
  readonly profilId: string;
  readonly status: SlotStatus;
  readonly start: Date;
  readonly end: Date;
  /** 'YYYY-MM-DDTHH:mm' Berlin time, as publishSlots takes them. */
  readonly localStart: string;
  readonly localEnd: string;
}

function wholeMinute(at: Date | null, expression: string): Date {
  if (!at) throw refuseFhir.invalid('Diesen Zeitpunkt gibt es nicht.', expression);
  if (at.getTime() % 60_000 !== 0) {
    throw refuseFhir.invalid('Termine beginnen und enden zu vollen Minuten.', expression);
  }
  if (isAmbiguousLocal(at)) throw refuseFhir.ambiguousTime(expression);
  return at;
}

/** Parses and checks a Slot; `where` prefixes expressions (e.g. 'Bundle.entry[3].resource'). */
export function slotInputOf(body: unknown, where = 'Slot'): SlotInput {
  let resource: v.InferOutput<typeof slotSchema>;
  try {
    resource = parseResource(slotSchema, 'Slot', body);
  } catch (error) {
    throw where === 'Slot' ? error : prefixed(error, where);
  }
  const profilId = referencedId(resource.schedule.reference, 'Schedule');
  if (!profilId) {
    throw refuseFhir.invalid(
      'Bitte verweisen Sie auf ein Terminprofil: „Schedule/<id>“.',
      `${where}.schedule`,
    );
  }
  const start = wholeMinute(parseInstant(resource.start), `${where}.start`);
  const end = wholeMinute(parseInstant(resource.end), `${where}.end`);
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (minutes <= 0)
    throw refuseFhir.invalid('Das Ende muss nach dem Beginn liegen.', `${where}.end`);
  if (minutes > PROFILE_LIMITS.durationMax) {
    throw refuseFhir.invalid(
      `Ein Termin dauert höchstens ${PROFILE_LIMITS.durationMax} Minuten.`,
      `${where}.end`,
    );
  }
  return {
    id: resource.id,
    profilId,
    status: resource.status,
    start,
    end,
    localStart: localMinute(start),
    localEnd: localMinute(end),
  };
}

/** The same refusal with its expressions moved under `where` (a Bundle entry). */
function prefixed(error: unknown, where: string): unknown {
  if (!(error instanceof Error) || !('items' in error)) return error;
  const refusal = error as Error & { items: { code: string; text: string; field?: string }[] };
  return refuseFhir.invalidItems(
    refusal.items.map((i) => ({
      text: i.text,
      field: i.field
        ? i.field.replace(/^Slot|^resourceType/, (m) =>
            m === 'Slot' ? where : `${where}.resourceType`,
          )
        : where,
    })),
  );
}
