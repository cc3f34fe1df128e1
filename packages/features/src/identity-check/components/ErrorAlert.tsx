import { Alert } from '@terminservice/ui/alert';
import { FatalErrorHelper } from '../../shell/index.ts';
import type { ShownError } from '../utils/shown-error.ts';

/**
 * A failed call: the message; for a fatal error (§8 identity PIN WP001 "server text plus fatal
 * report") the shell's fatal error helper with its code and reference id. No code is known before
 * the check succeeds, so the report carries none.
 */
export function ErrorAlert({ error }: { readonly error: ShownError }) {
  if (error.fatal) {
    return (
      <FatalErrorHelper
        message={error.message}
        report={{
          errorText: error.fatal.errorText,
          errorCode: error.fatal.code,
          referenceId: error.fatal.referenceId,
        }}
      />
    );
  }
  return <Alert tone="error" title={error.message} />;
}
