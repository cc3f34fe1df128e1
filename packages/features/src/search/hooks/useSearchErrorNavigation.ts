// §4 "Search errors": WP009 → details; WP055 → notification and base; WP082 → notification and
// bookingVerification; other errors display their text (the error field gets the focus); with no
// error text return to base.
import { ROUTES, bookingVerificationPath, detailsPath } from '@terminservice/domain/search';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useToast } from '../../shell/index.ts';
import { useSearch } from '../SearchStoreProvider.tsx';

export function useSearchErrorNavigation(
  code: string,
  errorField: RefObject<HTMLElement | null>,
): void {
  const navigate = useNavigate();
  const toast = useToast();
  const { serverError } = useT();
  const status = useSearch((state) => state.status);
  const error = useSearch((state) => state.error);
  const completed = useSearch((state) => state.completed);

  // Once per failed search, with the error and code of that moment.
  const onFailed = useEffectEvent(() => {
    if (!error) {
      void navigate(ROUTES.base, { replace: true });
      return;
    }
    if (error.next.kind === 'navigate') {
      // §8 WP055/WP082: the server's text (German), by its code in another language.
      if (error.next.notify && error.message) {
        toast({ message: serverError(error.code, error.message) }, 'error');
      }
      const to =
        error.next.to === 'details'
          ? detailsPath(code)
          : error.next.to === 'bookingVerification'
            ? bookingVerificationPath(code)
            : ROUTES.base;
      void navigate(to, { replace: true });
      return;
    }
    errorField.current?.focus();
  });

  useEffect(() => {
    if (status === 'failed') onFailed();
  }, [status, completed]);
}
