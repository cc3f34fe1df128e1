// §2 "Details pages": without a code the user goes to base; with one the booking is loaded and an
// §8 failure shows its toast on the way to base.
import { ROUTES } from '@terminservice/domain/search';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDetails } from '../AppointmentProvider.tsx';
import { useNoticeToast } from './useNoticeToast.ts';
import type { RouteCode } from './useRouteCode.ts';

export function useDetailsLoad({ code, fromRoute }: RouteCode): void {
  const navigate = useNavigate();
  const notify = useNoticeToast();
  // The toast in the language of the moment; a language switch does not load the booking again.
  const showToast = useEffectEvent(notify);
  const load = useDetails((state) => state.load);

  // §2: "with none the user goes to base".
  useEffect(() => {
    if (code === null) void navigate(ROUTES.base, { replace: true });
  }, [code, navigate]);

  useEffect(() => {
    if (code === null) return;
    const controller = new AbortController();
    // §2 modal condition, first part: the route had no code (the app came here after booking).
    void load({ askNoted: !fromRoute }, controller.signal).then((outcome) => {
      if (outcome === null) return;
      if (outcome.notice) showToast(outcome.notice, outcome.tone);
      if (outcome.to) void navigate(outcome.to, { replace: true });
    });
    return () => controller.abort();
  }, [code, fromRoute, load, navigate]);
}
