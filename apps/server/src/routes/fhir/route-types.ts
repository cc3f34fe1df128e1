// The route table's types (docs/fhir.md): each FHIR interaction is one entry; the plugin
// registers the entries and the CapabilityStatement is generated from the same list, so what
// /metadata says and what the server does cannot drift apart.
import type { Resource } from '@medplum/fhirtypes';
import type { Db } from '../../db/client.ts';
import type { PracticeScope } from '../../services/practice/index.ts';
import type { Query, SearchParamSpec } from './search-params.ts';

export type FhirResourceType =
  | 'Schedule'
  | 'Slot'
  | 'Appointment'
  | 'Provenance'
  | 'Practitioner'
  | 'PractitionerRole'
  | 'Organization';
export type Interaction =
  | 'read'
  | 'search-type'
  | 'create'
  | 'update'
  | 'patch'
  | 'delete'
  | 'transaction'
  | 'batch'
  | 'operation';
export type FhirMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FhirContext {
  readonly db: Db;
  readonly practice: PracticeScope;
  /** Absolute base URL of the interface as the client reached it, for links and fullUrls. */
  readonly base: string;
  /** The id from the path, for instance interactions. */
  readonly id: string;
  readonly query: Query;
  readonly body: unknown;
}

export interface FhirAnswer {
  readonly status?: number;
  readonly resource?: Resource;
  /** Relative location of a created resource ('Slot/123'); made absolute by the plugin. */
  readonly location?: string;
}

export interface FhirRoute {
  /** null: a system interaction at the base URL (transaction). */
  readonly resource: FhirResourceType | null;
  readonly interaction: Interaction;
  readonly method: FhirMethod;
  /** What the interaction does, for the CapabilityStatement (German, like every text). */
  readonly documentation: string;
  readonly searchParams?: readonly SearchParamSpec[];
  /** A larger body limit than the server's 64 KiB (transaction Bundles). */
  readonly bodyLimit?: number;
  /** A path of its own below the base ('/Slot/batch', '/Slot/:id/$op'); else the interaction's. */
  readonly path?: string;
  /** An operation's code and canonical (CapabilityStatement.rest.resource.operation). */
  readonly operation?: { readonly code: string; readonly definition: string };
  /** Answered by another entry's route at the same path (listed, not registered again). */
  readonly sharesRoute?: boolean;
  handle(context: FhirContext): Promise<FhirAnswer>;
}

const INSTANCE: readonly Interaction[] = ['read', 'update', 'patch', 'delete'];

/** The path of an interaction below the base: '/', '/Slot' or '/Slot/:id'. */
export function routePath(route: Pick<FhirRoute, 'resource' | 'interaction' | 'path'>): string {
  if (route.path !== undefined) return route.path;
  if (route.resource === null) return '/';
  return INSTANCE.includes(route.interaction) ? `/${route.resource}/:id` : `/${route.resource}`;
}
