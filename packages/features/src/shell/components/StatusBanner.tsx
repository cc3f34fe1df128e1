// §2 "A notification banner can show a server status message"; §4 the communication error when
// `version` failed. Both sit between the header and the page.
import { Alert } from '@terminservice/ui/alert';
import { useAppContext } from '../../app-context/index.ts';
import { useShell } from '../ShellProvider.tsx';

export const STATUS_TITLE = 'Hinweis';

export function StatusBanner() {
  const message = useShell((state) => state.statusMessage);
  const notice = useAppContext((state) => state.notice);
  if (!message && !notice) return null;
  return (
    <div className="ui-container ui-container--wide ts-banners">
      {notice && (
        <Alert tone="error" title={notice.title}>
          <p className="kern-body">{notice.message}</p>
        </Alert>
      )}
      {message && (
        <Alert tone="warning" title={STATUS_TITLE}>
          <p className="kern-body">{message}</p>
        </Alert>
      )}
    </div>
  );
}
