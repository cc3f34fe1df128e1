// A Slot Discovery Client written from the SMART Scheduling Links specification alone
// (smart-on-fhir/smart-scheduling-links, specification.md; issue #24 part 3: "a client written
// from the spec, not from our code"). It imports nothing from the server: it fetches a manifest,
// follows its output URLs, parses the NDJSON, checks every REQUIRED field the spec names, resolves
// Slot.schedule → Schedule.actor → Location, and builds a slot's booking deep link the way the
// spec's "Deep Links" section says. Every breach of the spec is collected as a problem text.

/** specification.md "Timestamps": to the second at least, with a zone (Z or ±hh:mm). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** "up to 64 alphanumeric characters and may include - and ." */
const ID = /^[A-Za-z0-9\-.]{1,64}$/;
const TYPES = ['Location', 'Schedule', 'Slot'] as const;
export const BOOKING_DEEP_LINK =
  'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';
export const BOOKING_PHONE =
  'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone';

type Json = Record<string, unknown>;

export interface ManifestOutput {
  readonly type: string;
  readonly url: string;
  readonly extension?: { readonly state?: readonly string[] };
}

export interface Manifest {
  readonly transactionTime: string;
  readonly request: string;
  readonly output: readonly ManifestOutput[];
  readonly error: readonly unknown[];
}

export interface Publication {
  readonly manifest: Manifest;
  readonly locations: ReadonlyMap<string, Json>;
  readonly schedules: ReadonlyMap<string, Json>;
  readonly slots: readonly Json[];
  /** Every answer's Cache-Control, by URL. */
  readonly cacheControl: ReadonlyMap<string, string | null>;
  readonly problems: readonly string[];
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function checkManifest(body: unknown, problems: string[]): Manifest | null {
  if (!isObject(body)) {
    problems.push('manifest: not a JSON object');
    return null;
  }
  if (!isText(body.transactionTime) || !TIMESTAMP.test(body.transactionTime)) {
    problems.push('manifest: transactionTime is no timestamp');
  }
  if (!isText(body.request)) problems.push('manifest: request is no URL');
  if (!Array.isArray(body.error)) problems.push('manifest: error is no array');
  if (!Array.isArray(body.output)) {
    problems.push('manifest: output is no array');
    return null;
  }
  body.output.forEach((item, i) => {
    if (!isObject(item) || !isText(item.type) || !isText(item.url)) {
      problems.push(`manifest: output[${i}] lacks type or url`);
    }
  });
  return body as unknown as Manifest;
}

function checkId(resource: Json, where: string, problems: string[]) {
  if (!isText(resource.id) || !ID.test(resource.id)) problems.push(`${where}: id is not valid`);
}

/** specification.md "Location File": the fields marked required (Y). */
export function checkLocation(resource: Json, problems: string[]) {
  const where = `Location/${String(resource.id)}`;
  checkId(resource, where, problems);
  if (!isText(resource.name)) problems.push(`${where}: name missing`);
  const telecom = resource.telecom;
  if (!Array.isArray(telecom) || telecom.length === 0) {
    problems.push(`${where}: telecom needs at least one contact point`);
  } else {
    telecom.forEach((t, i) => {
      if (!isObject(t) || !['phone', 'url'].includes(String(t.system)) || !isText(t.value)) {
        problems.push(`${where}: telecom[${i}] needs system phone/url and a value`);
      }
    });
  }
  const address = resource.address;
  if (!isObject(address)) problems.push(`${where}: address missing`);
  else {
    const line = address.line;
    if (!Array.isArray(line) || line.length === 0 || !line.every(isText)) {
      problems.push(`${where}: address.line needs strings`);
    }
    for (const field of ['city', 'state', 'postalCode']) {
      if (!isText(address[field])) problems.push(`${where}: address.${field} missing`);
    }
  }
  const identifier = resource.identifier;
  if (!Array.isArray(identifier)) problems.push(`${where}: identifier is no array`);
  else if (!identifier.every((i) => isObject(i) && isText(i.system) && isText(i.value))) {
    problems.push(`${where}: each identifier needs system and value`);
  }
  const position = resource.position;
  if (position !== undefined) {
    if (
      !isObject(position) ||
      typeof position.latitude !== 'number' ||
      typeof position.longitude !== 'number'
    ) {
      problems.push(`${where}: position needs latitude and longitude`);
    }
  }
}

/** specification.md "Schedule File". */
export function checkSchedule(resource: Json, problems: string[]) {
  const where = `Schedule/${String(resource.id)}`;
  checkId(resource, where, problems);
  const actor = resource.actor;
  if (
    !Array.isArray(actor) ||
    actor.length !== 1 ||
    !isObject(actor[0]) ||
    !/^Location\/[A-Za-z0-9\-.]{1,64}$/.test(String(actor[0].reference))
  ) {
    problems.push(`${where}: actor must be one Location reference`);
  }
  const serviceType = resource.serviceType;
  if (!Array.isArray(serviceType) || !serviceType.every(isObject)) {
    problems.push(`${where}: serviceType must be an array of objects`);
  }
}

/** specification.md "Slot File". */
export function checkSlot(resource: Json, problems: string[]) {
  const where = `Slot/${String(resource.id)}`;
  checkId(resource, where, problems);
  const schedule = resource.schedule;
  if (!isObject(schedule) || !/^Schedule\/[A-Za-z0-9\-.]{1,64}$/.test(String(schedule.reference))) {
    problems.push(`${where}: schedule.reference must name a Schedule`);
  }
  if (resource.status !== 'free' && resource.status !== 'busy') {
    problems.push(`${where}: status must be free or busy`);
  }
  for (const field of ['start', 'end']) {
    const value = resource[field];
    if (!isText(value) || !TIMESTAMP.test(value))
      problems.push(`${where}: ${field} is no timestamp`);
  }
  const extension = resource.extension;
  if (extension !== undefined) {
    if (!Array.isArray(extension) || !extension.every((e) => isObject(e) && isText(e.url))) {
      problems.push(`${where}: extension must be objects with url`);
    }
  }
}

const CHECKS = { Location: checkLocation, Schedule: checkSchedule, Slot: checkSlot } as const;

/** One NDJSON file: one minified JSON object per line. */
function parseNdjson(text: string, url: string, problems: string[]): Json[] {
  const resources: Json[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (isObject(value)) resources.push(value);
      else problems.push(`${url} line ${i + 1}: not an object`);
    } catch {
      problems.push(`${url} line ${i + 1}: not JSON`);
    }
  });
  return resources;
}

