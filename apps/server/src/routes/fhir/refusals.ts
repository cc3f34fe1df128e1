// The FHIR interface's own refusals (codes FH0xx; docs/fhir.md "Errors"). The practice's rules
// refuse with the services' PX codes (services/practice/refusals.ts); these are about the protocol:
// authentication, unknown paths and methods, malformed resources and search parameters.
import { ServiceError } from '../../errors.ts';
import { MAX_BODY_DEPTH } from '../../http/body-depth.ts';

function refusal(status: number, code: string, text: string, expression?: string): ServiceError {
  return new ServiceError(status, code, text, {
    items: [{ code, text, ...(expression ? { field: expression } : {}) }],
  });
}

/** A name from the request is quoted only when it is short and plain. */
function quoted(name: string): string {
  return /^[A-Za-z0-9_:.-]{1,40}$/.test(name) ? ` „${name}“` : '';
}

const BAD_TOKEN_TEXTS = {
  expired: 'Das Token Ihrer Praxis ist abgelaufen. Bitte lassen Sie ein neues ausstellen.',
  invalid:
    'Das Token ist ungültig. Bitte verwenden Sie das Token, das für Ihre Praxis ausgestellt wurde.',
  withdrawn: 'Das Token Ihrer Praxis wurde widerrufen. Bitte lassen Sie ein neues ausstellen.',
} as const;

export const refuseFhir = {
  noToken: () =>
    new ServiceError(
      401,
      'FH001',
      'Bitte melden Sie sich mit dem Token Ihrer Praxis an (Authorization: Bearer …).',
      { headers: { 'www-authenticate': 'Bearer realm="terminservice"' } },
    ),
  badToken: (reason: 'expired' | 'invalid' | 'withdrawn') =>
    new ServiceError(401, 'FH002', BAD_TOKEN_TEXTS[reason], {
      headers: { 'www-authenticate': 'Bearer realm="terminservice", error="invalid_token"' },
    }),
  notPracticeToken: () =>
    refusal(
      403,
      'FH003',
      'Die FHIR-Schnittstelle ist nur für Praxen: Bitte verwenden Sie ein Praxis-Token (SURGERY).',
    ),
  unknownType: () =>
    refusal(404, 'FH004', 'Diesen Ressourcentyp bietet die Schnittstelle nicht an.'),
  notFound: () => refusal(404, 'FH005', 'Die Ressource wurde nicht gefunden.'),
  methodNotAllowed: () =>
    refusal(405, 'FH006', 'Diese Operation bietet die Schnittstelle für diese Ressource nicht an.'),
  invalid: (text: string, expression?: string) => refusal(400, 'FH007', text, expression),
  invalidItems: (items: readonly { text: string; field?: string }[]) =>
    new ServiceError(400, 'FH007', items[0]?.text ?? 'Die Ressource ist ungültig.', {
      items: items.map((i) => ({ code: 'FH007', ...i })),
    }),
  unknownSearchParameter: (name: string) =>
    refusal(
      400,
      'FH008',
      `Unbekannter Suchparameter${quoted(name)}. Die unterstützten Parameter nennt /metadata.`,
    ),
  badSearchValue: (name: string, text: string) =>
    refusal(400, 'FH009', `Suchparameter${quoted(name)}: ${text}`),
  idMismatch: (resourceType: string) =>
    refusal(
      400,
      'FH010',
      'Die ID in der Ressource passt nicht zur ID in der Adresse.',
      `${resourceType}.id`,
    ),
  wrongResourceType: (expected: string) =>
    refusal(400, 'FH011', `Erwartet wird eine Ressource vom Typ ${expected}.`, 'resourceType'),
  malformed: (format: 'json' | 'xml' = 'json') =>
    refusal(
      400,
      'FH012',
      format === 'xml'
        ? 'Der Inhalt der Anfrage ist kein gültiges FHIR-XML.'
        : 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    ),
  unsupportedMediaType: () =>
    refusal(
      415,
      'FH013',
      'Bitte senden Sie den Inhalt als application/fhir+json oder application/fhir+xml (auch application/json, application/xml).',
    ),
  tooLarge: () =>
    refusal(
      413,
      'FH014',
      'Die Anfrage ist zu groß. Bitte teilen Sie sie in kleinere Anfragen auf.',
    ),
  notAcceptable: () =>
    refusal(
      406,
      'FH015',
      'Die Schnittstelle antwortet in JSON (application/fhir+json) oder XML (application/fhir+xml).',
    ),
  readOnly: (expression: string, text: string) => refusal(422, 'FH016', text, expression),
  cannotReactivate: () =>
    refusal(
      409,
      'FH017',
      'Ein deaktiviertes Terminprofil kann nicht wieder aktiviert werden. Bitte legen Sie ein neues an.',
      'Schedule.active',
    ),
  ambiguousTime: (expression: string) =>
    refusal(
      422,
      'FH018',
      'Diese Uhrzeit gibt es am Tag der Zeitumstellung zweimal. Bitte wählen Sie eine andere Uhrzeit.',
      expression,
    ),
  transactionOnly: () =>
    refusal(
      422,
      'FH019',
      'Eine Transaktion kann nur neue Termine enthalten (Einträge „POST Slot“).',
      'Bundle.entry',
    ),
  bundleType: () =>
    refusal(
      422,
      'FH020',
      'Die Schnittstelle nimmt nur Bundles vom Typ „transaction“ oder „batch“ an.',
      'Bundle.type',
    ),
  batchType: () =>
    refusal(422, 'FH027', 'Slot/batch nimmt nur Bundles vom Typ „batch“ an.', 'Bundle.type'),
  batchMixed: () =>
    refusal(
      422,
      'FH028',
      'Ein Batch enthält entweder nur neue Termine (POST Slot) oder nur Löschungen (DELETE Slot/<id>). Bitte senden Sie beides in getrennten Batches.',
      'Bundle.entry',
    ),
  /** Issue #24 part 3: the open feed, with no KV region switched on (OPEN_SLOT_FEED_KVS). */
  feedOff: () =>
    refusal(
      404,
      'FH029',
      'Der offene Terminfeed ist nicht eingeschaltet: keine KV-Region veröffentlicht ihre freien Termine.',
    ),
  bsnrMismatch: (expression: string) =>
    refusal(
      422,
      'FH021',
      'Die Betriebsstättennummer passt nicht zur Praxis des Tokens.',
      expression,
    ),
  tooManyRequests: (retryAfterSeconds: number) =>
    new ServiceError(429, 'FH024', 'Zu viele Anfragen. Bitte versuchen Sie es gleich erneut.', {
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
  patchUnsupported: () =>
    refusal(
      422,
      'FH022',
      'Dieser Patch wird nicht unterstützt: Erlaubt sind „add“, „replace“ und „test“ auf Elemente der Ressource.',
    ),
  /** DTDs and entities are never read: nothing is expanded or fetched (docs/fhir.md "Formats"). */
  xmlEntities: () =>
    refusal(
      400,
      'FH025',
      'Das XML-Dokument enthält eine DTD oder Entitäten; beides ist nicht erlaubt.',
    ),
  /** Nested deeper than MAX_BODY_DEPTH (http/body-depth.ts), JSON or XML. */
  tooDeep: () =>
    refusal(
      400,
      'FH026',
      `Der Inhalt der Anfrage ist zu tief verschachtelt (höchstens ${MAX_BODY_DEPTH} Ebenen).`,
    ),
} as const;
