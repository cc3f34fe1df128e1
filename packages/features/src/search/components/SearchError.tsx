// §2 "error field showing errors and fatal-error info": the last search's error with its text; it
// takes the focus when a search fails (§4 "Search errors").
import { Alert } from '@terminservice/ui/alert';
import type { Ref } from 'react';
import { useT } from '../../i18n/index.ts';
import { FatalErrorHelper } from '../../shell/index.ts';
import { useSearch } from '../SearchStoreProvider.tsx';

export interface SearchErrorProps {
  readonly ref: Ref<HTMLDivElement>;
  /** The searched code, for the fatal-error report. */
  readonly code: string;
}

export function SearchError({ ref, code }: SearchErrorProps) {
  const status = useSearch((state) => state.status);
  const error = useSearch((state) => state.error);
  const { domain, serverError } = useT();
  const shown = status === 'failed' && error?.message ? error : null;
  // Issue #23 part 1: the §8 texts in the language in use; the server's own text by its code.
  const title = shown?.title === undefined ? undefined : domain(shown.title);
  const message = shown?.message
    ? shown.message === shown.errorText
      ? serverError(shown.code, shown.message)
      : domain(shown.message)
    : '';
  return (
    <div ref={ref} tabIndex={-1} className="ts-search__error">
      {shown ? (
        shown.next.kind === 'fatalReport' ? (
          // §8 WP001: the fatal-info block of the shell's helper (§2 "Fatal error helper").
          <FatalErrorHelper
            title={title}
            message={message}
            report={{
              code: code || null,
              errorText: shown.errorText,
              errorCode: shown.code,
              referenceId: shown.referenceId,
            }}
          />
        ) : (
          <Alert tone="error" title={title}>
            <p>{message}</p>
          </Alert>
        )
      ) : null}
    </div>
  );
}
