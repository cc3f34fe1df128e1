// The login page's state and flows (§4 "Code login", "No-code flow"; §8 login, availability and
// e-mail/SMS PIN rows). A store per provider (EXAMPLES item 5). Stores never touch the URL: each
// flow answers where to go, and the page navigates.
import type { ApiClient } from '@terminservice/api-client';
import {
  FEATURE_TOGGLES,
  loginQualifikationen,
  toAvailability,
  toFeatureToggleMap,
} from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import {
  ApiError,
  NO_APPOINTMENTS_FOR_SPECIALTY,
  resolveError,
  toParsedServerError,
  type ErrorContext,
} from '@terminservice/domain/errors';
import { DEFAULT_RADIUS_KM } from '@terminservice/domain/limits';
import {
  ROUTES,
  bookingVerificationPath,
  buildSearchPath,
  detailsPath,
  type Urgency,
} from '@terminservice/domain/search';
import { toIdentityRequest, type NoCodeForm } from '@terminservice/domain/validation';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { removeSession, writeSession } from '../app-context/index.ts';
import type { IdentityCheckState } from '../identity-check/index.ts';
import { LOGIN_TEXTS } from './texts.ts';

/** Where a flow leads; the page navigates there. */
export interface LoginDestination {
  readonly to: string;
  readonly state?: IdentityCheckState;
}

/** A code login that waits for the qualification picker (§4: login answered none). */
export interface PendingLogin {
  readonly code: string;
  readonly zip: string;
}

export interface LoginState {
  /** The messages of the red alert (§2 "a red alert listing login errors"). */
  readonly errors: readonly string[];
  /**
   * Set when the error is fatal (§8 "any | WP001"): the page shows the fatal-error helper with
   * error code, reference id and the report (§2 "Fatal error helper") instead of the list.
   */
  readonly fatal: FatalInfo | null;
  readonly submitting: boolean;
  /** §4 "Identity check": sms is offered (and the default) when the toggle is on. */
  readonly smsEnabled: boolean;
  readonly pendingLogin: PendingLogin | null;
  loadToggles(signal?: AbortSignal): Promise<void>;
  clearErrors(): void;
  /** §4 "Code login"; the type decides the search path's shape (§2). */
  loginWithCode(input: {
    code: string;
    zip: string;
    applicationType: ApplicationType;
  }): Promise<LoginDestination | null>;
  confirmQualifications(
    keys: readonly string[],
    applicationType: ApplicationType,
  ): LoginDestination | null;
  cancelQualifications(): void;
  requestIdentityPin(form: NoCodeForm): Promise<LoginDestination | null>;
  /** TSS/DISPO (§2 block 1 'Neuen Code anfordern'): true while a code by urgency is fetched. */
  readonly requestingCode: boolean;
  /** §7 "code by priority": a new code, or null (errors set, §8 "code fetch"). */
  requestCodeByUrgency(urgency: Urgency): Promise<string | null>;
  /**
   * TSS/DISPO no-code path (§4 "No-code flow", TSS/DISPO variant): availability, then a code for
   * the specialty, then the login as with a code; where to go, or null (errors set).
   */
  loginWithoutReferral(input: {
    qualification: string;
    zip: string;
    applicationType: ApplicationType;
  }): Promise<LoginDestination | null>;
}

export type LoginStore = StoreApi<LoginState>;

export interface LoginStoreOptions {
  readonly getApi: () => Promise<ApiClient>;
}

/** What the fatal-error helper shows and reports besides the message (§3 report fields). */
export interface FatalInfo {
  readonly code: string | null;
  readonly referenceId: string | null;
  readonly errorText: string;
}

/** What an error means in a context: a message, a destination, or nothing (go on). */
type ErrorOutcome =
  | { readonly kind: 'message'; readonly message: string; readonly fatal?: FatalInfo }
  | { readonly kind: 'navigate'; readonly to: 'details' | 'base' | 'bookingVerification' }
  | { readonly kind: 'continue' };

function outcomeOf(context: ErrorContext, error: unknown): ErrorOutcome {
  const resolved = resolveError(context, toParsedServerError(error));
  if (resolved === null) {
    // §8 "null code ignored" is about server answers without a code; a request that never got an
    // answer (network down, malformed answer) still needs a word, or the button seems dead.
    if (error instanceof ApiError && error.serverError.errorText !== '') {
      return { kind: 'message', message: error.serverError.errorText };
    }
    return error instanceof ApiError
      ? { kind: 'continue' }
      : { kind: 'message', message: LOGIN_TEXTS.unreachable };
  }
  switch (resolved.next.kind) {
    case 'navigate':
      return { kind: 'navigate', to: resolved.next.to };
    case 'continue':
    case 'value':
      return { kind: 'continue' };
    case 'fatalReport':
      return {
        kind: 'message',
        message: resolved.message || resolved.errorText || LOGIN_TEXTS.unreachable,
        fatal: {
          code: resolved.code,
          referenceId: resolved.referenceId,
          errorText: resolved.errorText,
        },
      };
    default:
      if (!resolved.message) return { kind: 'continue' };
      // 'Unerwarteter Fehler: ' with no server text (a timeout) would say nothing.
      return {
        kind: 'message',
        message: resolved.message.trimEnd().endsWith(':')
          ? LOGIN_TEXTS.unreachable
          : resolved.message,
      };
  }
}

