// What a message's link key opens (issue #15 "What triggers it"): the alert's filters in words;
// with the alert's code, the filters to search with; and unsubscribing. Reading changes nothing; a
// link key never reveals or replaces the code — the code is typed or comes from the session.
import type {
  AlertFilters,
  AlertLinkResponse,
  AlertOpenResponse,
} from '@terminservice/domain/alerts';
import { isSpracheCode } from '@terminservice/domain/supply';
import type { Db, Queryable } from '../../db/client.ts';
import { LEISTUNGSMERKMAL_NAMEN } from '../../reference/index.ts';
import { requireKnownCode } from '../booking/code-guard.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import { endAlerts } from './ending.ts';
import { hashKey } from './keys.ts';
import { refuseAlert } from './refusals.ts';

interface AlertRow {
  readonly id: string;
  readonly code: string;
  readonly plz: string;
  readonly ortsname: string | null;
  readonly radius_km: number;
  readonly leistungsmerkmale: string[];
  readonly zusatzqualifikationen: string[];
  readonly tageszeiten: string;
  readonly termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE' | null;
  readonly sprache: string | null;
  readonly aktiv: boolean;
  readonly laeuft_bis: string;
}

/** The alert a link key belongs to; TA002 when none does (or its data was erased). */
async function alertOfLink(db: Queryable, link: string): Promise<AlertRow> {
  const [row] = await db.query<AlertRow>(
    `SELECT a.id, a.code, a.plz, z.ortsname, a.radius_km, a.leistungsmerkmale,
            a.zusatzqualifikationen, a.tageszeiten, a.termintyp, a.sprache,
            a.beendet_am IS NULL AND a.bestaetigt_am IS NOT NULL AS aktiv,
            to_char(coalesce(a.beendet_am, a.laeuft_ab_am) AT TIME ZONE $2, 'YYYY-MM-DD') AS laeuft_bis
       FROM terminalarm_links l
       JOIN terminalarme a ON a.id = l.alarm_id AND a.anonymisiert_am IS NULL
       LEFT JOIN postleitzahlen z ON z.plz = a.plz
      WHERE l.hash = $1`,
    [hashKey(link), SERVICE_TIME_ZONE],
  );
  if (!row) throw refuseAlert.unknownLink();
  return row;
}

function filtersOf(row: AlertRow): AlertFilters {
  return {
    plz: row.plz,
    qualifikationen: [...row.leistungsmerkmale, ...row.zusatzqualifikationen],
    radius: row.radius_km,
    tageszeiten: row.tageszeiten,
    termintyp: row.termintyp ?? 'ALL',
    ...(isSpracheCode(row.sprache) ? { sprache: row.sprache } : {}),
  };
}

/** POST terminalarm/link { link }: the filters in words and whether the alert still runs. */
export async function linkInfo(db: Queryable, link: string): Promise<AlertLinkResponse> {
  const row = await alertOfLink(db, link);
  const filters = filtersOf(row);
  return {
    ...filters,
    aktiv: row.aktiv,
    ortsname: row.ortsname ?? '',
    fachrichtungen: filters.qualifikationen.map((key) => LEISTUNGSMERKMAL_NAMEN.get(key) ?? key),
    laeuftBis: row.laeuft_bis,
  };
}

/**
 * POST terminalarm/oeffnen { link } with the code as basic auth: the filters to search with, when
 * the code is the alert's. The code passes the code-guessing guard first (a wrong one counts,
 * security/code-guessing.ts); a known code of another alert is TA004.
 */
export async function openLink(
  db: Db,
  input: { link: string; code: string; clientKey: string },
): Promise<AlertOpenResponse> {
  const row = await alertOfLink(db, input.link);
  const code = await requireKnownCode(db, { code: input.code, clientKey: input.clientKey });
  if (code.code !== row.code) throw refuseAlert.otherCode();
  return filtersOf(row);
}

/**
 * POST terminalarm/abmelden { link } (and the RFC 8058 one-click POST): ends the alert. Ending an
 * ended alert changes nothing and answers the same, so a repeat is harmless.
 */
export async function unsubscribe(db: Db, link: string): Promise<{ beendet: true }> {
  await db.transaction(async (tx) => {
    const row = await alertOfLink(tx, link);
    await endAlerts(tx, 'id = $1', [row.id], 'abgemeldet');
  });
  return { beendet: true };
}
