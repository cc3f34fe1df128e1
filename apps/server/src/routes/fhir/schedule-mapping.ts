// Terminprofil ↔ FHIR Schedule (docs/fhir.md "Schedule", ADR 13 and 26): the name, the rules of
// booking, the Terminprofiltyp and the diagnosis languages are extensions, the appointment type a
// serviceType coding, Leistungsmerkmale and qualifications specialty codings, the hint the
// comment, and the actor the guide's PractitionerRole: the practice's, or its doctor's.
import type { Extension, Schedule } from '@medplum/fhirtypes';
import { germanIssueMessage } from '@terminservice/domain/validation';
import {
  DIAGNOSE_SPRACHEN,
  profileInputSchema,
  SPRACHE_CODE_SYSTEM,
  type Profile,
  type ProfileInput,
} from '@terminservice/domain/supply';
import * as v from 'valibot';
import type { PracticeScope } from '../../services/practice/index.ts';
import type { extensionSchema } from './input.ts';
import {
  codeableConceptSchema,
  expressionOf,
  parseResource,
  referenceSchema,
  resourceBase,
} from './input.ts';
import { BSNR_SYSTEM, CODE_SYSTEM, EXTENSION, TERMINTYP_DISPLAY } from './naming.ts';
import { roleReference, type PracticeDoctor } from './practice-resources.ts';
import { refuseFhir } from './refusals.ts';
import { doctorOfActors } from './schedule-actor.ts';

/** The practice as a logical reference by its BSNR (Provenance.agent). */
export function practiceActor(practice: PracticeScope) {
  return {
    type: 'Organization' as const,
    identifier: { system: BSNR_SYSTEM, value: practice.bsnr },
    display: practice.name,
  };
}

export function termintypConcept(termintyp: string) {
  return {
    coding: [
      {
        system: CODE_SYSTEM.termintyp,
        code: termintyp,
        display: TERMINTYP_DISPLAY[termintyp] ?? termintyp,
      },
    ],
  };
}

export function scheduleOf(profile: Profile, practice: PracticeScope): Schedule {
  const extension: Extension[] = [
    { url: EXTENSION.name, valueString: profile.name },
    {
      url: EXTENSION.dauer,
      valueDuration: {
        value: profile.dauerMinuten,
        unit: 'min',
        system: 'http://unitsofmeasure.org',
        code: 'min',
      },
    },
    ...profile.buchungsbefugnisse.map((code) => ({
      url: EXTENSION.buchungsbefugnis,
      valueCode: code,
    })),
    ...profile.dringlichkeiten.map((code) => ({ url: EXTENSION.dringlichkeit, valueCode: code })),
    ...(profile.freigabeTage === null
      ? []
      : [{ url: EXTENSION.freigabeTage, valueUnsignedInt: profile.freigabeTage }]),
    {
      url: EXTENSION.profiltyp,
      valueCoding: {
        system: CODE_SYSTEM.terminprofiltyp,
        code: 'MANUELL',
        display: 'Von der Praxis angelegt',
      },
    },
    ...profile.sprachen.map((code) => ({
      url: EXTENSION.sprache,
      valueCoding: {
        system: SPRACHE_CODE_SYSTEM,
        code,
        display: DIAGNOSE_SPRACHEN[code as keyof typeof DIAGNOSE_SPRACHEN] ?? code,
      },
    })),
  ];
  return {
    resourceType: 'Schedule',
    id: profile.id,
    extension,
    active: profile.aktiv,
    serviceType: [termintypConcept(profile.termintyp)],
    specialty: [
      ...profile.leistungsmerkmale.map((code) => ({
        coding: [{ system: CODE_SYSTEM.leistungsmerkmal, code }],
      })),
      ...profile.qualifikationen.map((code) => ({
        coding: [{ system: CODE_SYSTEM.qualifikation, code }],
      })),
    ],
    actor: [roleReference(practice, profile.arzt ?? null)],
    ...(profile.hinweis ? { comment: profile.hinweis } : {}),
  };
}

const scheduleSchema = v.looseObject({
  resourceType: v.literal('Schedule'),
  ...resourceBase,
  active: v.optional(v.boolean('active muss true oder false sein.')),
  serviceType: v.optional(v.array(codeableConceptSchema)),
  specialty: v.optional(v.array(codeableConceptSchema)),
  actor: v.optional(v.array(referenceSchema)),
  comment: v.optional(v.string('Der Kommentar muss ein Text sein.')),
});
type ScheduleInput = v.InferOutput<typeof scheduleSchema>;
type ExtensionInput = v.InferOutput<typeof extensionSchema>;

