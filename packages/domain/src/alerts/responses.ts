// The answers of the slot alert's calls (issue #15, docs/alerts.md) as types and as valibot schemas
// (the server documents them in its OpenAPI document; its tests validate every answer).
import * as v from 'valibot';
import { APPOINTMENT_TYPE_FILTERS, type AppointmentTypeFilter } from '../search/filters.ts';
import { SPRACHE_CODES, type SpracheCode } from '../supply/sprachen.ts';
import { ALERT_CHANNELS, type AlertChannel } from './requests.ts';

/** POST terminalarm: where the PIN went (masked) and the token the PIN page confirms with. */
export interface AlertSubscribeResponse {
  readonly token: string;
  readonly kanal: AlertChannel;
  /** The address, masked as on the identity check page (§2). */
  readonly empfaenger: string;
}

/** POST terminalarm/bestaetigen: the alert runs until this German date (YYYY-MM-DD). */
export interface AlertConfirmResponse {
  readonly laeuftBis: string;
}

/** The search filters an alert watches, as the link page shows them. */
export interface AlertFilters {
  readonly plz: string;
  readonly qualifikationen: readonly string[];
  readonly radius: number;
  readonly tageszeiten: string;
  readonly termintyp: AppointmentTypeFilter;
  /** Issue #22: the diagnosis language watched; absent: any. */
  readonly sprache?: SpracheCode;
}

/** POST terminalarm/link: the alert's filters in words; nothing of the code or the address. */
export interface AlertLinkResponse extends AlertFilters {
  readonly aktiv: boolean;
  readonly ortsname: string;
  readonly fachrichtungen: readonly string[];
  readonly laeuftBis: string;
}

/** POST terminalarm/oeffnen: the filters to search with, once the code is the alert's. */
export type AlertOpenResponse = AlertFilters;

/** POST terminalarm/abmelden: the alert has ended (also when it had ended before). */
export interface AlertUnsubscribeResponse {
  readonly beendet: true;
}

type SchemaOf<T> = v.GenericSchema<unknown, T>;

export const alertSubscribeResponseSchema: SchemaOf<AlertSubscribeResponse> = v.strictObject({
  token: v.string(),
  kanal: v.picklist(ALERT_CHANNELS),
  empfaenger: v.string(),
});

export const alertConfirmResponseSchema: SchemaOf<AlertConfirmResponse> = v.strictObject({
  laeuftBis: v.string(),
});

const filterEntries = {
  plz: v.string(),
  qualifikationen: v.array(v.string()),
  radius: v.number(),
  tageszeiten: v.string(),
  termintyp: v.picklist(APPOINTMENT_TYPE_FILTERS),
  sprache: v.optional(v.picklist(SPRACHE_CODES)),
};

export const alertOpenResponseSchema: SchemaOf<AlertOpenResponse> = v.strictObject(filterEntries);

export const alertLinkResponseSchema: SchemaOf<AlertLinkResponse> = v.strictObject({
  ...filterEntries,
  aktiv: v.boolean(),
  ortsname: v.string(),
  fachrichtungen: v.array(v.string()),
  laeuftBis: v.string(),
});

export const alertUnsubscribeResponseSchema: SchemaOf<AlertUnsubscribeResponse> = v.strictObject({
  beendet: v.literal(true),
});
