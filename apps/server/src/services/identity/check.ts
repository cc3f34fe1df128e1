// The identity check of the no-code flow (§2 "Identitätsprüfung", §4 "No-code flow", "Identity
// check"): a 6-digit PIN by SMS or e-mail, stored only as a keyed hash, valid for a short time,
// a few wrong entries allowed; the right PIN yields a Vermittlungscode for the specialty.
import { FEATURE_TOGGLES } from '@terminservice/domain/api';
import { isReferralFree } from '@terminservice/domain/leistungsmerkmal';
import {
  IDENTITY_PIN_LENGTH,
  IDENTITY_PIN_VALIDITY_MS,
  MAX_IDENTITY_PIN_ATTEMPTS,
  MAX_IDENTITY_PIN_REQUESTS_PER_HOUR,
} from '@terminservice/domain/limits';
import type { Locale } from '@terminservice/domain/locale';
import { DEFAULT_URGENCY } from '@terminservice/domain/search';
import { emailLimitKey, receiverLimitKey, withPhonePrefix } from '@terminservice/domain/validation';
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import { errorBody } from '../../errors.ts';
import { generatePin, hashIdentifier, hashPin, pinMatches } from '../../security/pins.ts';
import {
  hit,
  perHour,
  pinCooldown,
  resendCooldown,
  type Limit,
} from '../../security/rate-limit.ts';
import { issueCode, kvOfPostcode } from '../codes/index.ts';
import { once, requestHash, type StoredAnswer } from '../kernel/idempotency.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { messageLanguage } from '../messages/language.ts';
import { refuse } from '../kernel/refusals.ts';

export type IdentityChannel = 'sms' | 'email';

/** PIN requests per client address (many receivers from one address is a flood). */
export const PIN_REQUEST_IP_LIMIT = perHour('identity:request:ip', 20);
/** PIN checks per client address, across tokens. */
export const PIN_VERIFY_IP_LIMIT: Limit = {
  name: 'identity:verify:ip',
  max: 30,
  windowSeconds: 600,
};
/** §9 "PIN resend cooldown 60 s", per receiver. */
const RESEND_COOLDOWN = pinCooldown('identity:cooldown');
const RECEIVER_LIMIT = perHour('identity:receiver', MAX_IDENTITY_PIN_REQUESTS_PER_HOUR);

const TOKEN_BYTES = 32;
const TOKEN_MAX_LENGTH = 128;
const PIN_PATTERN = new RegExp(`^[0-9]{${IDENTITY_PIN_LENGTH}}$`);
const VALIDITY_MINUTES = IDENTITY_PIN_VALIDITY_MS / 60_000;

/** §8 identity PIN WP059: wrong, expired, spent or unknown — never which. */
const PIN_INVALID = { code: refuse.wrongIdentityPin.code, text: refuse.wrongIdentityPin.text };

/** §4: the SMS identity check is enabled by a feature toggle; absent means off. */
export async function isSmsCheckEnabled(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ wert: string }>(
    'SELECT wert FROM feature_toggles WHERE schluessel = $1',
    [FEATURE_TOGGLES.smsIdentitaetspruefung],
  );
  return row?.wert === 'true';
}

/** The receiver as compared: an e-mail lower-cased, a phone number in +49… form. */
export function normaliseReceiver(channel: IdentityChannel, receiver: string): string {
  return channel === 'email' ? receiver.trim().toLowerCase() : withPhonePrefix(receiver);
}

/**
 * The hashed key that a receiver's PIN cooldown and allowance count: its mailbox or line, so
 * `anna+1@…` and `anna+2@…` share one allowance (domain receiverLimitKey, issue #26 finding 4.2).
 */
export function receiverCounterKey(pepper: string, channel: IdentityChannel, receiver: string) {
  return hashIdentifier(pepper, `${channel}:${receiverLimitKey(channel, receiver)}`);
}

/**
 * §8 WP061: the address already has an active booking (or a pending video reservation) for the
 * specialty, by the code's Leistungsmerkmal or the booked ones. Compared by mailbox (the domain's
 * emailLimitKey, the SQL function `postfach` of migration 0023): a `+tag` is the same address.
 */