function codesOf(concepts: ScheduleInput['specialty'], system: string): string[] {
  return (concepts ?? []).flatMap((c) =>
    (c.coding ?? [])
      .filter((coding) => coding.system === system)
      .map((coding) => coding.code ?? ''),
  );
}

function extensionsOf(resource: ScheduleInput, url: string): ExtensionInput[] {
  return (resource.extension ?? []).filter((e) => e.url === url);
}

/** Where each field of the profile lives in the Schedule, for the refusal's expression. */
const EXPRESSIONS: Readonly<Record<string, string>> = {
  name: `Schedule.extension('${EXTENSION.name}')`,
  dauerMinuten: `Schedule.extension('${EXTENSION.dauer}')`,
  termintyp: 'Schedule.serviceType',
  leistungsmerkmale: 'Schedule.specialty',
  qualifikationen: 'Schedule.specialty',
  hinweis: 'Schedule.comment',
  buchungsbefugnisse: `Schedule.extension('${EXTENSION.buchungsbefugnis}')`,
  dringlichkeiten: `Schedule.extension('${EXTENSION.dringlichkeit}')`,
  freigabeTage: `Schedule.extension('${EXTENSION.freigabeTage}')`,
  arzt: 'Schedule.actor',
  sprachen: `Schedule.extension('${EXTENSION.sprache}')`,
};

/** The diagnosis languages: codes of sprachen.ts, in its system (or none given). */
function sprachenOf(resource: ScheduleInput): string[] {
  return extensionsOf(resource, EXTENSION.sprache).map((e, i) => {
    const coding = e.valueCoding;
    if (!coding?.code || (coding.system !== undefined && coding.system !== SPRACHE_CODE_SYSTEM)) {
      throw refuseFhir.invalid(
        `Eine Diagnosefremdsprache ist ein Coding mit einem Sprachcode aus ${SPRACHE_CODE_SYSTEM} (z. B. „tr“).`,
        `${EXPRESSIONS.sprachen}[${i}]`,
      );
    }
    return coding.code;
  });
}

/** The profile a Schedule describes, checked with the desk's schema (German messages). */
export function profileInputOf(
  body: unknown,
  practice: PracticeScope,
  doctors: readonly PracticeDoctor[] = [],
): { input: ProfileInput; active: boolean; id: string | undefined } {
  const resource = parseResource(scheduleSchema, 'Schedule', body);
  const foreign = (resource.actor ?? []).findIndex(
    (a) => a.identifier?.system === BSNR_SYSTEM && a.identifier.value !== practice.bsnr,
  );
  if (foreign >= 0) throw refuseFhir.bsnrMismatch(`Schedule.actor[${foreign}].identifier`);
  const arzt = doctorOfActors(resource.actor ?? [], practice, doctors);
  const termintypen = codesOf(resource.serviceType, CODE_SYSTEM.termintyp);
  const freigabe = extensionsOf(resource, EXTENSION.freigabeTage)[0];
  const candidate = {
    name: extensionsOf(resource, EXTENSION.name)[0]?.valueString,
    dauerMinuten: extensionsOf(resource, EXTENSION.dauer)[0]?.valueDuration?.value,
    termintyp: termintypen.length === 1 ? termintypen[0] : undefined,
    leistungsmerkmale: codesOf(resource.specialty, CODE_SYSTEM.leistungsmerkmal),
    qualifikationen: codesOf(resource.specialty, CODE_SYSTEM.qualifikation),
    hinweis: resource.comment ?? '',
    buchungsbefugnisse: extensionsOf(resource, EXTENSION.buchungsbefugnis).map((e) => e.valueCode),
    dringlichkeiten: extensionsOf(resource, EXTENSION.dringlichkeit).map((e) => e.valueCode),
    freigabeTage: freigabe ? (freigabe.valueUnsignedInt ?? Number.NaN) : null,
    arzt,
    sprachen: sprachenOf(resource),
  };
  const unit = extensionsOf(resource, EXTENSION.dauer)[0]?.valueDuration?.code;
  if (unit !== undefined && unit !== 'min') {
    throw refuseFhir.invalid(
      'Die Dauer wird in Minuten angegeben (code „min“).',
      EXPRESSIONS.dauerMinuten,
    );
  }
  const result = v.safeParse(profileInputSchema, candidate, { message: germanIssueMessage });
  if (!result.success) {
    throw refuseFhir.invalidItems(
      result.issues.slice(0, 20).map((issue) => {
        const key = String(issue.path?.[0]?.key ?? '');
        return { text: issue.message, field: EXPRESSIONS[key] ?? expressionOf('Schedule', issue) };
      }),
    );
  }
  return { input: result.output, active: resource.active ?? true, id: resource.id };
}
