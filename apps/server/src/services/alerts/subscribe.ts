// Setting up a slot alert (issue #15 "Subscribing", "Channel"): the code and the filters are
// checked, the alert is stored unconfirmed and a PIN goes to the address through the outbox, as in
// the identity check (same PIN length, validity, attempts, cooldown and hourly allowance). Only the
// right PIN confirms it; an address that never confirms gets no message but that PIN.
import {
  ALERT_LIFETIME_DAYS,
  ALERT_MAX_PER_RECEIVER,
  type AlertSubscribeRequest,
} from '@terminservice/domain/alerts';
import { isShown, type ApplicationType } from '@terminservice/domain/application-type';
import {
  IDENTITY_PIN_LENGTH,
  IDENTITY_PIN_VALIDITY_MS,
  MAX_IDENTITY_PIN_REQUESTS_PER_HOUR,
} from '@terminservice/domain/limits';
import type { Locale } from '@terminservice/domain/locale';
import { maskEmailAddress, maskPhoneNumber } from '@terminservice/domain/masking';
import type { Db, Queryable } from '../../db/client.ts';
import { generatePin, hashPin } from '../../security/pins.ts';
import { hit, perHour, pinCooldown, resendCooldown } from '../../security/rate-limit.ts';
import { isSmsCheckEnabled, normaliseReceiver, receiverCounterKey } from '../identity/check.ts';
import { once, requestHash, type StoredAnswer } from '../kernel/idempotency.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { resolveFilters } from './filters.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import { hashKey, newKey } from './keys.ts';
import { pinMessage } from './messages.ts';
import { refuseAlert } from './refusals.ts';

/** Subscriptions per client and hour (a hotline agent's token counts as one client, ADR 15). */
export const SUBSCRIBE_LIMIT = perHour('terminalarm:anlegen', 20);
/** §9 "PIN resend cooldown 60 s", per address. */
const COOLDOWN = pinCooldown('terminalarm:cooldown');
/** PINs per address and hour, as the identity check (MAX_IDENTITY_PIN_REQUESTS_PER_HOUR). */
const RECEIVER_LIMIT = perHour('terminalarm:empfaenger', MAX_IDENTITY_PIN_REQUESTS_PER_HOUR);

export interface SubscribeInput {
  readonly code: string;
  readonly clientKey: string;
  readonly type: ApplicationType;
  readonly body: AlertSubscribeRequest;
  readonly idempotencyKey: string | null;
  /** The language of the alert's messages (issue #23 part 1): WEB's Accept-Language, else 'de'. */
  readonly locale: Locale;
}

/** The address as stored (an e-mail as typed, a phone number in +49… form) and as compared. */
function receiverOf(body: AlertSubscribeRequest): { to: string; normal: string } {
  const normal = normaliseReceiver(body.kanal, body.empfaenger);
  return { to: body.kanal === 'email' ? body.empfaenger.trim() : normal, normal };
}

/** Counts a PIN for the address: the 60 s cooldown (429) and the hourly allowance (TA006). */
async function countPin(tx: Queryable, receiverHash: string): Promise<void> {
  const cooldown = await hit(tx, COOLDOWN, receiverHash);
  if (!cooldown.allowed) throw resendCooldown(cooldown.retryAfterSeconds);
  const hourly = await hit(tx, RECEIVER_LIMIT, receiverHash);
  if (!hourly.allowed) throw refuseAlert.tooManyPins(hourly.retryAfterSeconds);
}

/**
 * POST terminalarm → { token, kanal, empfaenger (masked) }. Refusals in order: the type (TA001),
 * the code and filters (filters.ts), SMS switched off (TA005), then per address the cooldown and
 * hourly allowance (429, TA006) and the running alerts (TA007). The alert and its PIN message are
 * one transaction; a refused request counts nothing.
 */
