// TSS/DISPO (§2 the three blocks): a new code by urgency for the referral block (§7 "code by
// priority"), and the no-referral path (§4 "No-code flow", TSS/DISPO variant): availability, a code
// for the specialty, then the login as with a code.
import type { ApiClient } from '@terminservice/api-client';
import { loginQualifikationen } from '@terminservice/domain/api';
import { buildSearchPath } from '@terminservice/domain/search';
import { removeSession, writeSession } from '../../app-context/index.ts';
import { LOGIN_TEXTS } from '../texts.ts';
import { checkAvailability } from './availability.ts';
import { storeLoginAnswer } from './code-login.ts';
import { codeFetchMessage, outcomeOf } from './outcome.ts';
import type { FlowContext, LoginState } from './state.ts';

type TssActions = Pick<LoginState, 'requestCodeByUrgency' | 'loginWithoutReferral'>;

/** §7 "code by service feature": empty basic auth; the staff token grants it (ADR 5). */
async function codeForSpecialty(
  api: ApiClient,
  qualification: string,
  fail: FlowContext['fail'],
): Promise<string | null> {
  try {
    const { code } = await api.codeByServiceFeature({ leistungsmerkmal: qualification });
    return code;
  } catch (error) {
    fail(codeFetchMessage(error));
    return null;
  }
}

export function tssActions({ getApi, set, get, fail }: FlowContext): TssActions {
  return {
    async requestCodeByUrgency(urgency) {
      if (get().requestingCode) return null;
      set({ requestingCode: true, errors: [], fatal: null });
      try {
        const api = await getApi();
        const { code } = await api.codeByUrgency({ dringlichkeit: urgency });
        set({ requestingCode: false });
        return code;
      } catch (error) {
        set({ requestingCode: false, errors: [codeFetchMessage(error)], fatal: null });
        return null;
      }
    },

    async loginWithoutReferral({ qualification, zip, applicationType }) {
      if (get().submitting) return null;
      set({ submitting: true, errors: [], fatal: null });
      // §4 "No-code flow: store postcode and specialty".
      writeSession('postcode', zip);
      writeSession('qualifications', [qualification]);
      let api: ApiClient;
      try {
        api = await getApi();
      } catch {
        fail(LOGIN_TEXTS.unreachable);
        return null;
      }
      const radius = await checkAvailability(api, { zip, qualification }, fail);
      if (radius === null) return null;
      const code = await codeForSpecialty(api, qualification, fail);
      if (code === null) return null;
      // §4 TSS/DISPO variant: "fetch a code for the specialty, then log in as no-code".
      writeSession('code', code);
      try {
        const response = await api.login({ plz: zip });
        storeLoginAnswer(response);
        const returned = loginQualifikationen(response);
        const keys = returned.length > 0 ? returned : [qualification];
        writeSession('qualifications', keys);
        set({ submitting: false });
        return {
          to: buildSearchPath(applicationType, { code, plz: zip, qualifikationen: keys, radius }),
        };
      } catch (error) {
        removeSession('code');
        const outcome = outcomeOf('login', error);
        if (outcome.kind === 'message') fail(outcome.message, outcome.fatal);
        else set({ submitting: false });
        return null;
      }
    },
  };
}
