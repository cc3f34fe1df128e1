// The profiles concern of the desk store: list, save (create or edit), deactivate.
import { deskErrorOf } from '../errors.ts';
import { PROFILE_TEXTS } from '../texts.ts';
import type { DeskState, SliceContext } from './types.ts';

/** The profile form's fields, for refusals tied to one of them. */
export const PROFILE_FIELDS = [
  'name',
  'dauerMinuten',
  'termintyp',
  'leistungsmerkmale',
  'hinweis',
  'buchungsbefugnisse',
  'dringlichkeiten',
  'freigabeTage',
  // Issue #22: the server names the doctor's fields 'arzt.lanr' …; a refusal of the group goes to
  // its first field (ProfileFormDialog).
  'arzt',
  'sprachen',
] as const;

export function profileSlice({
  getApi,
  set,
  get,
}: SliceContext): Pick<DeskState, 'reloadProfiles' | 'saveProfile' | 'deactivateProfile'> {
  return {
    async reloadProfiles() {
      const api = await getApi();
      set({ profiles: (await api.practiceProfiles()).profile });
    },

    async saveProfile(id, input) {
      try {
        const api = await getApi();
        const saved =
          id === null ? await api.createProfile(input) : await api.updateProfile(id, input);
        await get().reloadProfiles();
        const message = PROFILE_TEXTS.saved(saved.name);
        get().announce(message);
        return { ok: true, message };
      } catch (error) {
        return { ok: false, error: deskErrorOf(error, PROFILE_FIELDS) };
      }
    },

    async deactivateProfile(id) {
      const profile = get().profiles.find((p) => p.id === id);
      try {
        const api = await getApi();
        const { zurueckgezogen } = await api.deactivateProfile(id);
        await get().reloadProfiles();
        await get().reloadWeek();
        const message = PROFILE_TEXTS.deactivated(profile?.name ?? '', zurueckgezogen);
        get().announce(message);
        return { ok: true, message };
      } catch (error) {
        return { ok: false, error: deskErrorOf(error) };
      }
    },
  };
}
