// Appointment-type and booking-authority filters of the search results page (§2, §3, §4).

/** §3 "Appointment-type filter: ALL (default), PRAESENZTERMIN, VIDEOSPRECHSTUNDE". */
export const APPOINTMENT_TYPE_FILTERS = ['ALL', 'PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'] as const;
export type AppointmentTypeFilter = (typeof APPOINTMENT_TYPE_FILTERS)[number];
export type Termintyp = Exclude<AppointmentTypeFilter, 'ALL'>;

export const DEFAULT_APPOINTMENT_TYPE_FILTER: AppointmentTypeFilter = 'ALL';
/** §4 "Slot type defaults to PRAESENZTERMIN"; §3 termintyp is absent for the default. */
export const DEFAULT_TERMINTYP: Termintyp = 'PRAESENZTERMIN';

/** §2 appointment-type buttons. */
export const APPOINTMENT_TYPE_FILTER_LABELS: Readonly<Record<AppointmentTypeFilter, string>> = {
  ALL: 'Alle Termine',
  PRAESENZTERMIN: 'Präsenztermin',
  VIDEOSPRECHSTUNDE: 'Videosprechstunde',
};

export function isAppointmentTypeFilter(value: unknown): value is AppointmentTypeFilter {
  return (
    typeof value === 'string' && (APPOINTMENT_TYPE_FILTERS as readonly string[]).includes(value)
  );
}

/** §2/§6: the buttons show only if the login response offered VIDEOSPRECHSTUNDE. */
export function isAppointmentTypeFilterOffered(termintypen: readonly string[]): boolean {
  return termintypen.includes('VIDEOSPRECHSTUNDE');
}

/** Whether a slot of the given termintyp (absent meaning PRAESENZTERMIN) passes the filter. */
export function matchesAppointmentTypeFilter(
  filter: AppointmentTypeFilter,
  termintyp: Termintyp | undefined,
): boolean {
  return filter === 'ALL' || filter === (termintyp ?? DEFAULT_TERMINTYP);
}

/** §3 slot buchungsbefugnisse and the booking-authority filter values. */
export const BOOKING_AUTHORITIES = ['PATIENT', 'TSS'] as const;
export type BookingAuthority = (typeof BOOKING_AUTHORITIES)[number];

/** §3 "pipe-joined PATIENT and TSS". */
export const BOOKING_AUTHORITY_SEPARATOR = '|';
/** §3 "default 'PATIENT|TSS'". */
export const DEFAULT_BOOKING_AUTHORITY_FILTER = BOOKING_AUTHORITIES.join(
  BOOKING_AUTHORITY_SEPARATOR,
);

/** §2 checkbox labels. */
export const BOOKING_AUTHORITY_LABELS: Readonly<Record<BookingAuthority, string>> = {
  PATIENT: 'Patiententermine',
  TSS: 'TSS-Termine',
};

export function isBookingAuthority(value: unknown): value is BookingAuthority {
  return typeof value === 'string' && (BOOKING_AUTHORITIES as readonly string[]).includes(value);
}

/** Filter value → checked authorities in canonical order; null for unknown or empty values. */
export function parseBookingAuthorityFilter(value: string): BookingAuthority[] | null {
  const parts = value.split(BOOKING_AUTHORITY_SEPARATOR);
  if (!parts.every(isBookingAuthority)) return null;
  const checked = BOOKING_AUTHORITIES.filter((authority) => parts.includes(authority));
  return checked.length > 0 ? checked : null;
}

/** Checked authorities → filter value, in canonical order ('PATIENT|TSS'). */
export function formatBookingAuthorityFilter(checked: Iterable<BookingAuthority>): string {
  const set = new Set(checked);
  return BOOKING_AUTHORITIES.filter((authority) => set.has(authority)).join(
    BOOKING_AUTHORITY_SEPARATOR,
  );
}

/** §4: the last checked box is disabled so that at least one stays checked. */
export function isBookingAuthorityLocked(
  checked: readonly BookingAuthority[],
  authority: BookingAuthority,
): boolean {
  return checked.length === 1 && checked[0] === authority;
}

/** Flip one box; unchecking the last checked one is refused and leaves the filter as it was. */
export function toggleBookingAuthority(
  checked: readonly BookingAuthority[],
  authority: BookingAuthority,
): BookingAuthority[] {
  if (isBookingAuthorityLocked(checked, authority)) return [...checked];
  const next = new Set(checked);
  if (next.has(authority)) next.delete(authority);
  else next.add(authority);
  return BOOKING_AUTHORITIES.filter((a) => next.has(a));
}

/** A slot passes when one of its booking authorities is checked. */
export function matchesBookingAuthorityFilter(
  checked: readonly BookingAuthority[],
  buchungsbefugnisse: readonly string[],
): boolean {
  return checked.some((authority) => buchungsbefugnisse.includes(authority));
}

/** §2 TSS badge: the slot is bookable only by TSS. */
export function isTssOnlySlot(buchungsbefugnisse: readonly string[]): boolean {
  return buchungsbefugnisse.includes('TSS') && !buchungsbefugnisse.includes('PATIENT');
}
