// Whole seconds until a moment, counting down once a second ('PIN erneut senden (Ns)', §9 60 s).
import { useEffect, useState } from 'react';

function secondsUntil(moment: number, now: number): number {
  return Math.max(0, Math.ceil((moment - now) / 1000));
}

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
