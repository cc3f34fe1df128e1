// What an alert watches (issue #15 "Matching"): the search's filters, checked against the code on
// the server exactly as the search checks them (services/search), never taken from the client as
// they are. The window is the code's urgency's in WEB, where the message's link opens.
import type { AlertSubscribeRequest } from '@terminservice/domain/alerts';
import { isShown, type ApplicationType } from '@terminservice/domain/application-type';
import { RADIUS_CHOICES_KM } from '@terminservice/domain/limits';
import { maxSearchDays } from '@terminservice/domain/search';
import type { Queryable } from '../../db/client.ts';
import { refuse } from '../kernel/refusals.ts';
import { codeUrgency, loadContext } from '../search/context.ts';
import { codeValidUntil, type CalendarDay } from '@terminservice/domain/vermittlungscode';
import { codeSpecialties } from '../search/slot-filter.ts';
import { refuseAlert } from './refusals.ts';

export interface AlertFilterRow {
  readonly plz: string;
  readonly lat: number;
  readonly lon: number;
  readonly radiusKm: number;
  readonly leistungsmerkmale: readonly string[];
  readonly zusatzqualifikationen: readonly string[];
  readonly tageszeiten: string;
  /** null: any appointment type. */
  readonly termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE' | null;
  readonly dringlichkeit: string;
  /** Issue #22: the diagnosis language; null: any. */
  readonly sprache: string | null;
  readonly fensterTage: number;
  /** The code's last valid day (ADR 20): the alert ends with it, if not earlier. */
  readonly codeGueltigBis: CalendarDay;
}

export interface FilterInput {
  readonly code: string;
  readonly clientKey: string;
  readonly type: ApplicationType;
  readonly body: AlertSubscribeRequest;
}

/**
 * The code's state first (as the search: 429, WP042 counted, WP082, WP009, WP055), then the
 * filters: unknown qualifications WP067, extras only for the hotline (WP002), specialties the code
 * covers (WP002), a specialty at all (WP003), a known postcode (WP030).
 */
export async function resolveFilters(db: Queryable, input: FilterInput): Promise<AlertFilterRow> {
  const { body } = input;
  const context = await loadContext(
    db,
    {
      code: input.code,
      clientKey: input.clientKey,
      plz: body.plz,
      qualifikationen: body.qualifikationen,
    },
    // An expired code sets up no alert (WP055, ADR 20).
    { now: new Date() },
  );
  const allowed = codeSpecialties(context.leistungsmerkmal);
  const requested = [...new Set(body.qualifikationen.map((key) => key.trim()))];
  if (requested.some((key) => context.arten?.[key] === undefined)) {
    throw refuseAlert.unknownSpecialty();
  }
  const extras = requested.filter((key) => ['z', 'g'].includes(context.arten?.[key] ?? ''));
  const groups = requested.filter((key) => !extras.includes(key));
  // §6: extra qualifications are the hotline's (TSS, DISPO), as in the search.
  if (extras.length > 0 && !isShown('extraQualifications', input.type)) {
    throw refuse.specialtyNotCovered();
  }
  if (allowed && groups.some((key) => !allowed.includes(key))) throw refuse.specialtyNotCovered();
  const specialties = groups.length > 0 ? groups : (allowed ?? []);
  if (specialties.length === 0) throw refuseAlert.specialtyMissing();
  if (!context.ort) throw refuse.unknownPostcode();

  const urgency = codeUrgency(context.dringlichkeit);
  return {
    plz: body.plz,
    lat: Number(context.ort.lat),
    lon: Number(context.ort.lon),
    radiusKm: body.radius,
    leistungsmerkmale: specialties,
    zusatzqualifikationen: extras,
    tageszeiten: body.tageszeiten,
    termintyp: body.termintyp === 'ALL' ? null : body.termintyp,
    dringlichkeit: urgency,
    sprache: body.sprache ?? null,
    fensterTage: maxSearchDays(urgency, 'WEB'),
    codeGueltigBis: codeValidUntil(context.ausgestellt_am_tag, urgency),
  };
}

/** The radius choice (§9) an alert is indexed under: the smallest that holds its radius. */
export function radiusClass(radiusKm: number): number {
  return RADIUS_CHOICES_KM.find((choice) => choice >= radiusKm) ?? RADIUS_CHOICES_KM.at(-1)!;
}
