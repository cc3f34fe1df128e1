// The publishing concern of the desk store: one slot or a series (the server expands the series
// with the same expandSeries the form's preview uses).
import { deskErrorOf } from '../errors.ts';
import { PUBLISH_TEXTS } from '../texts.ts';
import type { DeskResult, DeskState, SliceContext } from './types.ts';

export const PUBLISH_FIELDS = [
  'profilId',
  'beginn',
  'wochentage',
  'von',
  'bis',
  'startDatum',
  'endDatum',
  'abstandMinuten',
] as const;

export function publishSlice({
  getApi,
  get,
}: SliceContext): Pick<DeskState, 'publishSingle' | 'publishSeries'> {
  async function run(send: () => Promise<{ anzahl: number }>): Promise<DeskResult> {
    try {
      const { anzahl } = await send();
      await get().reloadWeek();
      await get().reloadProfiles();
      const message = PUBLISH_TEXTS.published(anzahl);
      get().announce(message);
      return { ok: true, message };
    } catch (error) {
      return { ok: false, error: deskErrorOf(error, PUBLISH_FIELDS) };
    }
  }
  return {
    publishSingle: (input) => run(async () => (await getApi()).publishSlot(input)),
    publishSeries: (input) => run(async () => (await getApi()).publishSeries(input)),
  };
}
