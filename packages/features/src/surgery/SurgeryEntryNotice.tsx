// §2 SURGERY: "A token in the query marks surgery mode and shows a 15 s notification 'Information
// für Ärzte' pointing to the billing notes" (§9 surgery notification 15000 ms). Shown once the
// server confirmed the practice token (type SURGERY); a refused token shows the JWT notice instead.
import { SURGERY_NOTIFICATION_MS } from '@terminservice/domain/limits';
import { BILLING_NOTE_PATH } from '@terminservice/domain/search';
import { Link } from '@terminservice/ui/link';
import { useEffect, useRef } from 'react';
import { useAppContext, useIsShown } from '../app-context/index.ts';
import { useNotification, useShell } from '../shell/index.ts';
import { SURGERY_NOTICE_TEXTS } from './texts.ts';
import { RouterLink } from '../common/index.ts';

export interface SurgeryEntryNoticeProps {
  /** The app was opened with `?token=` (main.tsx took it from the address). */
  readonly arrivedWithToken: boolean;
}

export function SurgeryEntryNotice({ arrivedWithToken }: SurgeryEntryNoticeProps) {
  const ready = useAppContext((state) => state.status === 'ready');
  const isShown = useIsShown();
  const show = arrivedWithToken && ready && isShown('surgeryNotice');
  const showNotification = useNotification();
  const dismissToast = useShell((state) => state.dismissToast);
  const shown = useRef(false);
  const toastId = useRef<string | null>(null);

  useEffect(() => {
    if (!show || shown.current) return;
    shown.current = true;
    toastId.current = showNotification({
      tone: 'info',
      title: SURGERY_NOTICE_TEXTS.title,
      text: (
        <p>
          {SURGERY_NOTICE_TEXTS.text}{' '}
          <Link asChild>
            {/* Following the link closes the notification: its page is open now. */}
            <RouterLink
              to={BILLING_NOTE_PATH}
              onClick={() => {
                if (toastId.current) dismissToast(toastId.current);
              }}
            >
              {SURGERY_NOTICE_TEXTS.link}
            </RouterLink>
          </Link>
        </p>
      ),
      durationMs: SURGERY_NOTIFICATION_MS,
    });
  }, [show, showNotification, dismissToast]);

  return null;
}

export default SurgeryEntryNotice;
