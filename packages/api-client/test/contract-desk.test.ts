// The appointment desk's calls (docs/supply.md "Calls") through the client against the real
// server: the practice token in the identification header, path parameters, the answers' types
// and the refusals as ApiError with their PX codes. No mocks.
import { expandSeries, type ProfileInput, type SeriesInput } from '@terminservice/domain/supply';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../src/index.ts';
import { apiError, bookingBody, startContractServer } from './contract-setup.ts';
import { PRACTICE_BSNR } from './fixtures.ts';
import { devOutbox, devToken } from './server.ts';

const contract = await startContractServer();

const PROFILE: ProfileInput = {
  name: 'Sprechstunde Augenheilkunde',
  dauerMinuten: 20,
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: ['W030'],
  qualifikationen: [],
  hinweis: '',
  buchungsbefugnisse: ['PATIENT', 'TSS'],
  dringlichkeiten: [],
  freigabeTage: null,
  // Issue #22: the doctor and the languages go through the real server and its document.
  arzt: { lanr: '123456601', titel: 'Dr. med.', vorname: 'Ayşe', nachname: 'Demir' },
  sprachen: ['tr', 'en'],
};

function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function desk(): Promise<ApiClient> {
  const token = await devToken(contract.server.baseUrl, 'SURGERY', PRACTICE_BSNR);
  return contract.client({ getToken: () => token });
}

describe('the appointment desk through the client', () => {
  it('manages profiles and slots, and cancels a booking', async () => {
    const api = await desk();
    expect(await api.practice()).toMatchObject({ bsnr: PRACTICE_BSNR, plz: '10115' });
    const profile = await api.createProfile(PROFILE);
    expect(profile).toMatchObject({ name: PROFILE.name, aktiv: true });
    const renamed = await api.updateProfile(profile.id, { ...PROFILE, name: 'Umbenannt' });
    expect(renamed.name).toBe('Umbenannt');
    expect((await api.practiceProfiles()).profile.map((p) => p.id)).toContain(profile.id);

    const series: SeriesInput = {
      profilId: profile.id,
      wochentage: [1, 2, 3, 4, 5, 6, 7],
      von: '09:00',
      bis: '10:00',
      startDatum: day(4),
      endDatum: day(4),
      abstandMinuten: 0,
    };
    const published = await api.publishSeries(series);
    expect(published.anzahl).toBe(expandSeries(series, 20).length);
    const [first, second, third] = published.ids;
    expect(await api.withdrawSlots({ ids: [first!] })).toEqual({ zurueckgezogen: 1 });
    expect((await api.blockSlot(second!)).zustand).toBe('gesperrt');
    expect((await api.unblockSlot(second!)).zustand).toBe('frei');

    const { api: patient } = await contract.clientWithCode();
    const email = 'desk-contract@example.org';
    await patient.bookInPerson(bookingBody(third!, email));
    const week = await api.practiceSlots({ von: day(4), bis: day(4) });
    const booked = week.slots.find((s) => s.id === third);
    expect(booked?.zustand).toBe('gebucht');
    expect(booked?.buchung?.codeMaskiert).toMatch(/^\*{4}-\*{4}-[A-Z0-9]{4}$/);
    // Issue #24 part 1: not begun yet, so no no-show mark (the desk offers none either).
    expect(booked?.buchung?.nichtErschienenAktion).toBeNull();
    const early = await apiError(api.markNoShow(booked!.buchung!.id));
    expect([early.status, early.serverError.errorCodes]).toEqual([409, ['PX016']]);
    const unmarked = await apiError(api.undoNoShow(booked!.buchung!.id));
    expect([unmarked.status, unmarked.serverError.errorCodes]).toEqual([409, ['PX018']]);

    expect(
      await api.cancelPracticeBooking(booked!.buchung!.id, { grund: 'Praxis geschlossen' }),
    ).toEqual({ benachrichtigt: 'email' });
    const messages = await devOutbox(contract.server.baseUrl, email);
    expect(messages.some((m) => m.text.includes('Grund: Praxis geschlossen'))).toBe(true);
    // The free one and the one the cancellation blocked.
    expect(await api.deactivateProfile(profile.id)).toEqual({ zurueckgezogen: 2 });
  });

  it('refusals arrive as ApiError with their codes', async () => {
    const api = await desk();
    const missing = await apiError(api.updateProfile('unknown', PROFILE));
    expect(missing.status).toBe(404);
    expect(missing.serverError.errorCodes).toEqual(['PX002']);
    const tss = await apiError((await contract.staffClient('TSS')).practiceProfiles());
    expect(tss.status).toBe(403);
    const anonymous = await apiError(contract.client().practice());
    expect(anonymous.status).toBe(401);
    expect(anonymous.serverError.errorCodes).toEqual(['PX013']);
  });
});
