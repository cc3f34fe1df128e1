// §4 "Application type", §8 "version | failure": a failed version call shows 'Kommunikationsfehler'.
// A practice or staff token the server refused (§8 "any | WP005 with text mentioning JWT") is no
// communication error: the app says the session ran out and where to start again. The check is
// the catalogue's JWT row, written out here so that the start chunk does not carry the whole
// catalogue (resolveError applies the same row everywhere else).
import {
  productUnavailableNotice,
  SESSION_EXPIRED,
  toParsedServerError,
  type Notice,
} from '@terminservice/domain/errors';

const SESSION_EXPIRED_CODE = 'WP005';
/** Ours: the spec quotes only the message; the banner needs a title to read well. */
export const SESSION_EXPIRED_TITLE = 'Sitzung abgelaufen';
const JWT = /jwt/i;

/** The notice for a failed `version` call. */
export function versionFailureNotice(error: unknown, product?: string): Notice {
  const parsed = toParsedServerError(error);
  if (parsed.errorCodes.includes(SESSION_EXPIRED_CODE) && JWT.test(parsed.errorText)) {
    return { title: SESSION_EXPIRED_TITLE, message: SESSION_EXPIRED };
  }
  return productUnavailableNotice(product);
}
