// §2 "a block to change the notification e-mail": PATCH buchung (§7 change contact), §8 notices.
// Issue #26: the server keeps a new address waiting and mails a PIN to it; the address is the
// booking's only once the PIN is confirmed (POST buchung/email/bestaetigen, ADR 28).
import {
  EMAIL_CHANGED,
  PIN_RESENT,
  isTooManyAttempts,
  resolveError,
  toParsedServerError,
  tooManyAttemptsMessage,
} from '@terminservice/domain/errors';
import { errorOutcome, type Outcome } from '../outcome.ts';
import type { DetailsActionContext, DetailsState, EmailConfirmOutcome } from './types.ts';

/** A refusal as the block's toast: §8 e-mail change, and a wait in words for a 429. */
function errorNotice(error: unknown): Outcome {
  if (isTooManyAttempts(error)) {
    // The server's text says how long (the 60 s resend cooldown or the hourly allowance).
    const message = error.serverError.errorText || tooManyAttemptsMessage(error.retryAfterMs);
    return { notice: { message }, tone: 'error' };
  }
  return { notice: errorOutcome('emailChange', error, '').notice, tone: 'error' };
}

/**
 * Sends the new address. It waits for its PIN: the block shows the PIN step (pendingEmail); sent
 * again for the address that waits, the new PIN is told as §8 'PIN wurde erneut versendet'. The
 * booking's own address already: 'Ihre E-Mail Adresse wurde angepasst'.
 */
export function changeEmailAction({
  set,
  get,
  getApi,
}: DetailsActionContext): DetailsState['changeEmail'] {
  return async (email) => {
    set({ changingEmail: true });
    const requestedAt = Date.now();
    try {
      const api = await getApi();
      const answer = await api.changeContact({ notificationReceiver: email });
      if (!answer.bestaetigungAusstehend) {
        set({ pendingEmail: null });
        return { notice: EMAIL_CHANGED, tone: 'success' };
      }
      const resent = get().pendingEmail === email;
      set({ pendingEmail: email, pendingEmailSentAt: requestedAt });
      return resent ? { notice: PIN_RESENT, tone: 'success' } : {};
    } catch (error) {
      return errorNotice(error);
    } finally {
      set({ changingEmail: false });
    }
  };
}

/**
 * Confirms the waiting address with its PIN: then 'Ihre E-Mail Adresse wurde angepasst'. A wrong
 * or expired PIN is the PIN field's error; a PIN spent by five wrong entries ends the PIN step.
 */
export function confirmEmailAction({
  set,
  getApi,
}: DetailsActionContext): DetailsState['confirmEmail'] {
  return async (pin): Promise<EmailConfirmOutcome> => {
    set({ confirmingEmail: true });
    try {
      const api = await getApi();
      await api.confirmContact({ pin });
      set({ pendingEmail: null });
      return { notice: EMAIL_CHANGED, tone: 'success' };
    } catch (error) {
      const parsed = toParsedServerError(error);
      if (parsed.errorCodes.includes('WP080')) {
        return { pinError: resolveError('emailChange', parsed)?.message ?? parsed.errorText };
      }
      if (parsed.errorCodes.includes('WP079')) set({ pendingEmail: null });
      return errorNotice(error);
    } finally {
      set({ confirmingEmail: false });
    }
  };
}
