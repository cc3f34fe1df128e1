// §2 "A notification banner can show a server status message"; §4 the communication error when
// `version` failed. Both sit between the header and the page.
import { Alert } from '@terminservice/ui/alert';
import { useAppContext } from '../../app-context/index.ts';
import { useT } from '../../i18n/index.ts';
import { useShell } from '../ShellProvider.tsx';
import { SHELL_MESSAGES } from '../texts.ts';

export const STATUS_TITLE = SHELL_MESSAGES.statusTitle.message;

export function StatusBanner() {
  const message = useShell((state) => state.statusMessage);
  const notice = useAppContext((state) => state.notice);
  // The communication error is the domain's text; the status message is the server's own.
  const { t, domain } = useT();
  if (!message && !notice) return null;
  return (
    <div className="ui-container ui-container--wide ts-banners">
      {notice && (
        <Alert tone="error" title={notice.title === undefined ? undefined : domain(notice.title)}>
          <p className="kern-body">{domain(notice.message)}</p>
        </Alert>
      )}
      {message && (
        <Alert tone="warning" title={t(SHELL_MESSAGES.statusTitle)}>
          <p className="kern-body">{message}</p>
        </Alert>
      )}
    </div>
  );
}
