// §4 "No-code flow" (WEB 'Nein'): postcode and specialty into the session, the availability check,
// then the PIN by SMS or e-mail; the identity check page (identity-check feature) takes over.
import type { ApiClient } from '@terminservice/api-client';
import { ROUTES } from '@terminservice/domain/search';
import { toIdentityRequest, type NoCodeForm } from '@terminservice/domain/validation';
import { writeSession } from '../../app-context/index.ts';
import { LOGIN_TEXTS } from '../texts.ts';
import { checkAvailability } from './availability.ts';
import { outcomeOf } from './outcome.ts';
import type { FlowContext, LoginDestination, LoginState } from './state.ts';

type IdentityRequest = ReturnType<typeof toIdentityRequest>;

/** Sends the PIN on the chosen channel; the token and the receiver, or null (error set). */
async function sendPin(
  api: ApiClient,
  request: IdentityRequest,
  fail: FlowContext['fail'],
): Promise<{ token: string; receiver: string } | null> {
  try {
    if (request.channel === 'sms') {
      const { token } = await api.requestIdentityPinBySms(request.body);
      writeSession('phone', request.body.phone);
      return { token, receiver: request.body.phone };
    }
    const { token } = await api.requestIdentityPinByEmail(request.body);
    writeSession('mail', request.body.receiver);
    return { token, receiver: request.body.receiver };
  } catch (error) {
    const outcome = outcomeOf(
      request.channel === 'sms' ? 'identitySmsPin' : 'identityEmailPin',
      error,
    );
    if (outcome.kind === 'message') {
      fail(outcome.message, outcome.fatal, null, outcome.serverError);
    } else fail(LOGIN_TEXTS.unreachable);
    return null;
  }
}

async function startIdentityCheck(
  { getApi, fail }: FlowContext,
  form: NoCodeForm,
): Promise<LoginDestination | null> {
  const api = await getApi();
  const radius = await checkAvailability(api, form, fail);
  if (radius === null) return null;
  const request = toIdentityRequest(form);
  const requestedAt = Date.now();
  const sent = await sendPin(api, request, fail);
  if (!sent) return null;
  writeSession('pinToken', sent.token);
  writeSession('pinSentAt', requestedAt); // issue #23 part 3: the PIN's validity counts from here
  return {
    to: ROUTES.verification,
    state: {
      media: request.channel === 'sms' ? 'phone' : 'email',
      receiver: sent.receiver,
      zip: form.zip,
      qualification: form.qualification,
      channel: request.channel,
    },
  };
}

export function noCodeActions(context: FlowContext): Pick<LoginState, 'requestIdentityPin'> {
  const { set, get, fail } = context;
  return {
    async requestIdentityPin(form) {
      if (get().submitting) return null;
      set({ submitting: true, errors: [], fatal: null });
      // §4 "No-code flow: store postcode and specialty".
      writeSession('postcode', form.zip);
      writeSession('qualifications', [form.qualification]);
      try {
        const destination = await startIdentityCheck(context, form);
        if (destination) set({ submitting: false });
        return destination;
      } catch {
        fail(LOGIN_TEXTS.unreachable);
        return null;
      }
    },
  };
}
