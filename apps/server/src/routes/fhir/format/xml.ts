// FHIR XML ↔ the JSON form the interface works in, through a maintained library rather than our own
// serializer (issue #22): the npm package `fhir` (FHIR.js by Lantana, R4 structure definitions
// bundled). It knows each element's type, so repeated elements become arrays, booleans and
// integers typed values, a contained resource a resource — what a generic XML converter cannot.
import type { Resource } from '@medplum/fhirtypes';
import { Fhir } from 'fhir';
import { refuseFhir } from '../refusals.ts';
import { scanXml } from './xml-scan.ts';

// One instance, made at the first XML request: the constructor loads the R4 definitions (~3 MB of
// JSON), a cost a server that never sees XML need not pay at start.
let instance: Fhir | null = null;
const library = () => (instance ??= new Fhir());

/**
 * A resource from FHIR XML. The text is scanned first (xml-scan.ts: no DTD or entities, depth,
 * well-formed), then only the root element goes to the library. `xmlToJson` rather than
 * `xmlToObj`: the latter leaves decimals (valueDuration.value) as strings.
 */
export function resourceFromXml(text: string): unknown {
  const root = scanXml(text);
  let json: string | undefined;
  try {
    json = library().xmlToJson(text.slice(root.start, root.end));
  } catch {
    // The library's own refusals: an unknown resource type, a value of the wrong type.
    throw refuseFhir.malformed('xml');
  }
  if (json === undefined) throw refuseFhir.malformed('xml');
  return JSON.parse(json) as unknown;
}

/** A resource as FHIR XML (UTF-8, with the XML declaration). */
export function resourceToXml(resource: Resource): string {
  return library().objToXml(resource);
}
