// Every refusal of the FHIR interface is an OperationOutcome (docs/fhir.md "Errors"): the German
// text in details.text and diagnostics, the Terminservice's error code as a coding, the element in
// expression. The services' refusals (ServiceError with PX… codes) are turned into the same shape.
import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { ErrorItem } from '../../errors.ts';
import { CODE_SYSTEM } from './naming.ts';

type IssueCode = OperationOutcomeIssue['code'];

/** The issue type for an HTTP status (FHIR R4 issue-type value set). */
export function issueCodeFor(status: number): IssueCode {
  const codes: Record<number, IssueCode> = {
    400: 'invalid',
    401: 'login',
    403: 'forbidden',
    404: 'not-found',
    405: 'not-supported',
    406: 'not-supported',
    409: 'conflict',
    413: 'too-costly',
    415: 'not-supported',
    422: 'business-rule',
    429: 'throttled',
    503: 'transient',
  };
  return codes[status] ?? (status >= 500 ? 'exception' : 'invalid');
}

/**
 * The desk's field names in the services' refusals (services/practice/refusals.ts) as FHIRPath
 * expressions of the resource the interface received.
 */
const FIELD_EXPRESSIONS: Readonly<Record<string, string>> = {
  'body.beginn': 'Slot.start',
  'body.profilId': 'Slot.schedule',
  'body.leistungsmerkmale': 'Schedule.specialty',
  'body.grund': 'Appointment.cancelationReason',
  body: 'Bundle.entry',
};

function expressionOf(field: string | undefined): string[] | undefined {
  if (!field) return undefined;
  if (/^(body|query|header|path)\b/.test(field)) {
    const mapped = FIELD_EXPRESSIONS[field];
    return mapped ? [mapped] : undefined;
  }
  return [field];
}

export function operationOutcome(status: number, items: readonly ErrorItem[]): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: items.map((item) => {
      const expression = expressionOf(item.field);
      return {
        severity: 'error',
        code: issueCodeFor(status),
        details: {
          coding: [{ system: CODE_SYSTEM.fehlercode, code: item.code }],
          text: item.text,
        },
        diagnostics: item.text,
        ...(expression ? { expression } : {}),
      };
    }),
  };
}
