// §2 "Fatal error helper: error field and message box (title, message, optional link, optional
// 'Fehlerbericht senden' support mail link); shown for fatal errors" (§8 WP001 "fatal-info block,
// with fatal error report"). The report carries the §3 fields only.
//
// The support address is configuration of the deployment (SUPPORT_MAIL_TO, written into the page by
// the server): without one the helper shows no mail link rather than a made-up address.
import { Alert } from '@terminservice/ui/alert';
import { Link } from '@terminservice/ui/link';
import type { ReactNode } from 'react';
import {
  composeFatalReport,
  fatalReportMailto,
  type FatalReportInput,
} from '../utils/fatal-report.ts';
import { readSupportMail } from '../utils/support-mail.ts';
import { useT } from '../../i18n/index.ts';
import { FATAL_ERROR_MESSAGES } from '../texts.ts';

/** The German texts; the report itself (the mail to the support) stays German in every language. */
export const FATAL_ERROR_TEXTS = {
  sendReport: FATAL_ERROR_MESSAGES.sendReport.message,
  errorCode: 'Fehlercode',
  referenceId: 'Referenz-ID',
} as const;

export interface FatalErrorHelperProps {
  readonly title?: ReactNode;
  readonly message: ReactNode;
  /** An optional link, e.g. back to the start. */
  readonly link?: { readonly href: string; readonly label: string };
  /**
   * The support mail address; default: the one the server wrote into the page. The 'Fehlerbericht
   * senden' link shows only when there is one (null: none).
   */
  readonly supportMail?: string | null;
  /** The §3 report fields known to the page. */
  readonly report: FatalReportInput;
  /** For tests; default: now, the current path, the browser's user agent. */
  readonly now?: () => Date;
  readonly page?: string;
  readonly userAgent?: string;
}

export function FatalErrorHelper({
  title,
  message,
  link,
  supportMail = readSupportMail(),
  report,
  now = () => new Date(),
  page,
  userAgent,
}: FatalErrorHelperProps) {
  const { t } = useT();
  const info = [
    report.errorCode ? t(FATAL_ERROR_MESSAGES.errorCode, { code: report.errorCode }) : null,
    report.referenceId ? t(FATAL_ERROR_MESSAGES.referenceId, { id: report.referenceId }) : null,
  ].filter(Boolean);

  // Composed on click so that the time is the moment the user reports.
  function mailHref(): string {
    const body = composeFatalReport(report, {
      time: now(),
      page: page ?? (typeof window === 'undefined' ? '' : window.location.pathname),
      userAgent: userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent),
    });
    return fatalReportMailto(supportMail ?? '', body);
  }

  // Without a title of its own the message (the server text) heads the box, so the header band is
  // never empty and the text is not said twice.
  const heading = title || message;
  return (
    <Alert tone="error" title={heading} className="ts-fatal">
      {title ? <p>{message}</p> : null}
      {info.length > 0 ? <p className="kern-body--small">{info.join(' · ')}</p> : null}
      {link || supportMail ? (
        <p className="ts-fatal__links">
          {link ? <Link href={link.href}>{link.label}</Link> : null}
          {supportMail ? (
            <Link
              href={mailHref()}
              onClick={(event) => {
                event.currentTarget.href = mailHref();
              }}
            >
              {t(FATAL_ERROR_MESSAGES.sendReport)}
            </Link>
          ) : null}
        </p>
      ) : null}
    </Alert>
  );
}
