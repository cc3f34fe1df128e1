// Confirming a slot alert with its PIN (issue #15 "Channel … confirmed with the PIN flow that
// exists"): the identity check's rules — 6 digits, 10 minutes, 5 wrong entries spend it, the
// answer never says which of wrong, expired, spent or unknown (WP059). The right PIN starts the
// alert: it replaces the code's earlier alert and enters the matcher's index.
import { MAX_IDENTITY_PIN_ATTEMPTS } from '@terminservice/domain/limits';
import type { Db, Queryable } from '../../db/client.ts';
import { errorBody } from '../../errors.ts';
import { hashIdentifier, pinMatches } from '../../security/pins.ts';
import { once, requestHash, type StoredAnswer } from '../kernel/idempotency.ts';
import { refuse } from '../kernel/refusals.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import { endAlerts } from './ending.ts';
import { radiusClass } from './filters.ts';
import { hashKey } from './keys.ts';
import { refuseAlert } from './refusals.ts';

const PIN_PATTERN = /^[0-9]{6}$/;
const TOKEN_MAX_LENGTH = 128;

interface ConfirmRow {
  readonly id: string;
  readonly code: string;
  readonly pin_hash: string;
  readonly pin_versuche: number;
  readonly bestaetigt: boolean;
  readonly beendet: boolean;
  readonly pin_abgelaufen: boolean;
  readonly radius_km: number;
  readonly laeuft_bis: string;
}

/** The confirmed alert's rows in terminalarm_orte: one per specialty, under its radius choice. */
async function index(tx: Queryable, id: string, radiusKm: number): Promise<void> {
  await tx.query(
    `INSERT INTO terminalarm_orte (merkmal, radius_klasse, lat, lon, alarm_id, radius_km, termintyp,
       tageszeiten, fenster_tage, dringlichkeit, zusatzqualifikationen, gesperrt_bis, sprache)
     SELECT DISTINCT m, $2::int, a.lat, a.lon, a.id, a.radius_km, a.termintyp, a.tageszeiten,
            a.fenster_tage, a.dringlichkeit, a.zusatzqualifikationen, a.gesperrt_bis, a.sprache
       FROM terminalarme a CROSS JOIN unnest(a.leistungsmerkmale) AS m
      WHERE a.id = $1`,
    [id, radiusClass(radiusKm)],
  );
}

/**
 * POST terminalarm/bestaetigen { token, pin } → { laeuftBis }. A PIN that is not 6 digits is WP003;
 * an alert that has ended meanwhile (its code booked) TA003; anything else that is not the right
 * PIN WP059, counted (the answer is returned, not thrown, so the count commits).
 */
export async function confirm(
  db: Db,
  pepper: string,
  input: { token: string; pin: string; idempotencyKey: string | null },
): Promise<StoredAnswer> {
  if (!PIN_PATTERN.test(input.pin)) throw refuse.malformedPin();
  const refused: StoredAnswer = {
    statusCode: refuse.wrongIdentityPin.status,
    body: errorBody([{ code: refuse.wrongIdentityPin.code, text: refuse.wrongIdentityPin.text }]),
  };
  if (input.token.length > TOKEN_MAX_LENGTH) return refused;
  const scope = `terminalarm:bestaetigen:${hashIdentifier(pepper, input.token)}`;
  return db.transaction((tx) =>
    once(tx, scope, input.idempotencyKey, requestHash(input.token, input.pin), async () => {
      const [row] = await tx.query<ConfirmRow>(
        `SELECT id, code, pin_hash, pin_versuche, radius_km,
                bestaetigt_am IS NOT NULL AS bestaetigt, beendet_am IS NOT NULL AS beendet,
                pin_laeuft_ab_am <= now() AS pin_abgelaufen,
                to_char(laeuft_ab_am AT TIME ZONE $2, 'YYYY-MM-DD') AS laeuft_bis
           FROM terminalarme WHERE token_hash = $1 FOR UPDATE`,
        [hashKey(input.token), SERVICE_TIME_ZONE],
      );
      if (row && row.beendet && !row.bestaetigt) throw refuseAlert.ended();
      if (
        !row ||
        row.bestaetigt ||
        row.pin_abgelaufen ||
        row.pin_versuche >= MAX_IDENTITY_PIN_ATTEMPTS
      ) {
        return refused;
      }
      if (!pinMatches(pepper, input.token, input.pin, row.pin_hash)) {
        await tx.query('UPDATE terminalarme SET pin_versuche = pin_versuche + 1 WHERE id = $1', [
          row.id,
        ]);
        return refused;
      }
      // One running alert per code: the new filters replace the old ones.
      await endAlerts(
        tx,
        'code = $1 AND id <> $2 AND bestaetigt_am IS NOT NULL',
        [row.code, row.id],
        'ersetzt',
      );
      await tx.query(`UPDATE terminalarme SET bestaetigt_am = now(), pin_hash = '' WHERE id = $1`, [
        row.id,
      ]);
      await index(tx, row.id, row.radius_km);
      return { statusCode: 200, body: { laeuftBis: row.laeuft_bis } };
    }),
  );
}
