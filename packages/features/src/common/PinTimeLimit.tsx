// Issue #23 part 3 (WCAG 2.2.1): a PIN's validity on its page (identity check, alert, new address).
// The server holds it, so the only real extension is a new PIN ('Neue PIN anfordern', the page's
// resend with its 60 s cooldown and the server's PINs-per-hour limit); each is valid as long again.
import { useT } from '../i18n/index.ts';
import { pinTimeTexts } from './pin-time-texts.ts';
import { TimeLimit } from './TimeLimit.tsx';
import { useCountdown } from './countdown.ts';

export interface PinTimeLimitProps {
  /** When the PIN in use was requested (epoch ms). */
  readonly sentAt: number;
  readonly validityMs: number;
  /** Requests a new PIN (the page's resend). */
  readonly onNewPin: () => void;
  readonly busy: boolean;
  /** When a new PIN may be requested (the resend cooldown, §9). */
  readonly resendAvailableAt: number;
}

export function PinTimeLimit({
  sentAt,
  validityMs,
  onNewPin,
  busy,
  resendAvailableAt,
}: PinTimeLimitProps) {
  const { t } = useT();
  const texts = pinTimeTexts(validityMs, t);
  const cooldown = useCountdown(resendAvailableAt);
  return (
    <TimeLimit
      endsAt={sentAt + validityMs}
      texts={texts}
      extend={{ label: texts.extend, onExtend: onNewPin, busy, disabled: busy || cooldown > 0 }}
    />
  );
}
