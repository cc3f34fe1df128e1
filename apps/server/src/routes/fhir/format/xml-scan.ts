// A cheap, linear look at an XML body before the FHIR library parses it (docs/fhir.md "Formats"):
// - no DTD and no entities (issue #22): any `<!DOCTYPE`, `<!ENTITY` or other declaration is refused,
//   and entity references other than XML's five and numeric character references, so nothing is
//   ever expanded ("billion laughs") or fetched (external entities);
// - no nesting deeper than MAX_BODY_DEPTH (finding 3.2), as for JSON;
// - well-formed enough for the library, which swallows its parser's errors (xml-js): one root
//   element in the FHIR namespace, tags that close in order, quoted attributes, no text outside it.
// It returns where the root element lies, so the library sees that element alone.
import { MAX_BODY_DEPTH } from '../../../http/body-depth.ts';
import { refuseFhir } from '../refusals.ts';

export const FHIR_NAMESPACE = 'http://hl7.org/fhir';

/** The root element's place in the text: [start, end). */
export interface XmlRoot {
  readonly start: number;
  readonly end: number;
}

const ALLOWED_REFERENCE = /^&(?:lt|gt|amp|quot|apos|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/;
/** The longest allowed reference, "&#x10FFFF;"; each '&' looks no further (the scan stays linear). */
const LONGEST_REFERENCE = 10;
const NAME_END = /[\s/>]/;

const malformed = () => refuseFhir.malformed('xml');

/** Checks the entity references in text or an attribute value between from and to. */
function checkReferences(text: string, from: number, to: number): void {
  for (let at = text.indexOf('&', from); at !== -1 && at < to; at = text.indexOf('&', at + 1)) {
    const candidate = text.slice(at, Math.min(at + LONGEST_REFERENCE, to));
    if (!ALLOWED_REFERENCE.test(candidate)) throw refuseFhir.xmlEntities();
  }
}

/** The index after `end`, searched from `from`; malformed when it never comes. */
function after(text: string, end: string, from: number): number {
  const at = text.indexOf(end, from);
  if (at === -1) throw malformed();
  return at + end.length;
}

function readName(text: string, from: number): number {
  let i = from;
  while (i < text.length && !NAME_END.test(text[i]!)) i++;
  if (i === from) throw malformed();
  return i;
}

interface StartTag {
  readonly name: string;
  readonly end: number;
  readonly empty: boolean;
  readonly xmlns: string | undefined;
}

/** A start tag from its '<': the name, its attributes (quoted, references checked), '>' or '/>'. */
function readStartTag(text: string, open: number): StartTag {
  const nameEnd = readName(text, open + 1);
  const name = text.slice(open + 1, nameEnd);
  let xmlns: string | undefined;
  let i = nameEnd;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith('/>', i)) return { name, end: i + 2, empty: true, xmlns };
    if (text[i] === '>') return { name, end: i + 1, empty: false, xmlns };
    const equals = text.indexOf('=', i);
    if (equals === -1) throw malformed();
    const attribute = text.slice(i, equals).trim();
    let valueStart = equals + 1;
    while (valueStart < text.length && /\s/.test(text[valueStart]!)) valueStart++;
    const quote = text[valueStart];
    if (!attribute || /[\s<>]/.test(attribute) || (quote !== '"' && quote !== "'")) {
      throw malformed();
    }
    const valueEnd = text.indexOf(quote, valueStart + 1);
    if (valueEnd === -1) throw malformed();
    if (text.slice(valueStart + 1, valueEnd).includes('<')) throw malformed();
    checkReferences(text, valueStart + 1, valueEnd);
    if (attribute === 'xmlns') xmlns = text.slice(valueStart + 1, valueEnd);
    i = valueEnd + 1;
  }
}

/** Markup that is not an element: declarations, comments, CDATA. Returns the index after it. */
function skipMarkup(text: string, open: number, inRoot: boolean): number {
  if (text.startsWith('<?', open)) return after(text, '?>', open + 2);
  if (text.startsWith('<!--', open)) return after(text, '-->', open + 4);
  if (inRoot && text.startsWith('<![CDATA[', open)) return after(text, ']]>', open + 9);
  // <!DOCTYPE, <!ENTITY, <!ELEMENT, <!ATTLIST …: a DTD in any form.
  throw refuseFhir.xmlEntities();
}

/**
 * Scans the whole text once; refuses with FH025 (DTD, entities), FH026 (too deep) or FH012
 * (not well-formed, not FHIR's namespace). Returns the root element's place.
 */
export function scanXml(text: string, maxDepth = MAX_BODY_DEPTH): XmlRoot {
  const open: string[] = [];
  let start = -1;
  let end = -1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const textEnd = lt === -1 ? text.length : lt;
    if (open.length > 0) checkReferences(text, i, textEnd);
    else if (text.slice(i, textEnd).trim() !== '') throw malformed();
    if (lt === -1) break;
    const next = text[lt + 1];
    if (next === '?' || next === '!') {
      i = skipMarkup(text, lt, open.length > 0);
    } else if (next === '/') {
      const nameEnd = readName(text, lt + 2);
      i = after(text, '>', nameEnd);
      if (text.slice(nameEnd, i - 1).trim() !== '') throw malformed();
      if (open.pop() !== text.slice(lt + 2, nameEnd)) throw malformed();
      if (open.length === 0) end = i;
    } else {
      if (open.length === 0 && start !== -1) throw malformed();
      const tag = readStartTag(text, lt);
      if (open.length === 0) {
        if (tag.xmlns !== FHIR_NAMESPACE) throw malformed();
        start = lt;
      }
      i = tag.end;
      if (tag.empty) {
        if (open.length === 0) end = i;
      } else {
        open.push(tag.name);
        if (open.length > maxDepth) throw refuseFhir.tooDeep();
      }
    }
  }
  if (start === -1 || end === -1 || open.length > 0) throw malformed();
  return { start, end };
}
