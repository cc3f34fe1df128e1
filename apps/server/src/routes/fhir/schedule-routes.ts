// Schedule (Terminprofil) interactions (docs/fhir.md "Schedule"): read, search by active, bsnr and
// lanr, create (naming its doctor through the PractitionerRole, schedule-actor.ts),
// update (PUT; active=false deactivates) and delete, which deactivates too — the profile stays
// readable with active=false, because its booked slots still point at it.
import {
  createProfile,
  deactivateProfile,
  getProfile,
  listProfiles,
  updateProfile,
} from '../../services/practice/index.ts';
import { searchset } from './bundle.ts';
import { operationOutcome } from './outcome.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirRoute } from './route-types.ts';
import { profileInputOf, scheduleOf } from './schedule-mapping.ts';
import { doctorsOf } from './practice-resources.ts';
import {
  PAGING_PARAMS,
  pagingOf,
  PRACTICE_PARAMS,
  practiceFilter,
  tokens,
} from './search-params.ts';

const SEARCH = [
  {
    name: 'active',
    type: 'token',
    documentation: 'true: aktive Terminprofile, false: deaktivierte.',
  },
  ...PRACTICE_PARAMS,
  ...PAGING_PARAMS,
] as const;

async function read({ db, practice, id }: FhirContext) {
  return { resource: scheduleOf(await getProfile(db, practice, id), practice) };
}

async function search({ db, practice, query, base }: FhirContext) {
  const active = tokens(query, 'active', ['true', 'false']);
  const filter = practiceFilter(query, practice.bsnr);
  const paging = pagingOf(query);
  const profiles = filter.none
    ? []
    : (await listProfiles(db, practice)).filter(
        (p) =>
          (active === null || active.has(String(p.aktiv))) &&
          (filter.lanr === null || p.arzt?.lanr === filter.lanr),
      );
  const schedules = profiles.map((p) => scheduleOf(p, practice));
  return { resource: await searchset(schedules, { base, type: 'Schedule', query, paging }) };
}

/** The doctors the practice's profiles name: a Schedule may point at their roles. */
async function knownDoctors({ db, practice }: FhirContext) {
  return doctorsOf(await listProfiles(db, practice));
}

async function create(context: FhirContext) {
  const { db, practice, body } = context;
  const { input, active } = profileInputOf(body, practice, await knownDoctors(context));
  if (!active) {
    throw refuseFhir.readOnly('Schedule.active', 'Ein neues Terminprofil ist aktiv (active true).');
  }
  const profile = await createProfile(db, practice, input);
  return {
    status: 201,
    resource: scheduleOf(profile, practice),
    location: `Schedule/${profile.id}`,
  };
}

async function update(context: FhirContext) {
  const { db, practice, id, body } = context;
  const change = profileInputOf(body, practice, await knownDoctors(context));
  if (change.id !== undefined && change.id !== id) throw refuseFhir.idMismatch('Schedule');
  const current = await getProfile(db, practice, id);
  if (!current.aktiv && change.active) throw refuseFhir.cannotReactivate();
  await updateProfile(db, practice, id, change.input);
  if (current.aktiv && !change.active) await deactivateProfile(db, practice, id);
  return { resource: scheduleOf(await getProfile(db, practice, id), practice) };
}

async function remove({ db, practice, id }: FhirContext) {
  const { zurueckgezogen } = await deactivateProfile(db, practice, id);
  const text = `Das Terminprofil ist deaktiviert; ${zurueckgezogen} freie Termine wurden zurückgezogen.`;
  const outcome = operationOutcome(200, [{ code: 'FH000', text }]);
  return {
    resource: {
      ...outcome,
      issue: outcome.issue.map((i) => ({
        ...i,
        severity: 'information' as const,
        code: 'informational' as const,
      })),
    },
  };
}

export const scheduleRoutes: readonly FhirRoute[] = [
  {
    resource: 'Schedule',
    interaction: 'read',
    method: 'GET',
    documentation: 'Ein Terminprofil der Praxis lesen.',
    handle: read,
  },
  {
    resource: 'Schedule',
    interaction: 'search-type',
    method: 'GET',
    documentation:
      'Die Terminprofile der Praxis suchen (GET oder POST Schedule/_search mit Formular-Parametern).',
    searchParams: SEARCH,
    handle: search,
  },
  {
    resource: 'Schedule',
    interaction: 'create',
    method: 'POST',
    documentation:
      'Ein Terminprofil anlegen; actor = PractitionerRole der Praxis (<bsnr>) oder einer Ärztin / eines Arztes (<bsnr>-<lanr>, oder LANR im identifier und Name in display).',
    handle: create,
  },
  {
    resource: 'Schedule',
    interaction: 'update',
    method: 'PUT',
    documentation:
      'Ein Terminprofil ändern; active=false deaktiviert es (freie Termine werden zurückgezogen).',
    handle: update,
  },
  {
    resource: 'Schedule',
    interaction: 'delete',
    method: 'DELETE',
    documentation: 'Ein Terminprofil deaktivieren (es bleibt mit active=false lesbar).',
    handle: remove,
  },
];
