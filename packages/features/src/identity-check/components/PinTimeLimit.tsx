// Issue #23 part 3 (WCAG 2.2.1): the identity PIN's 10 minutes. The server holds them, so the only
// real extension is a new PIN ('Neue PIN anfordern', the resend with its 60 s cooldown and the
// 3 PINs an hour per address of §9 and ADR 15); each new PIN is valid 10 minutes again.
import { IDENTITY_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import { TimeLimit, useCountdown } from '../../common/index.ts';
import { useIdentityCheck } from '../IdentityCheckStoreProvider.tsx';
import { PIN_TIME_TEXTS } from '../texts.ts';

export function PinTimeLimit() {
  const pinSentAt = useIdentityCheck((state) => state.pinSentAt);
  const resend = useIdentityCheck((state) => state.resend);
  const status = useIdentityCheck((state) => state.status);
  const resendAvailableAt = useIdentityCheck((state) => state.resendAvailableAt);
  const cooldown = useCountdown(resendAvailableAt);
  return (
    <TimeLimit
      endsAt={pinSentAt + IDENTITY_PIN_VALIDITY_MS}
      texts={PIN_TIME_TEXTS}
      extend={{
        label: PIN_TIME_TEXTS.extend,
        onExtend: () => void resend(),
        busy: status === 'resending',
        disabled: cooldown > 0 || status !== 'idle',
      }}
    />
  );
}
