// A failed code lookup (§8 management rows) in the management page and the TSS/DISPO block
// 'Termine ansehen und bearbeiten': the message in an error alert; for a code refused as used up
// or expired, why and what now, and the code's status after it (issue #23 part 4).
import { Alert } from '@terminservice/ui/alert';
import { CodeRefusalDetails, CodeStatusBox } from '../../code-status/index.ts';
import { useT } from '../../i18n/index.ts';
import type { CodeLookup } from '../hooks/useCodeLookup.ts';
import { MANAGEMENT_MESSAGES, MANAGEMENT_TEXTS } from '../texts.ts';

type Failure = Pick<CodeLookup, 'failure' | 'refused'> & Partial<Pick<CodeLookup, 'serverError'>>;

export function LookupFailure({ lookup }: { lookup: Failure }) {
  const { t, domain, serverError } = useT();
  if (!lookup.failure) return null;
  // Issue #23 part 1: our own fallback, a §8 text of the domain, or the server's text by its code.
  const text =
    lookup.failure === MANAGEMENT_TEXTS.failed
      ? t(MANAGEMENT_MESSAGES.failed)
      : lookup.serverError?.text === lookup.failure
        ? serverError(lookup.serverError.code, lookup.failure)
        : domain(lookup.failure);
  return (
    <>
      <Alert tone="error" title={text}>
        <CodeRefusalDetails status={lookup.refused} />
      </Alert>
      <CodeStatusBox status={lookup.refused} />
    </>
  );
}
