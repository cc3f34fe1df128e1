// The no-show concern of the desk store (issue #24 part 1, docs/supply.md "No-shows"): mark a
// begun booking 'nicht erschienen' or undo the mark, then reload the week and announce it.
import { deskErrorOf } from '../errors.ts';
import { BOOKING_TEXTS } from '../texts.ts';
import type { DeskState, SliceContext } from './types.ts';

export function noShowSlice({ getApi, get }: SliceContext): Pick<DeskState, 'setNoShow'> {
  return {
    async setNoShow(bookingId, marked) {
      try {
        const api = await getApi();
        await (marked ? api.markNoShow(bookingId) : api.undoNoShow(bookingId));
        await get().reloadWeek();
        const message = marked ? BOOKING_TEXTS.noShowMarked : BOOKING_TEXTS.noShowUndone;
        get().announce(message);
        return { ok: true, message };
      } catch (error) {
        return { ok: false, error: deskErrorOf(error) };
      }
    },
  };
}
