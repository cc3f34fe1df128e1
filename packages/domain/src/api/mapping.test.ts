import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../errors/index.ts';
import {
  FEATURE_TOGGLES,
  checkLoginResponse,
  combinePracticeNote,
  firstSlotOfAppointment,
  isCodeNoted,
  isFeatureEnabled,
  loginQualifikationen,
  offersVideo,
  showsCancelBlock,
  slotIdsToCancel,
  toAvailability,
  toFeatureToggleMap,
  type AppointmentResponse,
  type BookedSlot,
} from './index.ts';

function slot(id: string, extra: Partial<BookedSlot> = {}): BookedSlot {
  return {
    id,
    begin: '2025-03-04T09:30:00',
    end: '2025-03-04T09:45:00',
    expired: false,
    showTerminAbsagenOption: true,
    leistungsmerkmale: [{ name: 'Augenarzt', code: 'W030' }],
    terminprofileId: 'tp1',
    ical: 'QkVHSU46VkNBTEVOREFS',
    ...extra,
  };
}

const appointment: AppointmentResponse = {
  slots: {
    '2025-03-04': {
      praxis1: [slot('s1'), slot('s2', { expired: true, showTerminAbsagenOption: false })],
    },
    '2025-03-11': { praxis2: [slot('s3', { termintyp: 'VIDEOSPRECHSTUNDE' })] },
  },
  praxen: {
    praxis1: {
      label: 'Augenpraxis am Markt',
      street: 'Marktplatz 1',
      plz: '10115',
      city: 'Berlin',
      praxishinweis: 'Bitte Versichertenkarte mitbringen.',
    },
  },
  terminprofile: { tp1: { name: 'Dr. Muster', terminprofilhinweis: 'Nüchtern erscheinen.' } },
};

describe('toFeatureToggleMap (§7 "feature toggles")', () => {
  it('turns the list into a map; a later duplicate wins', () => {
    expect(
      toFeatureToggleMap([
        { key: 'tss_reservierungsabschluss', value: true },
        { key: 'a', value: true },
        { key: 'a', value: false },
      ]),
    ).toEqual({ tss_reservierungsabschluss: true, a: false });
  });

  it('gives an empty map for no list', () => {
    expect(toFeatureToggleMap(null)).toEqual({});
    expect(toFeatureToggleMap(undefined)).toEqual({});
  });

  it('treats absent toggles as off, including inherited names', () => {
    const map = toFeatureToggleMap([
      { key: FEATURE_TOGGLES.tssReservierungsabschluss, value: true },
    ]);
    expect(isFeatureEnabled(map, 'tss_reservierungsabschluss')).toBe(true);
    expect(isFeatureEnabled(map, FEATURE_TOGGLES.smsIdentitaetspruefung)).toBe(false);
    expect(isFeatureEnabled(map, 'constructor')).toBe(false);
  });
});

describe('combinePracticeNote (§3 "View slot")', () => {
  it.each([
    ['Praxis', 'Profil', 'Praxis\nProfil'],
    ['Praxis', undefined, 'Praxis'],
    [null, 'Profil', 'Profil'],
    ['', 'Profil', 'Profil'],
    ['  ', null, null],
    [undefined, undefined, null],
  ])('%o + %o → %o', (office, profile, expected) => {
    expect(combinePracticeNote(office, profile)).toBe(expected);
  });

  it('joins any two notes with exactly one line break', () => {
    const note = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(note, note, (office, profile) => {
        expect(combinePracticeNote(office, profile)).toBe(`${office}\n${profile}`);
      }),
    );
  });
});

