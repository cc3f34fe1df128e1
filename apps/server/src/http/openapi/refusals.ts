// The refusals of one operation, for its OpenAPI answers (issue #26 part 1): those the route
// declares (entries of the refusal tables, with the status, code and text the server sends) and
// those every call can get from the plugins and the error handler. Per status the answer lists each
// code with its text, and its schema names the codes: the suite checks every refusal it receives
// against that (test/contract.ts), so a route that answers a code it does not declare fails a test.
import { INVALID_INPUT, type RefusalInfo } from '../../errors.ts';
import { API_BODY_LIMIT_BYTES } from '../body-depth.ts';
import type { Entry } from './operation.ts';

/** A refusal as the document describes it; `when` says what causes it where the text does not. */
export interface DocumentedRefusal extends RefusalInfo {
  readonly when?: string;
}

const invalidInput = (status: number, when: string): DocumentedRefusal => ({
  status,
  ...INVALID_INPUT,
  when,
});

/** What every operation can answer besides its own refusals (plugins and the error handler). */
const COMMON: readonly DocumentedRefusal[] = [
  invalidInput(400, 'das Feld steht in errors[].field'),
  {
    status: 401,
    code: 'WP005',
    text: 'JWT ungültig',
    when: 'oder abgelaufen oder widerrufen; ein mitgesendetes Token wird immer geprüft',
  },
  { status: 429, code: 'RATE_LIMIT', text: 'zu viele Anfragen', when: 'Retry-After' },
  {
    status: 500,
    code: 'WP001',
    text: 'interner Fehler, ohne Einzelheiten',
    when: 'die referenceId findet ihn im Log',
  },
  { status: 503, code: 'OVERLOADED', text: 'überlastet', when: 'Retry-After' },
  { status: 503, code: 'UNAVAILABLE', text: 'Datenbank nicht erreichbar', when: 'Retry-After' },
];

/** Refusals of the body parser, for calls that carry a body. */
const BODY: readonly DocumentedRefusal[] = [
  invalidInput(413, `Inhalt größer als ${API_BODY_LIMIT_BYTES / 1024} KiB`),
  invalidInput(415, 'Inhalt nicht application/json'),
];

/** A repeat with the same Idempotency-Key and another body (services/idempotency.ts). */
const KEY_REUSED: DocumentedRefusal = {
  status: 422,
  code: 'IDEMPOTENCY_KEY_REUSED',
  text: 'derselbe Idempotency-Key mit anderem Inhalt',
};

/** The operation's refusals by status, ascending; each (code, text) once. */
export function refusalsByStatus({ call, spec }: Entry): Map<number, DocumentedRefusal[]> {
  const all: DocumentedRefusal[] = [
    ...(spec.refusals ?? []),
    ...COMMON,
    ...(spec.idempotent ? [KEY_REUSED] : []),
    ...(call.method === 'GET' ? [] : BODY),
  ];
  const byStatus = new Map<number, DocumentedRefusal[]>();
  for (const refusal of [...all].sort((a, b) => a.status - b.status)) {
    const list = byStatus.get(refusal.status) ?? [];
    const seen = list.some((r) => r.code === refusal.code && r.text === refusal.text);
    if (!seen) byStatus.set(refusal.status, [...list, refusal]);
  }
  return byStatus;
}

/** One answer's description: each refusal as "CODE text (when)", several as a Markdown list. */
export function describeRefusals(refusals: readonly DocumentedRefusal[]): string {
  const lines = refusals.map((r) => `${r.code} ${r.text}${r.when ? ` (${r.when})` : ''}`);
  return lines.length === 1 ? lines[0]! : lines.map((line) => `- ${line}`).join('\n');
}

/** The error shape of §3 with the codes this answer can carry (each item's code is one of them). */
export function refusalSchema(refusals: readonly DocumentedRefusal[]): Record<string, unknown> {
  const codes = [...new Set(refusals.map((r) => r.code))];
  return {
    allOf: [
      { $ref: '#/components/schemas/Error' },
      { properties: { errors: { items: { properties: { code: { enum: codes } } } } } },
    ],
  };
}
