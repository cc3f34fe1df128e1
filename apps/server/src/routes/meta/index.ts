// version, featuretoggles/abrufen and status (§7): what every app calls at start and while open.
import { APPLICATION_TYPE_HEADER, FEATURE_TOGGLES } from '@terminservice/domain/api';
import { HEADER_VALUE_OF } from '@terminservice/domain/application-type';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import type { RouteDeps } from '../deps.ts';

/** The API version reported by `version`; the apps read only its application-type header. */
export const API_VERSION = '4.0.0';

function isOn(value: string): boolean {
  return ['true', '1', 'on', 'ja'].includes(value.trim().toLowerCase());
}

export async function metaRoutes(api: FastifyInstance, { db, registry }: RouteDeps): Promise<void> {
  // §4 "Application type: from the version header" — the verified type of this request.
  defineCall(
    api,
    registry,
    'version',
    {
      summary: 'API-Version und Anwendungstyp',
      access: 'public',
      successHeaders: { [APPLICATION_TYPE_HEADER]: 'ApplicationType' },
      description: `Plain text, the API version. The response header ${APPLICATION_TYPE_HEADER} names the verified application type of the request (from a staff or practice token, or a SMED pseudonym; otherwise WEB).`,
    },
    async ({ request, reply }) => {
      reply.header(APPLICATION_TYPE_HEADER, HEADER_VALUE_OF[request.applicationType]);
      return reply.type('text/plain; charset=utf-8').send(API_VERSION);
    },
  );

  // §7 "feature toggles": a list of key/value items (the apps turn it into a map). Stored as
  // text so operators can set them with SQL; answered as booleans (FeatureToggle in the domain).
  defineCall(
    api,
    registry,
    'featureToggles',
    {
      summary: 'Feature-Toggles',
      example: [{ key: FEATURE_TOGGLES.smsIdentitaetspruefung, value: true }],
    },
    async () => {
      const rows = await db.query<{ schluessel: string; wert: string }>(
        'SELECT schluessel, wert FROM feature_toggles ORDER BY schluessel',
      );
      return rows.map((row) => ({ key: row.schluessel, value: isOn(row.wert) }));
    },
  );

  // §2/§4 notification banner: the active status message, polled every 30 s; empty when none.
  defineCall(
    api,
    registry,
    'status',
    {
      summary: 'Statusmeldung für das Hinweisbanner',
      access: 'public',
      description: 'The active status message; an empty status when there is none.',
      example: { status: '' },
    },
    async () => {
      const [row] = await db.query<{ text: string }>(
        `SELECT text FROM statusmeldungen
          WHERE aktiv_ab <= now() AND (aktiv_bis IS NULL OR aktiv_bis > now())
          ORDER BY aktiv_ab DESC LIMIT 1`,
      );
      return { status: row?.text ?? '' };
    },
  );
}
