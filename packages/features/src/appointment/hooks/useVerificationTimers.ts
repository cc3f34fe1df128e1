// §2 "Video reservation PIN page": the reservation has just sent the mail, so the resend cooldown
// (§9: 60 s) runs from the start; the address of the mail is loaded when the code is known.
import { useEffect } from 'react';
import { useVerification } from '../AppointmentProvider.tsx';

export function useVerificationTimers(knownCode: string | null): number {
  const cooldown = useVerification((state) => state.cooldown);
  const tick = useVerification((state) => state.tick);
  const startCooldown = useVerification((state) => state.startCooldown);
  const loadEmail = useVerification((state) => state.loadEmail);

  useEffect(() => {
    startCooldown();
    if (knownCode === null) return;
    const controller = new AbortController();
    void loadEmail(controller.signal);
    return () => controller.abort();
  }, [knownCode, loadEmail, startCooldown]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  }, [cooldown, tick]);

  return cooldown;
}
