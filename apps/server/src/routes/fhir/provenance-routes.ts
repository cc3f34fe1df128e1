// Provenance search: the practice's change feed ("Änderungen abrufen", docs/fhir.md "Change
// feed", ADR 25). Every change to its Schedules, Slots and Appointments, whoever made it, in
// commit order; each page includes the changed resources as they are now (deleted ones left out)
// and says where to resume: `_since` (our cursor) or `recorded=ge…` (the guide's parameter).
import type { Bundle, BundleEntry, BundleLink, Resource } from '@medplum/fhirtypes';
import { ServiceError } from '../../errors.ts';
import {
  changesRecordedSince,
  changesSince,
  type ChangeEntry,
  type ChangePage,
  type ChangeRefusal,
} from '../../services/practice/changes.ts';
import {
  getBooking,
  getSlot,
  listProfiles,
  type PracticeBooking,
} from '../../services/practice/index.ts';
import { appointmentsOf } from './appointment-routes.ts';
import { slotWithProfile } from './slot-routes.ts';
import { parseInstant } from './instant.ts';
import { berlinDayStart } from '../../services/kernel/berlin-time.ts';
import { provenanceOf } from './provenance-mapping.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirRoute } from './route-types.ts';
import { scheduleOf } from './schedule-mapping.ts';
import { pagingOf, values, type Query } from './search-params.ts';

const SEARCH = [
  {
    name: '_since',
    type: 'token',
    documentation:
      'Fortsetzen nach diesem Stand (undurchsichtiger Wert aus dem Link „next“ bzw. „resume“ der letzten Antwort). Ohne _since und recorded: ab der ältesten gespeicherten Änderung.',
  },
  {
    name: 'recorded',
    type: 'date',
    documentation:
      'Änderungen, die ab diesem Zeitpunkt erfasst wurden (ge, gt oder ohne Präfix = ge); lückenlos, wenn der Wert aus Bundle.meta.lastUpdated der letzten Antwort stammt. Höchstens 29 Tage zurück.',
  },
  {
    name: 'bsnr',
    type: 'token',
    documentation:
      'Betriebsstättennummer; eine andere als die der eigenen Praxis ergibt ein leeres Ergebnis.',
  },
  {
    name: '_count',
    type: 'number',
    documentation: 'Einträge je Seite, 0 bis 1000 (Standard 100).',
  },
] as const;

const refuseFeed = {
  unknownCursor: () =>
    new ServiceError(
      400,
      'FH030',
      'Suchparameter „_since“: Diesen Stand kennt der Terminservice nicht. Bitte verwenden Sie den Link aus der letzten Antwort.',
      {
        items: [
          {
            code: 'FH030',
            text: 'Diesen Stand kennt der Terminservice nicht. Bitte verwenden Sie den Link aus der letzten Antwort.',
            field: '_since',
          },
        ],
      },
    ),
  expired: () =>
    new ServiceError(
      410,
      'FH031',
      'Die Änderungen seit diesem Stand liegen nicht mehr vollständig vor. Bitte synchronisieren Sie vollständig neu (Terminprofile, Termine und Buchungen abrufen) und setzen Sie danach mit dem neuen Stand fort.',
    ),
};

function one(query: Query, name: string): string | null {
  const all = values(query, name);
  if (all.length > 1) throw refuseFhir.badSearchValue(name, 'Bitte geben Sie nur einen Wert an.');
  return all[0] ?? null;
}

/** `recorded`: an instant with zone or a day (Berlin), prefix ge, gt or none. */
function recordedOf(text: string): { at: Date; exclusive: boolean } {
  const match = /^(ge|gt)?(.+)$/.exec(text)!;
  const value = match[2]!;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? parseInstant(`${value}T00:00:00Z`) && berlinDayStart(value)
    : parseInstant(value);
  if (!at) {
    throw refuseFhir.badSearchValue(
      'recorded',
      'Erwartet wird ein Zeitpunkt mit Zeitzone (z. B. 2026-12-01T08:00:00.000Z) oder ein Datum, mit dem Präfix ge oder gt.',
    );
  }
  return { at, exclusive: match[1] === 'gt' };
}

