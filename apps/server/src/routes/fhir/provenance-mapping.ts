// A change-log entry ↔ FHIR Provenance (docs/fhir.md "Change feed", ADR 25): the changed resource
// is the target, the kind of change the activity (v3 DataOperation), who made it the agent.
// Provenance.recorded is when the change entered the feed (after its commit; what `recorded=ge…`
// searches), occurredDateTime when it was made.
import type { Provenance, ProvenanceAgent } from '@medplum/fhirtypes';
import type { Akteur } from '../../db/actor.ts';
import type { ChangeActivity, ChangeEntry } from '../../services/practice/changes.ts';
import type { PracticeScope } from '../../services/practice/index.ts';
import { CANONICAL_BASE } from './naming.ts';
import { practiceActor } from './schedule-mapping.ts';

/** The KBV profile of the guide's change feed (found in the package index, ADR 25). */
export const PROVENANCE_PROFILE =
  'https://fhir.kbv.de/StructureDefinition/KBV_PR_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_Provenance';

const DATA_OPERATION = 'http://terminology.hl7.org/CodeSystem/v3-DataOperation';
const PARTICIPANT_TYPE = 'http://terminology.hl7.org/CodeSystem/provenance-participant-type';
/** Our own code system of the doors a change comes through (the guide names none). */
export const AKTEUR_SYSTEM = `${CANONICAL_BASE}/CodeSystem/aenderung-akteur`;

const ACTIVITY_DISPLAY: Readonly<Record<ChangeActivity, string>> = {
  CREATE: 'create',
  UPDATE: 'revise',
  DELETE: 'remove',
};

const AKTEUR_DISPLAY: Readonly<Record<Akteur, string>> = {
  PRAXIS: 'Praxis (Terminservice-Oberfläche)',
  PVS: 'Praxissoftware (FHIR-Schnittstelle)',
  PATIENT: 'Patientin oder Patient',
  TSS: 'Terminservicestelle',
  SYSTEM: '116117 Terminservice',
};

function whoOf(akteur: Akteur, practice: PracticeScope): ProvenanceAgent['who'] {
  switch (akteur) {
    case 'PRAXIS':
    case 'PVS':
      return practiceActor(practice);
    case 'PATIENT':
      return { type: 'Patient', display: AKTEUR_DISPLAY.PATIENT };
    case 'TSS':
      return { type: 'Organization', display: AKTEUR_DISPLAY.TSS };
    default:
      return { type: 'Device', display: AKTEUR_DISPLAY.SYSTEM };
  }
}

export function provenanceOf(entry: ChangeEntry, practice: PracticeScope): Provenance {
  return {
    resourceType: 'Provenance',
    id: entry.id,
    meta: { profile: [PROVENANCE_PROFILE] },
    target: [{ reference: `${entry.ressource}/${entry.ressourceId}` }],
    occurredDateTime: entry.geschehenAm.toISOString(),
    recorded: entry.aufgenommenAm.toISOString(),
    activity: {
      coding: [
        {
          system: DATA_OPERATION,
          code: entry.aktion,
          display: ACTIVITY_DISPLAY[entry.aktion],
        },
      ],
    },
    agent: [
      {
        type: { coding: [{ system: PARTICIPANT_TYPE, code: 'performer', display: 'Performer' }] },
        role: [
          {
            coding: [
              { system: AKTEUR_SYSTEM, code: entry.akteur, display: AKTEUR_DISPLAY[entry.akteur] },
            ],
          },
        ],
        who: whoOf(entry.akteur, practice),
      },
    ],
  };
}