describe('firstSlotOfAppointment (§3 "Appointment response")', () => {
  it('uses the first entry of the first date and office', () => {
    const entry = firstSlotOfAppointment(appointment);
    expect(entry).toMatchObject({
      date: '2025-03-04',
      officeId: 'praxis1',
      slot: { id: 's1', termintyp: 'PRAESENZTERMIN' },
      office: { label: 'Augenpraxis am Markt' },
      profile: { name: 'Dr. Muster' },
      praxishinweis: 'Bitte Versichertenkarte mitbringen.\nNüchtern erscheinen.',
    });
  });

  it('keeps a given termintyp and tolerates a missing office', () => {
    const entry = firstSlotOfAppointment({
      ...appointment,
      slots: { '2025-03-11': { praxis2: [slot('s3', { termintyp: 'VIDEOSPRECHSTUNDE' })] } },
    });
    expect(entry?.slot.termintyp).toBe('VIDEOSPRECHSTUNDE');
    expect(entry?.office).toBeUndefined();
    expect(entry?.praxishinweis).toBe('Nüchtern erscheinen.');
  });

  it('skips empty lists and gives null without slots', () => {
    expect(firstSlotOfAppointment({ ...appointment, slots: {} })).toBeNull();
    expect(
      firstSlotOfAppointment({
        ...appointment,
        slots: { '2025-03-04': { praxis1: [] }, '2025-03-05': { praxis1: [slot('s9')] } },
      })?.slot.id,
    ).toBe('s9');
  });
});

describe('cancellation helpers (§4 "Cancellation")', () => {
  it('shows the cancel block when some slot offers it', () => {
    expect(showsCancelBlock(appointment)).toBe(true);
    expect(
      showsCancelBlock({
        ...appointment,
        slots: { d: { p: [slot('x', { showTerminAbsagenOption: false })] } },
      }),
    ).toBe(false);
  });

  it('cancels all non-expired slots', () => {
    expect(slotIdsToCancel(appointment)).toEqual(['s1', 's3']);
  });
});

describe('small answer mappings (§3)', () => {
  it('availability defaults the radius to 5 km', () => {
    expect(toAvailability({ termineVorhanden: true })).toEqual({
      hasAppointments: true,
      searchRadius: 5,
    });
    expect(toAvailability({ termineVorhanden: false, suchRadius: 20 })).toEqual({
      hasAppointments: false,
      searchRadius: 20,
    });
  });

  it('a code is noted only with NOTIERT', () => {
    expect(isCodeNoted({ notiert: 'NOTIERT' })).toBe(true);
    expect(isCodeNoted({ notiert: null })).toBe(false);
    expect(isCodeNoted({ notiert: 'NICHT_NOTIERT' })).toBe(false);
  });

  it('reads qualifikationen as comma list or array', () => {
    expect(loginQualifikationen({ kv: '72', qualifikationen: 'W030, W050,' })).toEqual([
      'W030',
      'W050',
    ]);
    expect(loginQualifikationen({ kv: '72', qualifikationen: ['A001'] })).toEqual(['A001']);
    expect(loginQualifikationen({ kv: '72', qualifikationen: '' })).toEqual([]);
  });

  it('offers video only when the login lists VIDEOSPRECHSTUNDE', () => {
    expect(offersVideo({ kv: '72', qualifikationen: [], termintypen: ['VIDEOSPRECHSTUNDE'] })).toBe(
      true,
    );
    expect(offersVideo({ kv: '72', qualifikationen: [], termintypen: ['PRAESENZTERMIN'] })).toBe(
      false,
    );
    expect(offersVideo({ kv: '72', qualifikationen: [] })).toBe(false);
  });
});

describe('checkLoginResponse (§3 "Login response")', () => {
  it('accepts kv with qualifikationen and keeps known termintypen', () => {
    expect(
      checkLoginResponse({
        kv: '72',
        qualifikationen: 'W030',
        termintypen: ['VIDEOSPRECHSTUNDE', 'TELEFON'],
      }),
    ).toEqual({ kv: '72', qualifikationen: 'W030', termintypen: ['VIDEOSPRECHSTUNDE'] });
  });

  it.each([
    ['no object', null],
    ['no kv', { qualifikationen: 'W030' }],
    ['empty kv', { kv: '', qualifikationen: 'W030' }],
    ['no qualifikationen', { kv: '72' }],
    ['qualifikationen of the wrong kind', { kv: '72', qualifikationen: [1, 2] }],
  ])('rejects %s', (_name, body) => {
    expect(() => checkLoginResponse(body)).toThrow(InvalidResponseError);
  });
});
