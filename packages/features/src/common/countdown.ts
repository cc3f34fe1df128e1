// The resend countdown of every PIN page ('PIN erneut senden (Ns)', §9: 60 s): whole seconds until
// a moment, counting down once a second. One for the identity check, the alert and the video
// reservation (issue #26 part 3).
import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `moment`, rounded up, never below 0. */
export function secondsUntil(moment: number, now: number): number {
  return Math.max(0, Math.ceil((moment - now) / 1000));
}

/** The seconds left until `moment` (epoch ms), updated once a second. */
export function useCountdown(moment: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(moment, Date.now()));
  useEffect(() => {
    const tick = () => setSeconds(secondsUntil(moment, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [moment]);
  return seconds;
}
