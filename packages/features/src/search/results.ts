// The search response as the page shows it (§2 "Results per date", §3 "Search response", §4
// "Booking-authority filter", §9 "Distance sorted ascending"): per section, dates in order, per date
// the office items sorted by distance, each with the slots that pass the page's filters.
import type {
  Praxis,
  ResultSection,
  SearchResponse,
  SearchSlot,
  SlotsByDate,
  Terminprofil,
} from '@terminservice/domain/api';
import {
  matchesAppointmentTypeFilter,
  matchesBookingAuthorityFilter,
  type AppointmentTypeFilter,
  type BookingAuthority,
} from '@terminservice/domain/search';

/** One office item: an office with one appointment profile and its slots on one date. */
export interface OfficeEntry {
  /** Unique within a date: office id and profile id. */
  readonly key: string;
  readonly officeId: string;
  readonly office: Praxis & { readonly id: string };
  readonly profile: (Terminprofil & { readonly id: string }) | null;
  readonly slots: readonly SearchSlot[];
}

export interface DateGroup {
  /** yyyy-MM-dd */
  readonly date: string;
  readonly offices: readonly OfficeEntry[];
}

/** The filters the page applies to a response without asking the server again. */
export interface ResultFilters {
  readonly appointmentType: AppointmentTypeFilter;
  readonly authorities: readonly BookingAuthority[];
  /** Free text (§2 'Ergebnisse durchsuchen'), matched against the practice and profile name. */
  readonly text: string;
}

function distanceOf(office: Praxis | undefined): number {
  return office?.distance ?? Number.POSITIVE_INFINITY;
}

function matchesText(text: string, office: Praxis, profile: Terminprofil | null): boolean {
  const needle = text.trim().toLocaleLowerCase('de');
  if (needle === '') return true;
  return [office.label, profile?.name ?? ''].some((name) =>
    name.toLocaleLowerCase('de').includes(needle),
  );
}

function passes(slot: SearchSlot, filters: ResultFilters): boolean {
  return (
    matchesAppointmentTypeFilter(filters.appointmentType, slot.termintyp) &&
    matchesBookingAuthorityFilter(filters.authorities, slot.buchungsbefugnisse)
  );
}

/** The office with its id, or null when the response does not describe it. */
export function officeOf(
  response: SearchResponse,
  officeId: string,
): (Praxis & { readonly id: string }) | null {
  const office = response.praxen[officeId];
  return office ? { ...office, id: officeId } : null;
}

function profileOf(
  response: SearchResponse,
  profileId: string,
): (Terminprofil & { readonly id: string }) | null {
  const profile = response.terminprofile[profileId];
  return profile ? { ...profile, id: profileId } : null;
}

/** Dates ascending; per date the office items by distance, then label; empty ones dropped. */
export function groupByDate(
  response: SearchResponse,
  slotsByDate: SlotsByDate | undefined,
  filters: ResultFilters,
  onlyOfficeId?: string,
): DateGroup[] {
  const groups: DateGroup[] = [];
  for (const date of Object.keys(slotsByDate ?? {}).sort()) {
    const offices: OfficeEntry[] = [];
    for (const [officeId, profiles] of Object.entries(slotsByDate?.[date] ?? {})) {
      if (onlyOfficeId !== undefined && officeId !== onlyOfficeId) continue;
      const office = officeOf(response, officeId);
      if (!office) continue;
      for (const [profileId, slots] of Object.entries(profiles)) {
        const profile = profileOf(response, profileId);
        if (!matchesText(filters.text, office, profile)) continue;
        const shown = slots.filter((slot) => passes(slot, filters));
        if (shown.length === 0) continue;
        offices.push({ key: `${officeId}:${profileId}`, officeId, office, profile, slots: shown });
      }
    }
    offices.sort(
      (a, b) =>
        distanceOf(a.office) - distanceOf(b.office) ||
        a.office.label.localeCompare(b.office.label, 'de'),
    );
    if (offices.length > 0) groups.push({ date, offices });
  }
  return groups;
}

/** The date groups of one section of the response. */
export function sectionGroups(
  response: SearchResponse,
  section: ResultSection,
  filters: ResultFilters,
  onlyOfficeId?: string,
): DateGroup[] {
  return groupByDate(response, response.slots[section], filters, onlyOfficeId);
}

/** Whether the server found any slot at all (before the page's own filters). */
export function hasAnySlot(response: SearchResponse): boolean {
  return Object.values(response.slots).some((byDate) =>
    Object.values(byDate ?? {}).some((offices) =>
      Object.values(offices).some((profiles) =>
        Object.values(profiles).some((slots) => slots.length > 0),
      ),
    ),
  );
}

/** The ids of the offices that have slots in the given sections, nearest first. */
export function officeIdsWithSlots(
  response: SearchResponse,
  sections: readonly ResultSection[],
): string[] {
  const ids = new Set<string>();
  for (const section of sections) {
    for (const offices of Object.values(response.slots[section] ?? {})) {
      for (const [officeId, profiles] of Object.entries(offices)) {
        if (Object.values(profiles).some((slots) => slots.length > 0)) ids.add(officeId);
      }
    }
  }
  return [...ids].sort((a, b) => distanceOf(response.praxen[a]) - distanceOf(response.praxen[b]));
}