function linkTo(base: string, params: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null) search.set(name, value);
  return `${base}/Provenance?${search.toString()}`;
}

/** The resources the page's entries point to, as they are now; deleted ones are not found. */
async function currentTargets(context: FhirContext, entries: readonly ChangeEntry[]) {
  const { db, practice } = context;
  const ids = (type: string) => [
    ...new Set(entries.filter((e) => e.ressource === type).map((e) => e.ressourceId)),
  ];
  const found: Resource[] = [];
  const scheduleIds = new Set(ids('Schedule'));
  if (scheduleIds.size) {
    const profiles = await listProfiles(db, practice);
    found.push(
      ...profiles.filter((p) => scheduleIds.has(p.id)).map((p) => scheduleOf(p, practice)),
    );
  }
  for (const id of ids('Slot')) {
    const slot = await getSlot(db, practice, id).catch(() => null);
    if (slot) found.push(await slotWithProfile(context, slot));
  }
  const bookings: PracticeBooking[] = [];
  for (const id of ids('Appointment')) {
    const booking = await getBooking(db, practice, id).catch(() => null);
    if (booking) bookings.push(booking);
  }
  found.push(...(await appointmentsOf(context, bookings)));
  return found;
}

function bundleOf(
  context: FhirContext,
  page: ChangePage,
  included: readonly Resource[],
  links: { self: string; resume: string },
): Bundle {
  const link: BundleLink[] = [{ relation: 'self', url: links.self }];
  if (page.more) link.push({ relation: 'next', url: links.resume });
  link.push({ relation: 'resume', url: links.resume });
  const entry: BundleEntry[] = [
    ...page.entries.map((e) => ({
      fullUrl: `${context.base}/Provenance/${e.id}`,
      resource: provenanceOf(e, context.practice),
      search: { mode: 'match' as const },
    })),
    ...included.map((resource) => ({
      fullUrl: `${context.base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'include' as const },
    })),
  ];
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    meta: { lastUpdated: page.stand.toISOString() },
    link,
    entry,
  };
}

async function search(context: FhirContext) {
  const { db, practice, query, base } = context;
  const since = one(query, '_since');
  const recorded = one(query, 'recorded');
  const bsnr = one(query, 'bsnr');
  const count = pagingOf(query).count;
  if (since !== null && recorded !== null) {
    throw refuseFhir.badSearchValue(
      '_since',
      '„_since“ und „recorded“ lassen sich nicht zusammen verwenden: „_since“ setzt fort, „recorded“ beginnt neu.',
    );
  }
  const from = recorded === null ? null : recordedOf(recorded);
  const read: ChangePage | ChangeRefusal =
    bsnr !== null && bsnr !== practice.bsnr
      ? { entries: [], cursor: since ?? '0', stand: new Date(), more: false }
      : from
        ? await changesRecordedSince(db, practice.praxisId, from.at, count, from.exclusive)
        : await changesSince(db, practice.praxisId, since, count);
  if (read === 'unbekannt') throw refuseFeed.unknownCursor();
  if (read === 'abgelaufen') throw refuseFeed.expired();
  const self = linkTo(base, { _since: since, recorded, bsnr, _count: String(count) });
  const resume = linkTo(base, { _since: read.cursor, bsnr, _count: String(count) });
  const included = await currentTargets(context, read.entries);
  return { resource: bundleOf(context, read, included, { self, resume }) };
}

export const provenanceRoutes: readonly FhirRoute[] = [
  {
    resource: 'Provenance',
    interaction: 'search-type',
    method: 'GET',
    documentation:
      'Änderungen abrufen: jede Änderung an Terminprofilen, Terminen und Buchungen der Praxis, wer sie auch vorgenommen hat, in der Reihenfolge ihres Wirksamwerdens; mit den geänderten Ressourcen im aktuellen Stand.',
    searchParams: SEARCH,
    handle: search,
  },
];
