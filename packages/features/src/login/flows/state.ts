// The login store's state: what the page reads and the actions each flow module adds
// (code login, no-code start, TSS/DISPO). A store per provider (docs/architecture.md "Apps and features").
import type { ApiClient } from '@terminservice/api-client';
import type { CodeStatusResponse } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { Urgency } from '@terminservice/domain/search';
import type { NoCodeForm } from '@terminservice/domain/validation';
import type { StoreApi } from 'zustand/vanilla';
import type { IdentityCheckState } from '../../identity-check/index.ts';

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

/** What the fatal-error helper shows and reports besides the message (§3 report fields). */
export interface FatalInfo {
  readonly code: string | null;
  readonly referenceId: string | null;
  readonly errorText: string;
}

/** A message that is the server's text, with the error's code (null: none). */
export interface ServerErrorText {
  readonly code: string | null;
  readonly text: string;
}

export interface LoginState {
  /** The messages of the red alert (§2 "a red alert listing login errors"). */
  readonly errors: readonly string[];
  /**
   * Set when the error is fatal (§8 "any | WP001"): the page shows the fatal-error helper with
   * error code, reference id and the report (§2 "Fatal error helper") instead of the list.
   */
  readonly fatal: FatalInfo | null;
  /**
   * Issue #23 part 4: with the §8 'Anspruch abgelaufen' (WP008), the status of the refused code,
   * so that the page says why (used up, expired) and what now; else null.
   */
  readonly refusedCode: CodeStatusResponse | null;
  /**
   * Issue #23 part 1: set when the message is the server's own German text (§8 "server text"), so
   * that another language shows the catalogue's text for its code instead; else null.
   */
  readonly serverError: ServerErrorText | null;
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

/** What a flow module works with: the API, the store, and the one way a flow ends in an error. */
export interface FlowContext {
  readonly getApi: () => Promise<ApiClient>;
  readonly set: (partial: Partial<LoginState>) => void;
  readonly get: () => LoginState;
  /**
   * Ends the flow with one message in the red alert (fatal: with the helper's report; refused: the
   * status of a code refused with WP008).
   */
  readonly fail: (
    message: string,
    fatal?: FatalInfo | null,
    refusedCode?: CodeStatusResponse | null,
    serverError?: ServerErrorText | null,
  ) => void;
}
