// A failed code lookup (§8 management rows) in the management page and the TSS/DISPO block
// 'Termine ansehen und bearbeiten': the message in an error alert; for a code refused as used up
// or expired, why and what now, and the code's status after it (issue #23 part 4).
import { Alert } from '@terminservice/ui/alert';
import { CodeRefusalDetails, CodeStatusBox } from '../../code-status/index.ts';
import type { CodeLookup } from '../hooks/useCodeLookup.ts';

export function LookupFailure({ lookup }: { lookup: Pick<CodeLookup, 'failure' | 'refused'> }) {
  if (!lookup.failure) return null;
  return (
    <>
      <Alert tone="error" title={lookup.failure}>
        <CodeRefusalDetails status={lookup.refused} />
      </Alert>
      <CodeStatusBox status={lookup.refused} />
    </>
  );
}
