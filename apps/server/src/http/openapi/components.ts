// The shared parts of the OpenAPI document: the two ways to authenticate (§6, §7), the
// Idempotency-Key header and the error shape of §3 "Server error".
import { LOCALES } from '@terminservice/domain/locale';
import {
  APPLICATION_TYPE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
} from '@terminservice/domain/api';
import type { JsonSchema } from './json-schema.ts';

/** The characters services/kernel/idempotency.ts accepts in a key: printable ASCII, 1 to 128. */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]{1,128}$';

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['errors', 'referenceId'],
  additionalProperties: false,
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['code', 'text'],
        additionalProperties: false,
        properties: {
          code: { type: 'string', examples: ['WP042'] },
          text: { type: 'string' },
          field: {
            type: 'string',
            description: 'Feld einer Eingabe, die nicht den Regeln entspricht (z. B. body.plz)',
          },
        },
      },
    },
    referenceId: { type: 'string', format: 'uuid' },
  },
  examples: [
    {
      errors: [{ code: 'WP042', text: 'Ungültiger Vermittlungscode' }],
      referenceId: '0b6f6c2e-8d0c-4d43-9b8e-2f6a3c1e5d7a',
    },
  ],
};

export const COMPONENTS: JsonSchema = {
  securitySchemes: {
    code: {
      type: 'http',
      scheme: 'basic',
      description: 'Leerer Benutzername, der Vermittlungscode als Passwort.',
    },
    token: {
      type: 'apiKey',
      in: 'header',
      name: IDENTIFICATION_TOKEN_HEADER,
      description: `Token für TSS, DISPO und Praxen (JWT). Ein ungültiges oder abgelaufenes Token wird bei jeder Operation mit 401 WP005 abgelehnt. Die Antwort von version nennt den Typ in ${APPLICATION_TYPE_HEADER}.`,
    },
  },
  parameters: {
    IdempotencyKey: {
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description:
        'Beliebiger Schlüssel je Vorgang (z. B. eine UUID). Eine Wiederholung mit demselben Schlüssel und demselben Inhalt liefert die gespeicherte Antwort, ohne erneut zu buchen; mit anderem Inhalt 422 IDEMPOTENCY_KEY_REUSED; ein ungültiger Schlüssel 400.',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN },
      example: '3f2c1d9e-7b4a-4c2e-9f10-5a6b7c8d9e0f',
    },
    AcceptLanguage: {
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description: `Die Sprache der E-Mails, SMS und Kalenderdatei an Patientinnen und Patienten (${LOCALES.join(', ')}), gespeichert mit der Buchung, Reservierung, dem Terminalarm oder der Identitätsprüfung (ADR 37). Nur für WEB; andere Anwendungstypen und unbekannte Sprachen: Deutsch. Wird nie abgelehnt.`,
      schema: { type: 'string' },
      example: 'tr',
    },
  },
  headers: {
    RetryAfter: {
      description: 'Sekunden, nach denen eine neue Anfrage Aussicht auf Erfolg hat.',
      schema: { type: 'integer', minimum: 0 },
    },
    ApplicationType: {
      description:
        'Der geprüfte Anwendungstyp der Anfrage (aus dem Token eines Teams oder einer Praxis oder einem SMED-Pseudonym; sonst WEB).',
      schema: { type: 'string' },
    },
  },
  schemas: { Error: ERROR_SCHEMA },
};