export async function subscribe(
  db: Db,
  pepper: string,
  input: SubscribeInput,
): Promise<StoredAnswer> {
  if (!isShown('slotAlert', input.type)) throw refuseAlert.notForThisApp();
  const filters = await resolveFilters(db, input);
  const { body } = input;
  if (body.kanal === 'sms' && !(await isSmsCheckEnabled(db))) throw refuseAlert.smsOff();
  const receiver = receiverOf(body);
  // Counted (cooldown, allowance, running alerts) by mailbox or line, mailed as typed.
  const receiverHash = receiverCounterKey(pepper, body.kanal, body.empfaenger);
  const hash = requestHash(input.code, filters, body.kanal, receiver.normal);

  return db.transaction((tx) =>
    once(tx, `terminalarm:${input.clientKey}`, input.idempotencyKey, hash, async () => {
      await countPin(tx, receiverHash);
      const [running] = await tx.query<{ anzahl: number }>(
        `SELECT count(*)::int AS anzahl FROM terminalarme
          WHERE empfaenger_hash = $1 AND beendet_am IS NULL AND bestaetigt_am IS NOT NULL`,
        [receiverHash],
      );
      if ((running?.anzahl ?? 0) >= ALERT_MAX_PER_RECEIVER) throw refuseAlert.tooManyAlerts();
      const token = newKey();
      const pin = generatePin(IDENTITY_PIN_LENGTH);
      await tx.query(
        `INSERT INTO terminalarme (code, angelegt_von, kanal, empfaenger, empfaenger_hash, plz, lat,
           lon, radius_km, leistungsmerkmale, zusatzqualifikationen, tageszeiten, termintyp,
           dringlichkeit, fenster_tage, token_hash, pin_hash, pin_laeuft_ab_am, laeuft_ab_am,
           sprache, nachrichtensprache)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
           now() + make_interval(secs => $18),
           -- The alert ends after its days, or with the code's last valid day (ADR 20).
           LEAST(now() + make_interval(days => $19),
                 (($20::date + 1)::timestamp AT TIME ZONE '${SERVICE_TIME_ZONE}')), $21, $22)`,
        [
          input.code,
          input.type,
          body.kanal,
          receiver.to,
          receiverHash,
          filters.plz,
          filters.lat,
          filters.lon,
          filters.radiusKm,
          filters.leistungsmerkmale,
          filters.zusatzqualifikationen,
          filters.tageszeiten,
          filters.termintyp,
          filters.dringlichkeit,
          filters.fensterTage,
          hashKey(token),
          hashPin(pepper, token, pin),
          IDENTITY_PIN_VALIDITY_MS / 1000,
          ALERT_LIFETIME_DAYS,
          filters.codeGueltigBis,
          filters.sprache,
          input.locale,
        ],
      );
      await enqueueMessage(
        tx,
        pinMessage({
          channel: body.kanal,
          to: receiver.to,
          pin,
          byHotline: input.type !== 'WEB',
          locale: input.locale,
        }),
      );
      const masked =
        body.kanal === 'email' ? maskEmailAddress(receiver.to) : maskPhoneNumber(receiver.to);
      return { statusCode: 200, body: { token, kanal: body.kanal, empfaenger: masked } };
    }),
  );
}

interface PendingRow {
  readonly id: string;
  readonly kanal: 'sms' | 'email';
  readonly empfaenger: string;
  readonly empfaenger_hash: string;
  readonly angelegt_von: string;
  readonly nachrichtensprache: string;
  readonly bestaetigt: boolean;
  readonly beendet: boolean;
}

/**
 * POST terminalarm/pin { token }: a new PIN for an alert not yet confirmed (the old one stops
 * working), within the address's cooldown and hourly allowance. Unknown or confirmed: TA002.
 */
export async function resendPin(db: Db, pepper: string, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<PendingRow>(
      `SELECT id, kanal, empfaenger, empfaenger_hash, angelegt_von, nachrichtensprache,
              bestaetigt_am IS NOT NULL AS bestaetigt, beendet_am IS NOT NULL AS beendet
         FROM terminalarme WHERE token_hash = $1 FOR UPDATE`,
      [hashKey(token)],
    );
    if (!row || row.bestaetigt) throw refuseAlert.unknownLink();
    if (row.beendet) throw refuseAlert.ended();
    await countPin(tx, row.empfaenger_hash);
    const pin = generatePin(IDENTITY_PIN_LENGTH);
    await tx.query(
      `UPDATE terminalarme SET pin_hash = $2, pin_versuche = 0,
              pin_laeuft_ab_am = now() + make_interval(secs => $3)
        WHERE id = $1`,
      [row.id, hashPin(pepper, token, pin), IDENTITY_PIN_VALIDITY_MS / 1000],
    );
    await enqueueMessage(
      tx,
      pinMessage({
        channel: row.kanal,
        to: row.empfaenger,
        pin,
        byHotline: row.angelegt_von !== 'WEB',
        locale: row.nachrichtensprache,
      }),
    );
  });
}