export async function hasActiveBookingFor(
  db: Queryable,
  email: string,
  leistungsmerkmal: string,
): Promise<boolean> {
  const [row] = await db.query<{ aktiv: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM buchungen b
         JOIN slots s ON s.id = b.slot_id
         JOIN vermittlungscodes v ON v.code = b.code
        WHERE b.storniert_am IS NULL AND s.ende > now()
          AND postfach(b.kontakt ->> 'notificationReceiver') = $1
          AND (v.leistungsmerkmal = $2 OR $2 = ANY (b.leistungsmerkmale))
     ) OR EXISTS (
       SELECT 1 FROM reservierungen r
         JOIN vermittlungscodes v ON v.code = r.code
        WHERE r.status = 'RESERVIERT' AND r.laeuft_ab_am > now() AND postfach(r.email) = $1
          AND (v.leistungsmerkmal = $2 OR $2 = ANY (r.leistungsmerkmale))
     ) AS aktiv`,
    [emailLimitKey(email), leistungsmerkmal],
  );
  return row?.aktiv ?? false;
}

// The PIN is the first number in each text, so that it is easy to find (and to read aloud). In the
// language of the patient's request (issue #23 part 1, ADR 37).
function pinMessage(channel: IdentityChannel, pin: string, locale: Locale) {
  const lang = messageLanguage(locale);
  const minutes = VALIDITY_MINUTES;
  if (channel === 'sms') {
    return { subject: '', text: lang.t('identityPinSms', { pin, minutes }) };
  }
  return {
    subject: lang.t('identityPinSubject'),
    text: [
      lang.t('greeting'),
      '',
      lang.t('pinIs', { pin }),
      '',
      lang.t('identityPinEnter', { minutes }),
      '',
      lang.t('identityPinNotYou'),
      '',
      lang.t('signature'),
    ].join('\n'),
  };
}

export interface PinRequest {
  readonly channel: IdentityChannel;
  /** Phone number (as sent, with +49) or e-mail address. */
  readonly receiver: string;
  readonly plz: string;
  readonly leistungsmerkmal: string;
  readonly idempotencyKey: string | null;
  /** Hashed client address: the scope of the idempotency key. */
  readonly clientKey: string;
  /** The language of the PIN message (issue #23 part 1): WEB's Accept-Language, else 'de'. */
  readonly locale: Locale;
}

/**
 * §7 "SMS identification" / "e-mail identification" → { token }. Postcode (WP030) and specialty
 * (WP067) first, WP061 for e-mail; then, per receiver, the 60 s cooldown (429) and the hourly
 * allowance (WP063 with the catalogue text, 429). The check row and its message are written in one
 * transaction; the counters roll back with a refused request, so only sent PINs count.
 */
export async function requestPin(db: Db, pepper: string, input: PinRequest): Promise<StoredAnswer> {
  if ((await kvOfPostcode(db, input.plz)) === null) throw refuse.unknownPostcode();
  if (!isReferralFree(input.leistungsmerkmal)) throw refuse.unknownSpecialty();
  const receiver = normaliseReceiver(input.channel, input.receiver);
  // E-mail goes to the address as typed; it is compared lower-cased and counted by its mailbox.
  const to = input.channel === 'email' ? input.receiver.trim() : receiver;
  if (
    input.channel === 'email' &&
    (await hasActiveBookingFor(db, receiver, input.leistungsmerkmal))
  ) {
    throw refuse.receiverHasBooking();
  }
  const receiverHash = receiverCounterKey(pepper, input.channel, input.receiver);
  const hash = requestHash(input.channel, receiver, input.plz, input.leistungsmerkmal);

  return db.transaction((tx) =>
    once(tx, `identitaet:${input.clientKey}`, input.idempotencyKey, hash, async () => {
      const cooldown = await hit(tx, RESEND_COOLDOWN, receiverHash);
      if (!cooldown.allowed) throw resendCooldown(cooldown.retryAfterSeconds);
      const hourly = await hit(tx, RECEIVER_LIMIT, receiverHash);
      if (!hourly.allowed) {
        throw refuse.tooManyPins(hourly.retryAfterSeconds);
      }
      // A resend replaces the receiver's earlier PINs: only the newest one is valid.
      await tx.query(
        `UPDATE identitaetspruefungen SET laeuft_ab_am = now()
          WHERE empfaenger_hash = $1 AND bestaetigt_am IS NULL AND laeuft_ab_am > now()`,
        [receiverHash],
      );
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const pin = generatePin(IDENTITY_PIN_LENGTH);
      await tx.query(
        `INSERT INTO identitaetspruefungen
           (token, kanal, empfaenger_hash, plz, leistungsmerkmal, pin_hash, laeuft_ab_am,
            nachrichtensprache)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), $8)`,
        [
          token,
          input.channel,
          receiverHash,
          input.plz,
          input.leistungsmerkmal,
          hashPin(pepper, token, pin),
          IDENTITY_PIN_VALIDITY_MS / 1000,
          input.locale,
        ],
      );
      await enqueueMessage(tx, {
        channel: input.channel,
        to,
        ...pinMessage(input.channel, pin, input.locale),
      });
      return { statusCode: 200, body: { token } };
    }),
  );
}

interface CheckRow {
  readonly kanal: IdentityChannel;
  readonly plz: string;
  readonly leistungsmerkmal: string;
  readonly pin_hash: string;
  readonly versuche: number;
  readonly bestaetigt: boolean;
  readonly abgelaufen: boolean;
}

/**
 * §7 "verify identification" {token, pin} → { vermittlungscode, plz, leistungsmerkmal }, once.
 * A PIN that is not 6 digits (dash removed) is WP003. Unknown token, expired, already used, spent
 * by 5 wrong entries, or wrong → WP059; a wrong entry is counted even though the answer is an
 * error (the answer is returned, not thrown, so the count commits).
 */
export async function verifyPin(
  db: Db,
  pepper: string,
  input: { token: string; pin: string; idempotencyKey: string | null },
): Promise<StoredAnswer> {
  if (!PIN_PATTERN.test(input.pin)) {
    throw refuse.malformedPin();
  }
  const refused: StoredAnswer = { statusCode: 400, body: errorBody([PIN_INVALID]) };
  if (input.token.length > TOKEN_MAX_LENGTH) return refused;

  return db.transaction((tx) =>
    once(
      tx,
      `identitaet:pruefung:${hashIdentifier(pepper, input.token)}`,
      input.idempotencyKey,
      requestHash(input.token, input.pin),
      async () => {
        const [row] = await tx.query<CheckRow>(
          `SELECT kanal, plz, leistungsmerkmal, pin_hash, versuche,
                  bestaetigt_am IS NOT NULL AS bestaetigt, laeuft_ab_am <= now() AS abgelaufen
             FROM identitaetspruefungen WHERE token = $1 FOR UPDATE`,
          [input.token],
        );
        if (!row || row.bestaetigt || row.abgelaufen || row.versuche >= MAX_IDENTITY_PIN_ATTEMPTS) {
          return refused;
        }
        if (!pinMatches(pepper, input.token, input.pin, row.pin_hash)) {
          await tx.query(
            'UPDATE identitaetspruefungen SET versuche = versuche + 1 WHERE token = $1',
            [input.token],
          );
          return refused;
        }
        const vermittlungscode = await issueCode(tx, {
          leistungsmerkmal: row.leistungsmerkmal,
          dringlichkeit: DEFAULT_URGENCY,
          ausgestelltVon: `identitaetspruefung:${row.kanal}`,
        });
        await tx.query(
          `UPDATE identitaetspruefungen SET bestaetigt_am = now(), vermittlungscode = $2
            WHERE token = $1`,
          [input.token, vermittlungscode],
        );
        return {
          statusCode: 200,
          body: { vermittlungscode, plz: row.plz, leistungsmerkmal: row.leistungsmerkmal },
        };
      },
    ),
  );
}
