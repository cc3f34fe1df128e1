// §2 "error field showing errors and fatal-error info": the last search's error with its text; it
// takes the focus when a search fails (§4 "Search errors").
import { Alert } from '@terminservice/ui/alert';
import type { Ref } from 'react';
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
  const shown = status === 'failed' && error?.message ? error : null;
  return (
    <div ref={ref} tabIndex={-1} className="ts-search__error">
      {shown ? (
        shown.next.kind === 'fatalReport' ? (
          // §8 WP001: the fatal-info block of the shell's helper (§2 "Fatal error helper").
          <FatalErrorHelper
            title={shown.title}
            message={shown.message}
            report={{
              code: code || null,
              errorText: shown.errorText,
              errorCode: shown.code,
              referenceId: shown.referenceId,
            }}
          />
        ) : (
          <Alert tone="error" title={shown.title}>
            <p>{shown.message}</p>
          </Alert>
        )
      ) : null}
    </div>
  );
}
