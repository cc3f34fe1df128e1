// The dev API (demo mode only, registered by app.ts under /dev/api; absent, so 404, in production):
// what the dev module and the end-to-end tests need to walk every flow without a phone, a mailbox
// or an operator.
//   GET  /dev/api/status                                      → { demo: true }
//   POST /dev/api/codes  { leistungsmerkmal, dringlichkeit? }  → { code }
//   GET  /dev/api/outbox[?to=…]                              → { messages: [...] } newest first
//   POST /dev/api/tokens { applicationType, subject?, hours?, expired? } → { token }
// A KV token's subject is a KV number or '*' (the default: every KV, for the statistics view).
// For SMED the "token" is the pseudonym of a practice that has one (the SMED app sends it as
// smedEinrichtungspseudonym); 404 when no practice has a pseudonym. `expired: true` issues a token
// that ran out a minute ago, to see the WP005 'JWT abgelaufen' refusal (§8) without waiting.
//   PUT  /dev/api/feature-toggles/{key} { value }              → { key, value }
// Sets a feature toggle of §7 (e.g. tss_reservierungsabschluss) the way an operator would with SQL;
// it holds for every app on this server until set again.
import { FEATURE_TOGGLES } from '@terminservice/domain/api';
import { URGENCIES, DEFAULT_URGENCY } from '@terminservice/domain/search';
import { INVALID_INPUT_MESSAGE } from '@terminservice/domain/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { issueToken, subjectFits, TOKEN_SUBJECT_PATTERN, TOKEN_TYPES } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { INVALID_INPUT, invalidInput, ServiceError } from '../../errors.ts';
import { validate } from '../../http/define-call.ts';
import { issueCode } from '../../services/codes/index.ts';

export const DEV_API_PREFIX = '/dev/api';

/** Messages the outbox listing shows at most. */
export const DEV_OUTBOX_LIMIT = 50;
const DEFAULT_TOKEN_HOURS = 8;
const MAX_TOKEN_HOURS = 24 * 30;

const codeBody = v.object(
  {
    leistungsmerkmal: v.pipe(
      v.string(INVALID_INPUT_MESSAGE),
      v.trim(),
      v.toUpperCase(),
      v.regex(
        /^[A-Z][0-9]{3}$/,
        'Ein Leistungsmerkmal besteht aus einem Buchstaben und drei Ziffern.',
      ),
    ),
    dringlichkeit: v.optional(v.picklist(URGENCIES, INVALID_INPUT_MESSAGE), DEFAULT_URGENCY),
  },
  INVALID_INPUT_MESSAGE,
);

const outboxQuery = v.object(
  { to: v.optional(v.pipe(v.string(INVALID_INPUT_MESSAGE), v.trim(), v.maxLength(200))) },
  INVALID_INPUT_MESSAGE,
);

const tokenBody = v.object(
  {
    applicationType: v.picklist([...TOKEN_TYPES, 'SMED'], INVALID_INPUT_MESSAGE),
    subject: v.optional(
      v.pipe(
        v.string(INVALID_INPUT_MESSAGE),
        v.trim(),
        v.regex(TOKEN_SUBJECT_PATTERN, INVALID_INPUT_MESSAGE),
      ),
    ),
    hours: v.optional(
      v.pipe(
        v.number(INVALID_INPUT_MESSAGE),
        v.integer(),
        v.minValue(1),
        v.maxValue(MAX_TOKEN_HOURS),
      ),
      DEFAULT_TOKEN_HOURS,
    ),
    expired: v.optional(v.boolean(INVALID_INPUT_MESSAGE), false),
  },
  INVALID_INPUT_MESSAGE,
);

const toggleParams = v.object(
  { key: v.picklist(Object.values(FEATURE_TOGGLES), 'Unbekannter Feature-Toggle.') },
  INVALID_INPUT_MESSAGE,
);
const toggleBody = v.object({ value: v.boolean(INVALID_INPUT_MESSAGE) }, INVALID_INPUT_MESSAGE);

interface OutboxRow {
  readonly kanal: 'sms' | 'email';
  readonly empfaenger: string;
  readonly betreff: string;
  readonly text: string;
  readonly versendet_am: Date | string | null;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export async function devRoutes(
  dev: FastifyInstance,
  deps: { readonly db: Db; readonly jwtSecret: string },
): Promise<void> {
  const { db, jwtSecret } = deps;

  // How the dev module learns that it is in demo mode: this answers only when the dev API exists.
  dev.get('/status', async () => ({ demo: true }));

  dev.post('/codes', async (request) => {
    const body = validate(codeBody, request.body ?? {}, 'body');
    const code = await issueCode(db, {
      leistungsmerkmal: body.leistungsmerkmal,
      dringlichkeit: body.dringlichkeit,
      ausgestelltVon: 'dev',
    });
    return { code };
  });

  // sentAt is null while the delivery worker has not handled the message yet.
  dev.get('/outbox', async (request) => {
    const query = validate(outboxQuery, request.query ?? {}, 'query');
    const rows = await db.query<OutboxRow>(
      `SELECT kanal, empfaenger, betreff, text, versendet_am FROM outbox
        WHERE ($1::text IS NULL OR lower(empfaenger) = lower($1::text))
        ORDER BY id DESC LIMIT $2`,
      [query.to ?? null, DEV_OUTBOX_LIMIT],
    );
    return {
      messages: rows.map((row) => ({
        channel: row.kanal,
        to: row.empfaenger,
        subject: row.betreff,
        text: row.text,
        sentAt: iso(row.versendet_am),
      })),
    };
  });

  dev.post('/tokens', async (request) => {
    const body = validate(tokenBody, request.body ?? {}, 'body');
    if (body.applicationType === 'SMED') {
      const [row] = await db.query<{ smed_pseudonym: string }>(
        `SELECT smed_pseudonym FROM praxen
          WHERE smed_pseudonym IS NOT NULL AND NOT entfernt ORDER BY id LIMIT 1`,
      );
      if (!row) {
        throw new ServiceError(404, 'NOT_FOUND', 'Keine Praxis mit SMED-Pseudonym vorhanden.');
      }
      return { token: row.smed_pseudonym };
    }
    // A KV token without a subject is the KBV's ('*': every KV), so the demo shows every region.
    const subject =
      body.subject ??
      (body.applicationType === 'KV' ? '*' : `dev-${body.applicationType.toLowerCase()}`);
    if (!subjectFits(body.applicationType, subject)) {
      throw invalidInput([{ ...INVALID_INPUT, field: 'body.subject' }]);
    }
    const token = await issueToken(
      jwtSecret,
      { applicationType: body.applicationType, subject },
      body.hours * 3600,
      body.expired ? new Date(Date.now() - (body.hours * 3600 + 60) * 1000) : new Date(),
    );
    return { token };
  });

  // Stored as text like the operator's SQL would (routes/meta answers it as a boolean).
  dev.put('/feature-toggles/:key', async (request) => {
    const { key } = validate(toggleParams, request.params ?? {}, 'query');
    const { value } = validate(toggleBody, request.body ?? {}, 'body');
    await db.query(
      `INSERT INTO feature_toggles (schluessel, wert) VALUES ($1, $2)
       ON CONFLICT (schluessel) DO UPDATE SET wert = EXCLUDED.wert`,
      [key, String(value)],
    );
    return { key, value };
  });
}
