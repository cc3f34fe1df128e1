// §3 "Fatal error report fields: time, referral code, error text, error code, reference id, called
// page, OS, browser, browser version" — composed as the body of a support mail (§2 "Fatal error
// helper", §7 "Support mail link is offered for fatal errors"). Only these fields: no PIN, no
// contact data; the called page is the path without query or hash, which may carry tokens.
import { formatCode } from '@terminservice/domain/vermittlungscode';
import { describeUserAgent } from './user-agent.ts';

export interface FatalReportInput {
  /** The Vermittlungscode of the session, if any (a §3 report field). */
  readonly code?: string | null;
  readonly errorText?: string | null;
  readonly errorCode?: string | null;
  readonly referenceId?: string | null;
}

export interface FatalReportEnvironment {
  readonly time: Date;
  /** The path of the page the error happened on. */
  readonly page: string;
  readonly userAgent: string;
}

export const FATAL_REPORT_LABELS = {
  time: 'Zeitpunkt',
  code: 'Vermittlungscode',
  errorText: 'Fehlertext',
  errorCode: 'Fehlercode',
  referenceId: 'Referenz-ID',
  page: 'Aufgerufene Seite',
  os: 'Betriebssystem',
  browser: 'Browser',
  browserVersion: 'Browser-Version',
} as const;

export const FATAL_REPORT_SUBJECT = 'Fehlerbericht Terminservice';

const NONE = '–';

/** The report as "Label: value" lines in the order of §3. */
export function composeFatalReport(
  input: FatalReportInput,
  environment: FatalReportEnvironment,
): string {
  const { os, browser, browserVersion } = describeUserAgent(environment.userAgent);
  const value = (text: string | null | undefined) => (text ? text : NONE);
  const lines: readonly (readonly [string, string])[] = [
    [FATAL_REPORT_LABELS.time, environment.time.toISOString()],
    [FATAL_REPORT_LABELS.code, input.code ? formatCode(input.code) : NONE],
    [FATAL_REPORT_LABELS.errorText, value(input.errorText)],
    [FATAL_REPORT_LABELS.errorCode, value(input.errorCode)],
    [FATAL_REPORT_LABELS.referenceId, value(input.referenceId)],
    [FATAL_REPORT_LABELS.page, value(environment.page)],
    [FATAL_REPORT_LABELS.os, os],
    [FATAL_REPORT_LABELS.browser, browser],
    [FATAL_REPORT_LABELS.browserVersion, browserVersion],
  ];
  return lines.map(([label, text]) => `${label}: ${text}`).join('\n');
}

/** A mailto: address with subject and the report as body (RFC 6068: CRLF line breaks). */
export function fatalReportMailto(address: string, body: string): string {
  const params = `subject=${encodeURIComponent(FATAL_REPORT_SUBJECT)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;
  return `mailto:${encodeURIComponent(address).replace('%40', '@')}?${params}`;
}
