// §4 "Code login" (WEB, SURGERY and the TSS/DISPO referral block): the reservation status first,
// then the login; no qualifications in the answer open the picker (§4 "Qualification modal").
import type { ApiClient } from '@terminservice/api-client';
import { loginQualifikationen, type LoginResponse } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { DEFAULT_RADIUS_KM } from '@terminservice/domain/limits';
import {
  ROUTES,
  bookingVerificationPath,
  buildSearchPath,
  detailsPath,
} from '@terminservice/domain/search';
import { removeSession, writeSession } from '../../app-context/index.ts';
import { refusedCodeStatus } from '../../code-status/index.ts';
import { outcomeOf } from './outcome.ts';
import type { FlowContext, LoginDestination, LoginState } from './state.ts';

type CodeLoginActions = Pick<
  LoginState,
  'loginWithCode' | 'confirmQualifications' | 'cancelQualifications'
>;

/** What every login answer leaves in the session (§3 "Storage"): the KV and the appointment types. */
export function storeLoginAnswer(response: LoginResponse): void {
  writeSession('kvId', response.kv);
  writeSession('appointmentTypes', [...(response.termintypen ?? [])]);
}

/** §4: after login with qualifications, search with code, zip, qualifications, radius. */
function toSearch(
  type: ApplicationType,
  code: string,
  zip: string,
  keys: readonly string[],
): LoginDestination {
  writeSession('qualifications', [...keys]);
  return {
    to: buildSearchPath(type, { code, plz: zip, qualifikationen: keys, radius: DEFAULT_RADIUS_KM }),
  };
}

export function codeLoginActions({ getApi, set, get, fail }: FlowContext): CodeLoginActions {
  return {
    async loginWithCode({ code, zip, applicationType }) {
      if (get().submitting) return null;
      set({ submitting: true, errors: [], fatal: null });
      // The code is the basic-auth password of both calls (§7), read from the session.
      writeSession('code', code);
      let api: ApiClient | null = null;
      try {
        api = await getApi();
        // §4: "first check the reservation status for the code".
        try {
          const status = await api.reservationStatus();
          if (status.reservierungsstatus === 'RESERVIERT') {
            set({ submitting: false });
            return { to: bookingVerificationPath(code) };
          }
        } catch (error) {
          // §8 "reservation status | WP042 | false"; other errors propagate to the login rows.
          const outcome = outcomeOf('reservationStatus', error);
          if (outcome.kind !== 'continue') throw error;
        }

        const response = await api.login({ plz: zip });
        writeSession('postcode', zip);
        storeLoginAnswer(response);
        writeSession('radius', DEFAULT_RADIUS_KM);
        const keys = loginQualifikationen(response);
        if (keys.length === 0) {
          // §4: "otherwise open the qualification modal".
          set({ submitting: false, pendingLogin: { code, zip } });
          return null;
        }
        set({ submitting: false });
        return toSearch(applicationType, code, zip, keys);
      } catch (error) {
        const outcome = outcomeOf('login', error);
        if (outcome.kind === 'navigate') {
          // §8 "login | WP009 | go to details": the code is booked already.
          set({ submitting: false });
          return { to: outcome.to === 'details' ? detailsPath(code) : ROUTES.base };
        }
        // Issue #23 part 4: why 'Anspruch abgelaufen', asked while the session holds the code.
        const refused = api ? await refusedCodeStatus(api, error, applicationType) : null;
        removeSession('code');
        if (outcome.kind === 'message')
          fail(outcome.message, outcome.fatal, refused, outcome.serverError);
        else set({ submitting: false });
        return null;
      }
    },

    confirmQualifications(keys, applicationType) {
      const pending = get().pendingLogin;
      if (!pending || keys.length === 0) return null;
      set({ pendingLogin: null });
      return toSearch(applicationType, pending.code, pending.zip, keys);
    },

    cancelQualifications() {
      set({ pendingLogin: null });
    },
  };
}
