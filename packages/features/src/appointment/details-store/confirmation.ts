// §2 "Confirmation modal after booking": 'Ich habe mir den Code notiert' (notiert/speichern) and
// the calendar file of the first slot (the slot's base64 `ical`, else GET buchung/kalender).
import type { DetailsActionContext, DetailsState } from './types.ts';

/** Base64 of the ICS text (§3 "ical (base64 calendar file)") to UTF-8 text. */
export function decodeBase64Utf8(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function markNotedAction({ set, getApi }: DetailsActionContext): DetailsState['markNoted'] {
  return async () => {
    set({ notNoted: false });
    try {
      const api = await getApi();
      await api.markCodeNoted();
    } catch {
      // The modal stays closed; next visit asks the server again.
    }
  };
}

export function calendarFileAction({
  get,
  getApi,
}: DetailsActionContext): DetailsState['calendarFile'] {
  return async () => {
    const entry = get().entry;
    if (entry === null) throw new Error('No appointment loaded');
    if (entry.slot.ical) {
      try {
        return decodeBase64Utf8(entry.slot.ical);
      } catch {
        // Not base64 after all: ask the server.
      }
    }
    const api = await getApi();
    return api.calendarFile({ slotId: entry.slot.id });
  };
}
