// The filters that work on the answer in the page, without a new search (§2, §4): appointment
// type (only when the session's types offer video), booking authority and the free text
// (debounced, §9; skipped for TSS, §6).
import { FILTER_DEBOUNCE_MS } from '@terminservice/domain/limits';
import {
  DEFAULT_APPOINTMENT_TYPE_FILTER,
  DEFAULT_BOOKING_AUTHORITY_FILTER,
  isAppointmentTypeFilterOffered,
  parseBookingAuthorityFilter,
  searchEntryState,
  type AppointmentTypeFilter,
  type BookingAuthority,
} from '@terminservice/domain/search';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useIsShown } from '../../app-context/index.ts';
import { sessionTermintypen } from '../criteria.ts';
import type { ResultFilters } from '../results.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

const DEFAULT_AUTHORITIES: readonly BookingAuthority[] = parseBookingAuthorityFilter(
  DEFAULT_BOOKING_AUTHORITY_FILTER,
) ?? ['PATIENT', 'TSS'];

export function useResultFilters() {
  const isShown = useIsShown();
  // A page that opens the results may hand over the type (issue #15: a slot alert's link).
  const { state } = useLocation();
  const [appointmentType, setAppointmentType] = useState<AppointmentTypeFilter>(
    () => searchEntryState(state).appointmentType ?? DEFAULT_APPOINTMENT_TYPE_FILTER,
  );
  const [authorities, setAuthorities] = useState<readonly BookingAuthority[]>(DEFAULT_AUTHORITIES);
  const [text, setText] = useState('');
  const debouncedText = useDebouncedValue(text, FILTER_DEBOUNCE_MS);

  const videoOffered =
    isShown('appointmentTypeFilter') && isAppointmentTypeFilterOffered(sessionTermintypen());
  const freeText = isShown('freeTextSearch');
  const authorityFilter = isShown('bookingAuthorityFilter');
  const filters: ResultFilters = useMemo(
    () => ({
      appointmentType: videoOffered ? appointmentType : 'ALL',
      authorities: authorityFilter ? authorities : DEFAULT_AUTHORITIES,
      // §6: free-text search is skipped for TSS.
      text: freeText ? debouncedText : '',
    }),
    [videoOffered, appointmentType, authorityFilter, authorities, freeText, debouncedText],
  );
  return {
    filters,
    /** The appointment-type filter's value and setter; null when video is not offered. */
    appointmentType: videoOffered ? { value: appointmentType, onChange: setAppointmentType } : null,
    authorities: { value: authorities, onChange: setAuthorities },
    text: { value: text, onChange: setText },
  };
}
