// Issue #23 part 4: a code refused with WP008 ('Anspruch abgelaufen', §8) is used up (§9) or
// expired (ADR 20). Its status says which, and the status call answers for such a code too.
import type { ApiClient } from '@terminservice/api-client';
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { isShown, type ApplicationType } from '@terminservice/domain/application-type';
import { toParsedServerError } from '@terminservice/domain/errors';

const WP008 = 'WP008';

/**
 * The status of a code the server refused with WP008, asked while the session still holds the
 * code (the API client sends it); null for other errors, where the type shows no status (SURGERY,
 * SMED), or when the status call fails — the §8 text then stands alone, as before.
 */
export async function refusedCodeStatus(
  api: ApiClient,
  error: unknown,
  applicationType: ApplicationType,
): Promise<CodeStatusResponse | null> {
  if (!isShown('codeStatus', applicationType)) return null;
  if (!toParsedServerError(error).errorCodes.includes(WP008)) return null;
  try {
    return await api.codeStatus();
  } catch {
    return null;
  }
}
