// The publishing form's values and the live preview of a series: the same expandSeries the server
// uses, so "Es werden N Termine angelegt." is what the server will make.
import {
  MAX_SLOTS_PER_REQUEST,
  expandSeries,
  seriesInputSchema,
  type Profile,
} from '@terminservice/domain/supply';
import { validOutput } from '@terminservice/domain/validation';

export interface PublishDraft {
  readonly mode: 'single' | 'series';
  readonly profilId: string;
  readonly datum: string;
  readonly uhrzeit: string;
  readonly wochentage: readonly number[];
  readonly von: string;
  readonly bis: string;
  readonly startDatum: string;
  readonly endDatum: string;
  readonly abstand: string;
}

export function emptyPublishDraft(today: string): PublishDraft {
  return {
    mode: 'series',
    profilId: '',
    datum: '',
    uhrzeit: '',
    wochentage: [1, 2, 3, 4, 5],
    von: '08:00',
    bis: '12:00',
    startDatum: today,
    endDatum: today,
    abstand: '0',
  };
}

export function seriesInputOf(draft: PublishDraft): Record<string, unknown> {
  return {
    profilId: draft.profilId,
    wochentage: [...draft.wochentage].sort(),
    von: draft.von,
    bis: draft.bis,
    startDatum: draft.startDatum,
    endDatum: draft.endDatum,
    abstandMinuten: draft.abstand.trim() === '' ? undefined : Number(draft.abstand),
  };
}

export function singleInputOf(draft: PublishDraft): Record<string, unknown> {
  return {
    profilId: draft.profilId,
    beginn: draft.datum && draft.uhrzeit ? `${draft.datum}T${draft.uhrzeit}` : '',
  };
}

/** How many slots the series makes: null while the form is incomplete; max + 1 means "too many". */
export function previewCount(draft: PublishDraft, profile: Profile | undefined): number | null {
  if (!profile) return null;
  const series = validOutput(seriesInputSchema, seriesInputOf(draft));
  if (series === undefined) return null;
  return expandSeries(series, profile.dauerMinuten, MAX_SLOTS_PER_REQUEST).length;
}