export function createLoginStore({ getApi }: LoginStoreOptions): LoginStore {
  return createStore<LoginState>()((set, get) => {
    const fail = (message: string, fatal: FatalInfo | null = null) =>
      set({ errors: [message], fatal, submitting: false });

    /** §4: after login with qualifications, search with code, zip, qualifications, radius. */
    const toSearch = (
      type: ApplicationType,
      code: string,
      zip: string,
      keys: readonly string[],
    ): LoginDestination => {
      writeSession('qualifications', [...keys]);
      return {
        to: buildSearchPath(type, {
          code,
          plz: zip,
          qualifikationen: keys,
          radius: DEFAULT_RADIUS_KM,
        }),
      };
    };

    /** §8 "code fetch": WP005 with its server text, else 'Code konnte nicht abgerufen werden.' */
    const codeFetchMessage = (error: unknown): string => {
      const resolved = resolveError('codeFetch', toParsedServerError(error));
      return resolved?.message || LOGIN_TEXTS.codeFetchFailed;
    };

    return {
      errors: [],
      fatal: null,
      submitting: false,
      smsEnabled: true,
      pendingLogin: null,
      requestingCode: false,

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
        let radius = DEFAULT_RADIUS_KM;
        try {
          const availability = toAvailability(
            await api.availability({ postleitzahl: zip, leistungsmerkmale: [qualification] }),
          );
          if (!availability.hasAppointments) {
            fail(NO_APPOINTMENTS_FOR_SPECIALTY);
            return null;
          }
          radius = availability.searchRadius;
        } catch (error) {
          // §4: "If the check times out (no error code), continue anyway."
          const outcome = outcomeOf('availability', error);
          if (outcome.kind === 'message') {
            fail(outcome.message, outcome.fatal);
            return null;
          }
        }
        writeSession('radius', radius);
        let code: string;
        try {
          // §7 "code by service feature": empty basic auth; the staff token grants it (ADR 5).
          ({ code } = await api.codeByServiceFeature({ leistungsmerkmal: qualification }));
        } catch (error) {
          fail(codeFetchMessage(error));
          return null;
        }
        // §4 TSS/DISPO variant: "fetch a code for the specialty, then log in as no-code".
        writeSession('code', code);
        try {
          const response = await api.login({ plz: zip });
          writeSession('kvId', response.kv);
          writeSession('appointmentTypes', [...(response.termintypen ?? [])]);
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

      async loadToggles(signal) {
        try {
          const api = await getApi();
          const toggles = toFeatureToggleMap(
            await api.featureToggles(signal ? { signal } : undefined),
          );
          set({ smsEnabled: toggles[FEATURE_TOGGLES.smsIdentitaetspruefung] !== false });
        } catch {
          // Without the toggles the SMS check stays offered; the server refuses it if it is off.
        }
      },

      clearErrors() {
        set({ errors: [], fatal: null });
      },

      async loginWithCode({ code, zip, applicationType }) {
        if (get().submitting) return null;
        set({ submitting: true, errors: [], fatal: null });
        // The code is the basic-auth password of both calls (§7), read from the session.
        writeSession('code', code);
        try {
          const api = await getApi();
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
          writeSession('kvId', response.kv);
          writeSession('appointmentTypes', [...(response.termintypen ?? [])]);
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
          removeSession('code');
          if (outcome.kind === 'message') fail(outcome.message, outcome.fatal);
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

      async requestIdentityPin(form) {
        if (get().submitting) return null;
        set({ submitting: true, errors: [], fatal: null });
        // §4 "No-code flow: store postcode and specialty".
        writeSession('postcode', form.zip);
        writeSession('qualifications', [form.qualification]);
        try {
          const api = await getApi();
          let radius = DEFAULT_RADIUS_KM;
          try {
            const availability = toAvailability(
              await api.availability({
                postleitzahl: form.zip,
                leistungsmerkmale: [form.qualification],
              }),
            );
            if (!availability.hasAppointments) {
              fail(NO_APPOINTMENTS_FOR_SPECIALTY);
              return null;
            }
            radius = availability.searchRadius;
          } catch (error) {
            // §4: "If the check times out (no error code), continue anyway."
            const outcome = outcomeOf('availability', error);
            if (outcome.kind === 'message') {
              fail(outcome.message, outcome.fatal);
              return null;
            }
          }
          writeSession('radius', radius);

          const request = toIdentityRequest(form);
          let token: string;
          let receiver: string;
          try {
            if (request.channel === 'sms') {
              ({ token } = await api.requestIdentityPinBySms(request.body));
              receiver = request.body.phone;
              writeSession('phone', receiver);
            } else {
              ({ token } = await api.requestIdentityPinByEmail(request.body));
              receiver = request.body.receiver;
              writeSession('mail', receiver);
            }
          } catch (error) {
            const outcome = outcomeOf(
              request.channel === 'sms' ? 'identitySmsPin' : 'identityEmailPin',
              error,
            );
            if (outcome.kind === 'message') fail(outcome.message, outcome.fatal);
            else fail(LOGIN_TEXTS.unreachable);
            return null;
          }
          writeSession('pinToken', token);
          set({ submitting: false });
          return {
            to: ROUTES.verification,
            state: {
              media: request.channel === 'sms' ? 'phone' : 'email',
              receiver,
              zip: form.zip,
              qualification: form.qualification,
              channel: request.channel,
            },
          };
        } catch {
          fail(LOGIN_TEXTS.unreachable);
          return null;
        }
      },
    };
  });
}
