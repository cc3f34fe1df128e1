// Which format a FHIR request is in and which its answer gets (docs/fhir.md "Formats"; FHIR R4
// http.html#mime-type): the body by its Content-Type; the answer by `_format`, else `Accept` with
// its q-values, else the body's format, else JSON. Plain functions of the request's strings, so the
// refusals made before Fastify (load shedding) negotiate exactly like the routes.

import { FHIR_JSON, FHIR_XML } from '../naming.ts';

export type FhirFormat = 'json' | 'xml';

/** The content type each format is answered in. */
export const FHIR_MEDIA_TYPE: Readonly<Record<FhirFormat, string>> = {
  json: FHIR_JSON,
  xml: FHIR_XML,
};

/** Request bodies in these content types are resources (JSON Patch has its own parser). */
export const BODY_MEDIA_TYPES: Readonly<Record<FhirFormat, readonly string[]>> = {
  json: ['application/fhir+json', 'application/json'],
  xml: ['application/fhir+xml', 'application/xml', 'text/xml'],
};

/** What `_format` may name (FHIR R4 http.html#mime-type: the short forms and the media types). */
const FORMAT_PARAMETER: Readonly<Record<string, FhirFormat>> = {
  json: 'json',
  'application/json': 'json',
  'application/fhir+json': 'json',
  xml: 'xml',
  'application/xml': 'xml',
  'application/fhir+xml': 'xml',
  'text/xml': 'xml',
};

function mediaType(value: string): string {
  return value.split(';', 1)[0]!.trim().toLowerCase();
}

/** The format of a request body by its Content-Type; null for anything that is no resource. */
export function bodyFormatOf(contentType: string | undefined): FhirFormat | null {
  if (!contentType) return null;
  const type = mediaType(contentType);
  if (BODY_MEDIA_TYPES.json.includes(type)) return 'json';
  if (BODY_MEDIA_TYPES.xml.includes(type)) return 'xml';
  return null;
}

interface AcceptRange {
  readonly format: FhirFormat | 'any';
  readonly q: number;
  readonly position: number;
}

/** Accept's ranges that name a FHIR format (or any), with their q-values; others are dropped. */
function acceptRanges(accept: string): AcceptRange[] {
  const ranges: AcceptRange[] = [];
  accept.split(',').forEach((part, position) => {
    const [rawType = '', ...params] = part.split(';');
    const type = rawType.trim().toLowerCase();
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q < 0 || q > 1) return;
    let format: AcceptRange['format'] | null = null;
    if (BODY_MEDIA_TYPES.json.includes(type)) format = 'json';
    else if (BODY_MEDIA_TYPES.xml.includes(type) || type === 'text/*') format = 'xml';
    else if (type === '*/*' || type === 'application/*') format = 'any';
    if (format !== null) ranges.push({ format, q, position });
  });
  return ranges;
}

/**
 * The answer format Accept asks for: the highest q wins; a format named outright beats one reached
 * through a wildcard; among wildcards the body's format, else JSON. Null: nothing acceptable.
 */
function fromAccept(accept: string, body: FhirFormat | null): FhirFormat | null {
  const ranges = acceptRanges(accept).filter((r) => r.q > 0);
  // A format refused outright (q=0) is not reached through a wildcard either.
  const refused = new Set(
    acceptRanges(accept)
      .filter((r) => r.q === 0 && r.format !== 'any')
      .map((r) => r.format),
  );
  let best: AcceptRange | null = null;
  for (const range of ranges) {
    const better =
      best === null ||
      range.q > best.q ||
      (range.q === best.q && best.format === 'any' && range.format !== 'any');
    if (better) best = range;
  }
  if (best === null) return null;
  if (best.format !== 'any') return best.format;
  const preferred: FhirFormat[] = body === 'xml' ? ['xml', 'json'] : ['json', 'xml'];
  return preferred.find((f) => !refused.has(f)) ?? null;
}

export interface FormatRequest {
  /** The `_format` parameter's values. */
  readonly formatParameter: readonly string[];
  readonly accept: string | undefined;
  readonly contentType: string | undefined;
}

/**
 * The format the answer is written in, or null when the client accepts none the interface writes
 * (406). `_format` overrides Accept (FHIR R4 http.html#mime-type): it is for clients that cannot
 * set headers.
 */
export function answerFormatOf(request: FormatRequest): FhirFormat | null {
  const body = bodyFormatOf(request.contentType);
  if (request.formatParameter.length > 0) {
    // An unescaped '+' in a query string arrives as a space: "application/fhir xml".
    const named = request.formatParameter.map(
      (value) => FORMAT_PARAMETER[mediaType(value.replaceAll(' ', '+'))],
    );
    const first = named[0];
    return first !== undefined && named.every((f) => f === first) ? first : null;
  }
  const accept = request.accept?.trim();
  if (!accept) return body ?? 'json';
  return fromAccept(accept, body);
}

/**
 * The format a refusal is written in: the negotiated one, or for a request that negotiated none
 * (the 406 itself) the body's format, else JSON — a refusal is always readable.
 */
export function refusalFormatOf(request: FormatRequest): FhirFormat {
  return answerFormatOf(request) ?? bodyFormatOf(request.contentType) ?? 'json';
}
