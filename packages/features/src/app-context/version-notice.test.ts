import {
  ApiError,
  productUnavailableNotice,
  RequestTimeoutError,
  resolveError,
  SESSION_EXPIRED,
  toParsedServerError,
} from '@terminservice/domain/errors';
import { describe, expect, it } from 'vitest';
import { versionFailureNotice } from './version-notice.ts';

const refused = (text: string) =>
  new ApiError(401, { errorCodes: ['WP005'], errorText: text, referenceId: 'ref-1' });

describe('versionFailureNotice (§4 Application type, §8 version and WP005/JWT)', () => {
  it('says the session ran out when the server refused the token (WP005 mentioning JWT)', () => {
    const expired = { title: 'Sitzung abgelaufen', message: SESSION_EXPIRED };
    expect(versionFailureNotice(refused('JWT abgelaufen'))).toEqual(expired);
    expect(versionFailureNotice(refused('JWT ungültig'))).toEqual(expired);
    expect(SESSION_EXPIRED).toBe(
      'Ihre Session ist leider ausgelaufen bitte starten sie die Buchung erneut über Ihre Client-Software für Praxen',
    );
  });

  it("is 'Kommunikationsfehler' for every other failure, with the app's product name", () => {
    expect(versionFailureNotice(new TypeError('Failed to fetch'))).toEqual(
      productUnavailableNotice(),
    );
    expect(
      versionFailureNotice(new RequestTimeoutError(30_000), 'Terminservice für Praxen'),
    ).toEqual(productUnavailableNotice('Terminservice für Praxen'));
    expect(versionFailureNotice(refused('Zugriff verweigert'))).toEqual(productUnavailableNotice());
  });
});

describe('versionFailureNotice and the §8 catalogue', () => {
  it('agrees with resolveError on the JWT row', () => {
    const error = refused('JWT abgelaufen');
    expect(resolveError('version', toParsedServerError(error))?.message).toBe(
      versionFailureNotice(error).message,
    );
  });
});
