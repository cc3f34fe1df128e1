// The appointment desk's calls (docs/supply.md "Calls"): not in §7 — the spec has no supply side.
// SURGERY only, authenticated by the practice token in the identification header, never by a
// code (auth 'none'). Path segments ':id' are filled in by the client (callPathWith).
import type { Profile } from '../supply/profile.ts';
import type {
  DeskPractice,
  DeskSlotView,
  DeskSlotsResponse,
  NoShowResponse,
  PracticeCancelResponse,
  PublishResponse,
  WithdrawResponse,
} from '../supply/desk.ts';

export const PRACTICE_CALLS = {
  practice: { method: 'GET', path: 'praxis', auth: 'none', response: 'json', errorContext: null },
  practiceProfiles: {
    method: 'GET',
    path: 'praxis/profile',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  createProfile: {
    method: 'POST',
    path: 'praxis/profile',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  updateProfile: {
    method: 'PUT',
    path: 'praxis/profile/:id',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  deactivateProfile: {
    method: 'POST',
    path: 'praxis/profile/:id/deaktivieren',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  practiceSlots: {
    method: 'GET',
    path: 'praxis/slots',
    auth: 'none',
    query: ['von', 'bis'],
    response: 'json',
    errorContext: null,
  },
  publishSlot: {
    method: 'POST',
    path: 'praxis/slots',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  publishSeries: {
    method: 'POST',
    path: 'praxis/slots/serie',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  withdrawSlots: {
    method: 'POST',
    path: 'praxis/slots/zurueckziehen',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  blockSlot: {
    method: 'POST',
    path: 'praxis/slots/:id/sperren',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  unblockSlot: {
    method: 'POST',
    path: 'praxis/slots/:id/entsperren',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  cancelPracticeBooking: {
    method: 'POST',
    path: 'praxis/buchungen/:id/absagen',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  /** Issue #24 part 1: the practice marks a begun booking 'nicht erschienen' (supply/no-show.ts). */
  markNoShow: {
    method: 'POST',
    path: 'praxis/buchungen/:id/nichterschienen',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
  /** …and undoes the mark within 7 days of setting it. */
  undoNoShow: {
    method: 'POST',
    path: 'praxis/buchungen/:id/nichterschienen/aufheben',
    auth: 'none',
    response: 'json',
    errorContext: null,
  },
} as const;

export type PracticeCallKey = keyof typeof PRACTICE_CALLS;

export const PRACTICE_CALL_KEYS = Object.keys(PRACTICE_CALLS) as PracticeCallKey[];

export interface PracticeCallResponses {
  readonly practice: DeskPractice;
  readonly practiceProfiles: { readonly profile: readonly Profile[] };
  readonly createProfile: Profile;
  readonly updateProfile: Profile;
  readonly deactivateProfile: WithdrawResponse;
  readonly practiceSlots: DeskSlotsResponse;
  readonly publishSlot: PublishResponse;
  readonly publishSeries: PublishResponse;
  readonly withdrawSlots: WithdrawResponse;
  readonly blockSlot: DeskSlotView;
  readonly unblockSlot: DeskSlotView;
  readonly cancelPracticeBooking: PracticeCancelResponse;
  readonly markNoShow: NoShowResponse;
  readonly undoNoShow: NoShowResponse;
}

/** The path parameters a call's path names (':id' → 'id'). */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]!);
}
