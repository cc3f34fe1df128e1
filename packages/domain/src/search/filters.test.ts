import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_TYPE_FILTERS,
  APPOINTMENT_TYPE_FILTER_LABELS,
  BOOKING_AUTHORITIES,
  BOOKING_AUTHORITY_LABELS,
  DEFAULT_APPOINTMENT_TYPE_FILTER,
  DEFAULT_BOOKING_AUTHORITY_FILTER,
  formatBookingAuthorityFilter,
  isAppointmentTypeFilter,
  isAppointmentTypeFilterOffered,
  isBookingAuthorityLocked,
  isTssOnlySlot,
  matchesAppointmentTypeFilter,
  matchesBookingAuthorityFilter,
  parseBookingAuthorityFilter,
  toggleBookingAuthority,
  type BookingAuthority,
} from './filters.ts';

describe('appointment-type filter (§2, §3)', () => {
  it('has ALL as default and the button labels', () => {
    expect(DEFAULT_APPOINTMENT_TYPE_FILTER).toBe('ALL');
    expect(APPOINTMENT_TYPE_FILTERS.map((f) => APPOINTMENT_TYPE_FILTER_LABELS[f])).toEqual([
      'Alle Termine',
      'Präsenztermin',
      'Videosprechstunde',
    ]);
    expect(isAppointmentTypeFilter('VIDEOSPRECHSTUNDE')).toBe(true);
    expect(isAppointmentTypeFilter('VIDEO')).toBe(false);
  });

  it('is offered only with VIDEOSPRECHSTUNDE in the login response', () => {
    expect(isAppointmentTypeFilterOffered(['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'])).toBe(true);
    expect(isAppointmentTypeFilterOffered(['PRAESENZTERMIN'])).toBe(false);
    expect(isAppointmentTypeFilterOffered([])).toBe(false);
  });

  it.each([
    ['ALL', undefined, true],
    ['ALL', 'VIDEOSPRECHSTUNDE', true],
    ['PRAESENZTERMIN', undefined, true],
    ['PRAESENZTERMIN', 'PRAESENZTERMIN', true],
    ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE', false],
    ['VIDEOSPRECHSTUNDE', undefined, false],
    ['VIDEOSPRECHSTUNDE', 'VIDEOSPRECHSTUNDE', true],
  ] as const)('filter %s with slot type %s → %s', (filter, termintyp, expected) => {
    expect(matchesAppointmentTypeFilter(filter, termintyp)).toBe(expected);
  });
});

describe('booking-authority filter (§2, §3, §4)', () => {
  it('defaults to PATIENT|TSS with the checkbox labels', () => {
    expect(DEFAULT_BOOKING_AUTHORITY_FILTER).toBe('PATIENT|TSS');
    expect(BOOKING_AUTHORITIES.map((a) => BOOKING_AUTHORITY_LABELS[a])).toEqual([
      'Patiententermine',
      'TSS-Termine',
    ]);
  });

  it.each([
    ['PATIENT|TSS', ['PATIENT', 'TSS']],
    ['TSS|PATIENT', ['PATIENT', 'TSS']],
    ['PATIENT', ['PATIENT']],
    ['TSS', ['TSS']],
    ['', null],
    ['ARZT', null],
    ['PATIENT|', null],
    ['patient', null],
  ] as const)('parses %j', (value, expected) => {
    expect(parseBookingAuthorityFilter(value)).toEqual(expected);
  });

  it('formats in canonical order', () => {
    expect(formatBookingAuthorityFilter(['TSS', 'PATIENT'])).toBe(DEFAULT_BOOKING_AUTHORITY_FILTER);
    expect(formatBookingAuthorityFilter(new Set<BookingAuthority>(['TSS']))).toBe('TSS');
  });

  it.each([
    [['PATIENT', 'TSS'], 'PATIENT', ['TSS']],
    [['PATIENT', 'TSS'], 'TSS', ['PATIENT']],
    [['PATIENT'], 'TSS', ['PATIENT', 'TSS']],
    [['TSS'], 'PATIENT', ['PATIENT', 'TSS']],
    // the last checked box cannot be unchecked
    [['PATIENT'], 'PATIENT', ['PATIENT']],
    [['TSS'], 'TSS', ['TSS']],
  ] as const)('toggling %j at %s gives %j', (checked, authority, expected) => {
    expect(toggleBookingAuthority(checked, authority)).toEqual(expected);
  });

  it('locks only the last checked box', () => {
    expect(isBookingAuthorityLocked(['PATIENT'], 'PATIENT')).toBe(true);
    expect(isBookingAuthorityLocked(['PATIENT'], 'TSS')).toBe(false);
    expect(isBookingAuthorityLocked(['PATIENT', 'TSS'], 'PATIENT')).toBe(false);
  });

  it('keeps at least one box checked whatever is toggled', () => {
    let checked: BookingAuthority[] = ['PATIENT', 'TSS'];
    for (const authority of ['PATIENT', 'TSS', 'TSS', 'PATIENT', 'TSS'] as const) {
      checked = toggleBookingAuthority(checked, authority);
      expect(checked.length).toBeGreaterThan(0);
    }
  });

  it.each([
    [['PATIENT', 'TSS'], ['PATIENT'], true],
    [['PATIENT', 'TSS'], ['TSS'], true],
    [['PATIENT'], ['TSS'], false],
    [['TSS'], ['PATIENT', 'TSS'], true],
    [['PATIENT'], [], false],
  ] as const)('filter %j matches slot %j: %s', (checked, befugnisse, expected) => {
    expect(matchesBookingAuthorityFilter(checked, befugnisse)).toBe(expected);
  });

  it('marks slots bookable only by TSS (§2 TSS badge)', () => {
    expect(isTssOnlySlot(['TSS'])).toBe(true);
    expect(isTssOnlySlot(['PATIENT', 'TSS'])).toBe(false);
    expect(isTssOnlySlot(['PATIENT'])).toBe(false);
  });
});
