// §7 "availability" (termincheck/check): is there a free slot near a postcode, before any code.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { EMPTY_DAYTIME_MASK } from '@terminservice/domain/daytime';
import type { Point } from '@terminservice/domain/geo';
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM } from '@terminservice/domain/limits';
import { DEFAULT_URGENCY, maxSearchDays } from '@terminservice/domain/search';
import type { Queryable } from '../../db/client.ts';
import { refuse } from '../kernel/refusals.ts';
import { authoritiesFor, classify } from './slot-filter.ts';
import { nearestSql, type SlotFilter } from './sql.ts';
import { windowEnd } from './window.ts';

export interface AvailabilityInput {
  readonly postleitzahl: string;
  readonly leistungsmerkmale: readonly string[];
  readonly type: ApplicationType;
  readonly now: Date;
}

export interface AvailabilityResult {
  readonly termineVorhanden: boolean;
  readonly suchRadius: number;
}

/**
 * §4 "No-code flow", §7 "availability": is there a free slot for the Leistungsmerkmale within
 * 150 km of the postcode — and which radius choice reaches the nearest? The window is the one of
 * the default urgency (§9 DRINGEND), which codes of the no-code flow carry; the booking authority
 * is that of the verified type, as in the search that follows.
 */
export async function checkAvailability(
  db: Queryable,
  input: AvailabilityInput,
): Promise<AvailabilityResult> {
  const keys = [...new Set(input.leistungsmerkmale.map((key) => key.trim()))];
  const [row] = await db.query<{ ort: Point | null; arten: Record<string, string> | null }>(
    `SELECT
       (SELECT json_build_object('lat', z.lat, 'lon', z.lon) FROM postleitzahlen z WHERE z.plz = $1) AS ort,
       (SELECT json_object_agg(l.code, l.art) FROM leistungsmerkmale l WHERE l.code = ANY($2::text[])) AS arten`,
    [input.postleitzahl, keys],
  );
  if (!row?.ort) throw refuse.unknownPostcode();
  if (keys.some((key) => row.arten?.[key] === undefined)) throw refuse.unknownSpecialty();

  const { specialties, extras } = classify(keys, row.arten);
  const centre = { lat: Number(row.ort.lat), lon: Number(row.ort.lon) };
  const filter: SlotFilter = {
    specialties,
    extras,
    authorities: authoritiesFor(input.type),
    daytime: EMPTY_DAYTIME_MASK,
    windowEnd: windowEnd(maxSearchDays(DEFAULT_URGENCY, input.type), input.now),
  };
  // The radius choices are the rings: the first that holds a matching slot is the answer.
  for (const radiusKm of RADIUS_CHOICES_KM) {
    const { text, values } = nearestSql({ kind: 'radius', centre, radiusKm }, filter);
    const [nearest] = await db.query(text, values);
    if (nearest) return { termineVorhanden: true, suchRadius: radiusKm };
  }
  return { termineVorhanden: false, suchRadius: DEFAULT_RADIUS_KM };
}
