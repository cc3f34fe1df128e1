// The week concern of the desk store: the slots of one week, selection, withdrawal, sperren and
// entsperren, and the practice's cancellation of a booking.
import { addDays } from '../dates.ts';
import { deskErrorOf } from '../errors.ts';
import { BOOKING_TEXTS, WEEK_TEXTS } from '../texts.ts';
import type { DeskState, SliceContext } from './types.ts';

type WeekActions = Pick<
  DeskState,
  'showWeek' | 'reloadWeek' | 'toggleSelected' | 'withdraw' | 'setBlocked' | 'cancelBooking'
>;

/** Which slots may be selected for a bulk withdrawal: free ones. */
export function isWithdrawable(zustand: string): boolean {
  return zustand === 'frei' || zustand === 'freigegeben' || zustand === 'gesperrt';
}

export function weekSlice({ getApi, set, get }: SliceContext): WeekActions {
  /** Answers of an older week that arrive late are dropped. */
  let request = 0;

  return {
    async showWeek(monday) {
      set({ monday, selected: new Set() });
      await get().reloadWeek();
    },

    async reloadWeek() {
      const mine = ++request;
      const { monday } = get();
      set({ slotsLoading: true, slotsError: false });
      try {
        const api = await getApi();
        const { slots } = await api.practiceSlots({ von: monday, bis: addDays(monday, 6) });
        if (mine !== request) return;
        const present = new Set(slots.map((s) => s.id));
        const selected = new Set([...get().selected].filter((id) => present.has(id)));
        set({ slots, selected, slotsLoading: false });
      } catch {
        if (mine === request) set({ slotsLoading: false, slotsError: true });
      }
    },

    toggleSelected(id) {
      const selected = new Set(get().selected);
      if (selected.has(id)) selected.delete(id);
      else selected.add(id);
      set({ selected });
    },

    async withdraw(ids) {
      try {
        const api = await getApi();
        const { zurueckgezogen } = await api.withdrawSlots({ ids: [...ids] });
        await get().reloadWeek();
        await get().reloadProfiles();
        const message = WEEK_TEXTS.withdrawn(zurueckgezogen);
        get().announce(message);
        return { ok: true, message };
      } catch (error) {
        return { ok: false, error: deskErrorOf(error) };
      }
    },

    async setBlocked(id, blocked) {
      try {
        const api = await getApi();
        await (blocked ? api.blockSlot(id) : api.unblockSlot(id));
        await get().reloadWeek();
        const message = blocked ? WEEK_TEXTS.blocked : WEEK_TEXTS.unblocked;
        get().announce(message);
        return { ok: true, message };
      } catch (error) {
        return { ok: false, error: deskErrorOf(error) };
      }
    },

    async cancelBooking(bookingId, grund) {
      try {
        const api = await getApi();
        const { benachrichtigt } = await api.cancelPracticeBooking(bookingId, { grund });
        await get().reloadWeek();
        const message =
          benachrichtigt === 'email'
            ? BOOKING_TEXTS.informedEmail
            : benachrichtigt === 'sms'
              ? BOOKING_TEXTS.informedSms
              : BOOKING_TEXTS.notReachable;
        get().announce(message);
        return { ok: true, message };
      } catch (error) {
        return { ok: false, error: deskErrorOf(error, ['grund']) };
      }
    },
  };
}
