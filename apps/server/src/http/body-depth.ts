// How deep a request body may nest, checked by a linear scan of the text before any parser builds
// it (issue #22, finding 3.2: a 1 MiB body of `[[[[…` held the event loop for about a second, in
// the parser and in every walk over the result). The scan costs about a millisecond per MiB.

/** The largest API body (JSON); FHIR Bundles have their own, larger limit (routes/fhir/naming.ts). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The deepest nesting of arrays and objects (JSON) or elements (XML) a body may have, for the API
 * and FHIR alike. FHIR resources here need about 12 levels (Bundle → entry → resource → Appointment
 * → contained → Patient → extension → valueCodeableConcept → coding → …), the API's bodies about 5;
 * 32 leaves room for other clients' extensions and stays far below anything costly.
 */
export const MAX_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * True when the JSON text nests arrays and objects deeper than `max`, counting brackets outside
 * strings only. Malformed text is left to the parser: this only stops the deep kind early.
 */
export function jsonTooDeep(text: string, max = MAX_BODY_DEPTH): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Jump to the closing quote: a string's content never counts.
      for (i++; i < length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
