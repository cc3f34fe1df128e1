// The desk store's state (docs/supply.md "The desk"): one store per provider, one module per
// concern — profiles.ts, week.ts, publish.ts, no-show.ts — composed in index.ts.
import type { ApiClient } from '@terminservice/api-client';
import type {
  DeskPractice,
  DeskSlotView,
  Profile,
  ProfileInput,
  SeriesInput,
  SlotInput,
} from '@terminservice/domain/supply';
import type { StoreApi } from 'zustand/vanilla';
import type { CatalogueNames } from '../catalogue.ts';
import type { DeskError } from '../errors.ts';

/** What an action did: a message for the live region, or the refusal to show. */
export type DeskResult =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly error: DeskError };

export interface DeskState {
  readonly status: 'loading' | 'ready' | 'error';
  readonly practice: DeskPractice | null;
  readonly profiles: readonly Profile[];
  readonly catalogue: CatalogueNames;
  /** The Monday of the week shown. */
  readonly monday: string;
  readonly slots: readonly DeskSlotView[];
  readonly slotsLoading: boolean;
  readonly slotsError: boolean;
  readonly selected: ReadonlySet<string>;
  /** The last status message, for the live region. */
  readonly announcement: string;

  load(): Promise<void>;
  announce(message: string): void;

  reloadProfiles(): Promise<void>;
  saveProfile(id: string | null, input: ProfileInput): Promise<DeskResult>;
  deactivateProfile(id: string): Promise<DeskResult>;

  showWeek(monday: string): Promise<void>;
  reloadWeek(): Promise<void>;
  toggleSelected(id: string): void;
  withdraw(ids: readonly string[]): Promise<DeskResult>;
  setBlocked(id: string, blocked: boolean): Promise<DeskResult>;
  cancelBooking(bookingId: string, grund: string): Promise<DeskResult>;
  /** Marks a begun booking 'nicht erschienen' (true) or undoes the mark (issue #24 part 1). */
  setNoShow(bookingId: string, marked: boolean): Promise<DeskResult>;

  publishSingle(input: SlotInput): Promise<DeskResult>;
  publishSeries(input: SeriesInput): Promise<DeskResult>;
}

export type DeskStore = StoreApi<DeskState>;

export interface SliceContext {
  readonly getApi: () => Promise<ApiClient>;
  readonly set: (partial: Partial<DeskState>) => void;
  readonly get: () => DeskState;
}
