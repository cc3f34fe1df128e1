// The token of the requested identity PIN (§4 "PIN requested → token stored"), from the session.
// It lives under SESSION_KEYS.pinToken, apart from identificationToken: the API client sends that
// one as the staff or practice token header, which the server checks as a JWT.
import { readSession } from '../../app-context/index.ts';

export function takePinToken(): string | null {
  const token = readSession<string>('pinToken');
  return typeof token === 'string' && token !== '' ? token : null;
}
