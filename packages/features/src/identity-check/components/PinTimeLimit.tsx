// Issue #23 part 3 (WCAG 2.2.1): the identity PIN's 10 minutes, extended by a new PIN.
import { IDENTITY_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import { PinTimeLimit as SharedPinTimeLimit } from '../../common/index.ts';
import { useIdentityCheck } from '../IdentityCheckStoreProvider.tsx';

export function PinTimeLimit() {
  const pinSentAt = useIdentityCheck((state) => state.pinSentAt);
  const resend = useIdentityCheck((state) => state.resend);
  const status = useIdentityCheck((state) => state.status);
  const resendAvailableAt = useIdentityCheck((state) => state.resendAvailableAt);
  return (
    <SharedPinTimeLimit
      sentAt={pinSentAt}
      validityMs={IDENTITY_PIN_VALIDITY_MS}
      onNewPin={() => void resend()}
      busy={status === 'resending'}
      resendAvailableAt={resendAvailableAt}
    />
  );
}
