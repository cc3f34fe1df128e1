// A fake API for the appointment desk's component and store tests: a practice with one profile
// and a week with a free, a blocked and a booked slot, and vi.fn calls the tests can inspect or
// override. The real calls are covered by the server's and the API client's contract tests.
import type { DeskSlotView, Profile } from '@terminservice/domain/supply';
import { ApiError, parseServerError } from '@terminservice/domain/errors';
import { vi } from 'vitest';
import { fakeApi } from '../render.tsx';

export const MONDAY = '2026-12-07';

export const PROFILE: Profile = {
  id: 'p1',
  name: 'Sprechstunde Augenheilkunde',
  dauerMinuten: 15,
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: ['W030'],
  qualifikationen: [],
  hinweis: '',
  buchungsbefugnisse: ['PATIENT', 'TSS'],
  dringlichkeiten: [],
  freigabeTage: null,
  arzt: null,
  sprachen: [],
  aktiv: true,
  freieSlots: 2,
};

export const SLOTS: DeskSlotView[] = [
  {
    id: '11',
    profilId: 'p1',
    beginn: `${MONDAY}T08:00:00`,
    ende: `${MONDAY}T08:15:00`,
    termintyp: 'PRAESENZTERMIN',
    zustand: 'frei',
    buchung: null,
  },
  {
    id: '12',
    profilId: 'p1',
    beginn: `${MONDAY}T08:15:00`,
    ende: `${MONDAY}T08:30:00`,
    termintyp: 'PRAESENZTERMIN',
    zustand: 'gesperrt',
    buchung: null,
  },
  {
    id: '13',
    profilId: 'p1',
    beginn: '2026-12-08T09:00:00',
    ende: '2026-12-08T09:15:00',
    termintyp: 'PRAESENZTERMIN',
    zustand: 'gebucht',
    buchung: {
      id: 'b1',
      codeMaskiert: '****-****-7KQ2',
      vorname: 'Erika',
      nachname: 'Musterfrau',
      geburtsdatum: '1980-05-17',
      telefon: '+49 30 1234567',
      email: 'erika@example.org',
      hinweis: 'Bitte Brille mitbringen.',
      leistungsmerkmale: ['W030'],
      bestaetigtAm: null,
      nichtErschienenAm: null,
      nichtErschienenAktion: null,
    },
  },
];

/** An ApiError as the client throws it for a refusal in the spec's shape. */
export function refusal(
  status: number,
  errors: { code: string; text: string; field?: string }[],
): ApiError {
  const body = { errors, referenceId: 'r-1' };
  const error = new ApiError(status, parseServerError(body));
  error.cause = { data: body };
  return error;
}

export function fakeDeskApi(overrides: Record<string, unknown> = {}) {
  return fakeApi('SURGERY', {
    practice: vi.fn(async () => ({
      bsnr: '721000001',
      name: 'Augenpraxis am Park',
      strasse: 'Invalidenstraße 117',
      plz: '10115',
      ort: 'Berlin',
    })),
    practiceProfiles: vi.fn(async () => ({ profile: [PROFILE] })),
    qualifications: vi.fn(async () => ({
      w: { Augenheilkunde: { Augenheilkunde: ['W030'] } },
      z: {},
      g: {},
    })),
    practiceSlots: vi.fn(async () => ({ slots: SLOTS })),
    createProfile: vi.fn(async (input: Profile) => ({
      ...input,
      id: 'p2',
      aktiv: true,
      freieSlots: 0,
    })),
    updateProfile: vi.fn(async (id: string, input: Profile) => ({ ...PROFILE, ...input, id })),
    deactivateProfile: vi.fn(async () => ({ zurueckgezogen: 2 })),
    publishSlot: vi.fn(async () => ({ anzahl: 1, ids: ['20'] })),
    publishSeries: vi.fn(async () => ({ anzahl: 10, ids: [] })),
    withdrawSlots: vi.fn(async (body: { ids: string[] }) => ({ zurueckgezogen: body.ids.length })),
    blockSlot: vi.fn(async () => ({ ...SLOTS[0], zustand: 'gesperrt' })),
    unblockSlot: vi.fn(async () => ({ ...SLOTS[1], zustand: 'frei' })),
    cancelPracticeBooking: vi.fn(async () => ({ benachrichtigt: 'email' })),
    markNoShow: vi.fn(async () => ({ nichtErschienenAm: '2026-12-08T09:20:00.000Z' })),
    undoNoShow: vi.fn(async () => ({ nichtErschienenAm: null })),
    ...overrides,
  } as never);
}
