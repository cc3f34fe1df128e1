// A §8 notice as a toast in the language in use: its title and message are the domain's German
// texts (issue #23 part 1), translated here since the toast shows what it is given.
import type { Notice } from '@terminservice/domain/errors';
import { useCallback } from 'react';
import { useT } from '../../i18n/index.ts';
import { useToast, type ToastTone } from '../../shell/index.ts';

export function useNoticeToast(): (notice: Notice, tone?: ToastTone) => void {
  const { domain } = useT();
  const showToast = useToast();
  return useCallback(
    (notice, tone) => {
      showToast(
        {
          ...(notice.title === undefined ? {} : { title: domain(notice.title) }),
          message: domain(notice.message),
        },
        tone,
      );
    },
    [domain, showToast],
  );
}
