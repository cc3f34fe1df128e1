// A §8 notice as a toast in the language in use: its title and message are the domain's German
// texts (issue #23 part 1), translated here since the toast shows what it is given.
import type { Notice } from '@terminservice/domain/errors';
import { useCallback } from 'react';
import { useT } from '../../i18n/index.ts';
import { useToast, type ToastTone } from '../../shell/index.ts';
import { DETAILS_MESSAGES } from '../texts.ts';

export function useNoticeToast(): (notice: Notice, tone?: ToastTone) => void {
  const { t, domain } = useT();
  const showToast = useToast();
  return useCallback(
    (notice, tone) => {
      // The page's own fallback (a load that failed without a catalogue text) is ours; a notice
      // made of two domain sentences (cancelled + code used up, §4) is translated sentence by
      // sentence.
      const text = (german: string) => {
        if (german === DETAILS_MESSAGES.loadFailed.message) return t(DETAILS_MESSAGES.loadFailed);
        const whole = domain(german);
        if (whole !== german) return whole;
        return german
          .split(/(?<=\.) /)
          .map((sentence) => domain(sentence))
          .join(' ');
      };
      showToast(
        {
          ...(notice.title === undefined ? {} : { title: text(notice.title) }),
          message: text(notice.message),
        },
        tone,
      );
    },
    [t, domain, showToast],
  );
}
