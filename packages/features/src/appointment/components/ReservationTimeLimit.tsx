// Issue #23 part 3 (WCAG 2.2.1): the video reservation's 30 minutes (§9) on its PIN page. They
// cannot be extended — the slot must be free again for others (ADR 35) — so the page says so and
// shows the time left, with the warning and the end of the shared TimeLimit. Opened from the mail
// in another browser, the start is unknown here: the rule and the mail's time stand instead.
import { RESERVATION_WINDOW_MS } from '@terminservice/domain/limits';
import { useState } from 'react';
import { readSession } from '../../app-context/index.ts';
import { TimeLimit } from '../../common/index.ts';
import { useT } from '../../i18n/index.ts';
import { RESERVATION_TIME_MESSAGES, VERIFICATION_VALUES } from '../texts.ts';

export function ReservationTimeLimit() {
  const { t } = useT();
  const [reservedAt] = useState(() => readSession<number>('reservedAt'));
  if (typeof reservedAt !== 'number' || !Number.isFinite(reservedAt)) {
    return (
      <p className="kern-body">{t(RESERVATION_TIME_MESSAGES.unknownStart, VERIFICATION_VALUES)}</p>
    );
  }
  const texts = {
    left: (left: string) => t(RESERVATION_TIME_MESSAGES.left, { left }),
    fixed: t(RESERVATION_TIME_MESSAGES.fixed),
    warning: t(RESERVATION_TIME_MESSAGES.warning),
    ended: t(RESERVATION_TIME_MESSAGES.ended),
  };
  return <TimeLimit endsAt={reservedAt + RESERVATION_WINDOW_MS} texts={texts} />;
}
