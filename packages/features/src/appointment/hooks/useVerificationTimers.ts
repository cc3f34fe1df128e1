// §2 "Video reservation PIN page": the reservation has just sent the mail, so the resend cooldown
// (§9: 60 s) runs from the start; the address of the mail is loaded when the code is known.
import { useEffect } from 'react';
import { useCountdown } from '../../common/index.ts';
import { useVerification } from '../AppointmentProvider.tsx';

/** The seconds until the mail may be resent (the shared countdown, issue #26 part 3). */
export function useVerificationTimers(knownCode: string | null): number {
  const resendAvailableAt = useVerification((state) => state.resendAvailableAt);
  const startCooldown = useVerification((state) => state.startCooldown);
  const loadEmail = useVerification((state) => state.loadEmail);

  useEffect(() => {
    startCooldown();
    if (knownCode === null) return;
    const controller = new AbortController();
    void loadEmail(controller.signal);
    return () => controller.abort();
  }, [knownCode, loadEmail, startCooldown]);

  return useCountdown(resendAvailableAt);
}
