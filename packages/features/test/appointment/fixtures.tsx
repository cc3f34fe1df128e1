// Answers like the real server's (apps/server services/booking/appointments.ts), for the component tests.
import type { ApiClient } from '@terminservice/api-client';
import type {
  AppointmentResponse,
  BookedSlot,
  ReservationInfoResponse,
} from '@terminservice/domain/api';
import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { Route, Routes } from 'react-router';
import { vi, type Mocked } from 'vitest';
import { AppShell } from '../../src/shell/index.ts';
import { fakeApi, renderInApp } from '../render.tsx';
import { BookingVerificationPage } from '../../src/appointment/BookingVerificationPage.tsx';
import { DetailsPage } from '../../src/appointment/DetailsPage.tsx';
import { TssDetailsPage } from '../../src/appointment/TssDetailsPage.tsx';

export const CODE = 'ABCDFGHJKLMN';

export function bookedSlot(overrides: Partial<BookedSlot> = {}): BookedSlot {
  return {
    id: '4711',
    begin: '2026-12-03T09:30:00',
    end: '2026-12-03T09:45:00',
    expired: false,
    showTerminAbsagenOption: true,
    leistungsmerkmale: [{ name: 'Augenheilkunde', code: 'W030' }],
    terminprofileId: 'p1',
    ical: btoa('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
    termintyp: 'PRAESENZTERMIN',
    ...overrides,
  };
}

export function appointment(slot: BookedSlot = bookedSlot()): AppointmentResponse {
  return {
    slots: { '2026-12-03': { '17': [slot] } },
    praxen: {
      '17': {
        label: 'Augenpraxis am Tor',
        street: 'Invalidenstraße 5',
        plz: '10115',
        city: 'Berlin',
        phone: '030 1234567',
        web: 'www.augenpraxis.example',
        lat: 52.53,
        lon: 13.38,
        praxishinweis: 'Bitte Versichertenkarte mitbringen.',
      },
    },
    terminprofile: { p1: { name: 'Dr. Weber', terminprofilhinweis: 'Nüchtern erscheinen.' } },
  };
}

export const RESERVATION_INFO: ReservationInfoResponse = {
  slot: {
    terminzeit: { wochentag: 'Donnerstag', datum: '03.12.2026', uhrzeit: '09:30' },
    leistungsmerkmale: [{ name: 'Augenheilkunde', code: 'W030' }],
  },
  einrichtung: {
    bsnr: '123456789',
    strasse: 'Invalidenstraße 5',
    name: 'Augenpraxis am Tor',
    plz: '10115',
    ort: 'Berlin',
    telefonnummer: '030 1234567',
  },
  terminprofil: { name: 'Dr. Weber' },
};

/** The server's error as the api-client throws it. */
export function apiError(status: number, code: string, text: string): ApiError {
  return new ApiError(status, parseServerError(createServerErrorBody([{ code, text }], 'ref-1')));
}

export function appointmentApi(
  type: ApplicationType = 'WEB',
  overrides: Partial<Record<keyof ApiClient, unknown>> = {},
) {
  return fakeApi(type, {
    bookingLookup: vi.fn(async () => appointment()),
    isCodeNoted: vi.fn(async () => ({ notiert: 'NICHT_NOTIERT' })),
    markCodeNoted: vi.fn(async () => undefined),
    deleteBooking: vi.fn(async () => undefined),
    // Issue #26: a new address waits for the PIN mailed to it.
    changeContact: vi.fn(async () => ({ bestaetigungAusstehend: true })),
    confirmContact: vi.fn(async () => undefined),
    calendarFile: vi.fn(async () => 'BEGIN:VCALENDAR'),
    bookVideo: vi.fn(async () => undefined),
    bookingEmail: vi.fn(async () => ({ email: 'erika@example.org' })),
    resendBookingPin: vi.fn(async () => undefined),
    cancelReservation: vi.fn(async () => undefined),
    reservationInfo: vi.fn(async () => RESERVATION_INFO),
    ...overrides,
  } as never) as unknown as Mocked<ApiClient>;
}

/** The pages inside the app shell (toasts, header) on their routes. */
export function renderAppointment(path: string, api: ApiClient) {
  return renderInApp(
    <AppShell>
      <Routes>
        <Route path={ROUTES.details} element={<DetailsPage />} />
        <Route path={`${ROUTES.details}/:code`} element={<DetailsPage />} />
        <Route path={ROUTES.tssDetails} element={<TssDetailsPage />} />
        <Route path={ROUTES.bookingVerification} element={<BookingVerificationPage />} />
        <Route path={`${ROUTES.bookingVerification}/:code`} element={<BookingVerificationPage />} />
        <Route path="*" element={null} />
      </Routes>
    </AppShell>,
    { api, path },
  );
}
