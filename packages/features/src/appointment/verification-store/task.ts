// One call of the PIN page at a time: the busy marker, the cleared error, the §8 "video booking"
// row of a failure and the busy marker cleared again — written once for book, resend and cancel.
import type { ApiClient } from '@terminservice/api-client';
import { MAX_BOOKING_PIN_ATTEMPTS } from '@terminservice/domain/limits';
import {
  resolveError,
  toParsedServerError,
  type ResolvedError,
} from '@terminservice/domain/errors';
import type { Outcome } from '../outcome.ts';
import type { VerificationActionContext, VerificationState, VerificationTask } from './types.ts';

export function isMaxAttempts(attempts: number): boolean {
  return attempts >= MAX_BOOKING_PIN_ATTEMPTS;
}

/** The catalogue row of a failure (§8 "video booking"); never null: 'other' always matches. */
export function resolveVideoError(error: unknown): ResolvedError {
  return (
    resolveError('videoBooking', toParsedServerError(error)) ?? {
      context: 'videoBooking',
      code: null,
      message: null,
      logged: false,
      next: { kind: 'show' },
      errorText: '',
      referenceId: null,
    }
  );
}

export interface TaskRun {
  readonly task: VerificationTask;
  /** The call; its outcome is the action's answer. */
  readonly call: (api: ApiClient) => Promise<Outcome>;
  /** What a failure changes beside the shown error (the attempts), set together with it. */
  readonly onError?: (
    resolved: ResolvedError,
    state: VerificationState,
  ) => Partial<VerificationState>;
}

/** Runs `call` as `task` (the caller has checked that no task runs); null on failure. */
export async function runTask(
  { set, getApi }: VerificationActionContext,
  { task, call, onError }: TaskRun,
): Promise<Outcome | null> {
  set({ busy: task, error: null });
  try {
    return await call(await getApi());
  } catch (error) {
    const resolved = resolveVideoError(error);
    set((state) => ({ error: resolved, ...onError?.(resolved, state) }));
    return null;
  } finally {
    set({ busy: null });
  }
}