export interface ReadOptions {
  /** Accept header of every request (the spec: none, or application/json resp. fhir+ndjson). */
  readonly accept?: 'none' | 'spec';
  /** Only outputs whose extension.state holds one of these (the spec's hint for clients). */
  readonly states?: readonly string[];
}

/** Reads a whole publication from its manifest URL. */
export async function readPublication(
  manifestUrl: string,
  options: ReadOptions = {},
): Promise<Publication> {
  const problems: string[] = [];
  const cacheControl = new Map<string, string | null>();
  const get = async (url: string, accept: string) => {
    const headers: Record<string, string> = options.accept === 'spec' ? { accept } : {};
    const response = await fetch(url, { headers });
    cacheControl.set(url, response.headers.get('cache-control'));
    if (response.status !== 200) problems.push(`${url}: status ${response.status}`);
    return response;
  };
  const answer = await get(manifestUrl, 'application/json');
  const manifest = checkManifest(await answer.json(), problems);
  const locations = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const slots: Json[] = [];
  if (!manifest)
    return { manifest: manifest!, locations, schedules, slots, cacheControl, problems };
  for (const output of manifest.output) {
    // "Clients SHOULD ignore any output items with types other than Location, Schedule, or Slot."
    if (!(TYPES as readonly string[]).includes(output.type)) continue;
    const states = output.extension?.state;
    if (options.states && states && !states.some((s) => options.states!.includes(s))) continue;
    const file = await get(output.url, 'application/fhir+ndjson');
    for (const resource of parseNdjson(await file.text(), output.url, problems)) {
      if (resource.resourceType !== output.type) {
        problems.push(`${output.url}: a ${String(resource.resourceType)} in a ${output.type} file`);
        continue;
      }
      CHECKS[output.type as (typeof TYPES)[number]](resource, problems);
      if (output.type === 'Location') locations.set(String(resource.id), resource);
      else if (output.type === 'Schedule') schedules.set(String(resource.id), resource);
      else slots.push(resource);
    }
  }
  return { manifest, locations, schedules, slots, cacheControl, problems };
}

/** A slot's Schedule and that Schedule's Location, by the references the spec defines. */
export function resolveSlot(publication: Publication, slot: Json) {
  const scheduleId = String((slot.schedule as Json).reference).slice('Schedule/'.length);
  const schedule = publication.schedules.get(scheduleId);
  const actor = schedule && (schedule.actor as Json[])[0];
  const location =
    actor && publication.locations.get(String(actor.reference).slice('Location/'.length));
  return { schedule, location };
}

/**
 * specification.md "Deep Links hosted by Provider Booking Portal": parse the booking-deep-link,
 * then append `source` and `booking-referral` as URL parameters.
 */
export function deepLinkOf(
  slot: Json,
  params: { source?: string; bookingReferral?: string } = {},
): string | null {
  const extension = (slot.extension as Json[] | undefined)?.find(
    (e) => e.url === BOOKING_DEEP_LINK,
  );
  if (!extension || !isText(extension.valueUrl)) return null;
  const url = new URL(extension.valueUrl);
  if (params.source) url.searchParams.append('source', params.source);
  if (params.bookingReferral) url.searchParams.append('booking-referral', params.bookingReferral);
  return url.toString();
}
