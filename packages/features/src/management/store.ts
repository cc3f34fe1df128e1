// The management login (§4 "Management login"): look up the booking of a code; success stores the
// code and goes to details. On WP069 the reservation status decides: RESERVIERT → the video
// reservation PIN page, otherwise the §8 management message; a code refused as used up (WP008)
// brings its status along (issue #23 part 4). A store per provider
// (docs/architecture.md "Apps and features"); it returns where to go, the page navigates.
import type { ApiClient } from '@terminservice/api-client';
import type { CodeStatusResponse } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import {
  resolveError,
  toParsedServerError,
  type ParsedServerError,
} from '@terminservice/domain/errors';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readSession, removeSession, writeSession } from '../app-context/index.ts';
import { refusedCodeStatus } from '../code-status/index.ts';
import { MANAGEMENT_TEXTS } from './texts.ts';

export type ManagementOutcome =
  { readonly to: 'details' } | { readonly to: 'bookingVerification'; readonly code: string };

export interface ManagementState {
  readonly submitting: boolean;
  readonly error: string | null;
  /**
   * Issue #23 part 4: with `error`, the status of a code refused as used up or expired (WP008),
   * so that the page can say why and show '2 von 2 (verbraucht)'; else null.
   */
  readonly refused: CodeStatusResponse | null;
  /**
   * Issue #23 part 1: with `error`, when it is (or ends in) the server's own text: its code, so
   * that another language shows the catalogue's text for it.
   */
  readonly serverError: ServerErrorText | null;
  /**
   * Looks up the booking of a normalised code; where to go, or null (error set). The type decides
   * whether a refused code's status is asked (VISIBILITY.codeStatus).
   */
  submit(code: string, applicationType: ApplicationType): Promise<ManagementOutcome | null>;
}

export type ManagementStore = StoreApi<ManagementState>;

/** A message that is the server's text, with the error's code (null: none). */
export interface ServerErrorText {
  readonly code: string | null;
  readonly text: string;
}

/** The lookup's message, and the server's code when the message is the server's own text. */
interface Failure {
  readonly message: string;
  readonly serverError: ServerErrorText | null;
}

const WP069 = 'WP069';

function messageFor(
  context: 'management' | 'managementReservationCheck',
  error: ParsedServerError,
): Failure {
  const message =
    resolveError(context, error)?.message || error.errorText || MANAGEMENT_TEXTS.failed;
  const server = error.errorText !== '' && message.endsWith(error.errorText);
  return {
    message,
    serverError: server ? { code: error.errorCodes[0] ?? null, text: message } : null,
  };
}

/** Why the lookup found nothing, after asking for a reservation (§4, §8 management rows). */
async function afterNoBooking(
  api: ApiClient,
  code: string,
  lookupError: ParsedServerError,
): Promise<ManagementOutcome | Failure> {
  try {
    const { reservierungsstatus } = await api.reservationStatus();
    if (reservierungsstatus === 'RESERVIERT') return { to: 'bookingVerification', code };
    return messageFor('managementReservationCheck', lookupError);
  } catch (error) {
    // §8 "reservation status | WP042 → false": no reservation either.
    const status = resolveError('reservationStatus', toParsedServerError(error));
    if (status?.next.kind === 'value') return messageFor('managementReservationCheck', lookupError);
    // The check itself failed: say what the lookup said.
    return messageFor('management', lookupError);
  }
}

export function createManagementStore(getApi: () => Promise<ApiClient>): ManagementStore {
  return createStore<ManagementState>()((set, get) => ({
    submitting: false,
    error: null,
    refused: null,
    serverError: null,

    async submit(code, applicationType) {
      if (get().submitting) return null;
      set({ submitting: true, error: null, refused: null, serverError: null });
      // The API client sends the session's code as the basic-auth password (§6, §7).
      const previous = readSession<string>('code');
      writeSession('code', code);
      let outcome: ManagementOutcome | Failure;
      let refused: CodeStatusResponse | null = null;
      try {
        const api = await getApi();
        try {
          await api.bookingLookup();
          outcome = { to: 'details' };
        } catch (error) {
          const parsed = toParsedServerError(error);
          outcome = parsed.errorCodes.includes(WP069)
            ? await afterNoBooking(api, code, parsed)
            : messageFor('management', parsed);
          // Asked while the session still holds the refused code.
          refused = await refusedCodeStatus(api, error, applicationType);
        }
      } catch (error) {
        outcome = messageFor('management', toParsedServerError(error));
      }
      if ('message' in outcome) {
        // Nothing found: the session keeps the code it had before.
        if (previous === null) removeSession('code');
        else writeSession('code', previous);
        set({
          submitting: false,
          error: outcome.message,
          serverError: outcome.serverError,
          refused,
        });
        return null;
      }
      set({ submitting: false });
      return outcome;
    },
  }));
}
