// GET /fhir/R4/metadata (docs/fhir.md "Capabilities"): the CapabilityStatement, generated from the
// route table the plugin registers, so it lists exactly the interactions and search parameters
// that exist. Public: a client reads it before it has a token.
import type {
  CapabilityStatement,
  CapabilityStatementRestResource,
  CapabilityStatementRestResourceInteraction,
} from '@medplum/fhirtypes';
import { KBV_PROFILE } from './kbv-profiles.ts';
import { FHIR_JSON, FHIR_VERSION, FHIR_XML } from './naming.ts';
import { routePath, type FhirRoute } from './route-types.ts';

type TypeInteraction = CapabilityStatementRestResourceInteraction['code'];

/** FHIR's type-level interactions; batch and operations are listed elsewhere. */
const TYPE_INTERACTIONS = new Set(['read', 'search-type', 'create', 'update', 'patch', 'delete']);

function resourcesOf(routes: readonly FhirRoute[]): CapabilityStatementRestResource[] {
  const types = [...new Set(routes.flatMap((r) => (r.resource ? [r.resource] : [])))];
  return types.map((type) => {
    const own = routes.filter((r) => r.resource === type);
    const searchParams = own.flatMap((r) => r.searchParams ?? []);
    const operations = own.flatMap((r) =>
      r.operation
        ? [
            {
              name: r.operation.code,
              definition: r.operation.definition,
              documentation: r.documentation,
            },
          ]
        : [],
    );
    const profile = (KBV_PROFILE as Record<string, string>)[type];
    const batch = own.find((r) => r.interaction === 'batch');
    return {
      type,
      ...(profile ? { supportedProfile: [profile] } : {}),
      ...(batch ? { documentation: `${routePath(batch)}: ${batch.documentation}` } : {}),
      interaction: own
        .filter((r) => TYPE_INTERACTIONS.has(r.interaction))
        .map((r) => ({
          code: r.interaction as TypeInteraction,
          documentation: r.documentation,
        })),
      versioning: 'no-version',
      readHistory: false,
      updateCreate: false,
      conditionalCreate: false,
      conditionalUpdate: false,
      conditionalDelete: 'not-supported',
      ...(searchParams.length
        ? {
            searchParam: searchParams.map((p) => ({
              name: p.name,
              type: p.type,
              documentation: p.documentation,
            })),
          }
        : {}),
      ...(operations.length ? { operation: operations } : {}),
    };
  });
}

export function capabilityStatement(
  routes: readonly FhirRoute[],
  base: string,
): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-11-25',
    publisher: 'Terminservice',
    kind: 'instance',
    software: { name: 'Terminservice FHIR R4' },
    implementation: {
      description: 'Terminservice: Terminprofile, Termine und Buchungen für Praxissoftware',
      url: base,
    },
    fhirVersion: FHIR_VERSION,
    format: [FHIR_JSON, 'json', FHIR_XML, 'xml'],
    patchFormat: ['application/json-patch+json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Zugang mit dem Praxis-Token (SURGERY) als Bearer-Token; jede Praxis sieht nur ihre eigenen Ressourcen.',
        security: {
          cors: false,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'OAuth',
                },
              ],
              text: 'Bearer JWT (Praxis-Token)',
            },
          ],
        },
        resource: resourcesOf(routes),
        interaction: routes
          .filter((r) => r.resource === null)
          .map((r) => ({
            code: r.interaction as 'transaction' | 'batch',
            documentation: r.documentation,
          })),
      },
    ],
  };
}
