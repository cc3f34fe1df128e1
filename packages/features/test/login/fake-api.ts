// A fake API client answering like the real server for the calls of the login page (§7).
import type { ApiClient } from '@terminservice/api-client';
import type { LoginResponse } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { ApiError, RequestTimeoutError } from '@terminservice/domain/errors';
import { vi } from 'vitest';
import { fakeApi } from '../render.tsx';

export const CODE = 'ABCD2FGH4JKL';

export function serverError(code: string, text = '', status = 400): ApiError {
  return new ApiError(status, { errorCodes: [code], errorText: text, referenceId: 'ref-1' });
}

export const timeout = () => new RequestTimeoutError(4000);

export const QUALIFICATIONS = {
  w: {
    Augenheilkunde: { Augenheilkunde: ['W030'] },
    'Kinder- und Jugendmedizin': {
      Kinderarzt: ['A002'],
      'U-Untersuchungen': ['L001'],
      Neuropädiatrie: ['W102'],
    },
  },
  z: { Z001: 'Akupunktur' },
  g: { G001: 'Schlafapnoe' },
};

export function loginApi(type: ApplicationType = 'WEB') {
  const api = {
    ...fakeApi(type),
    featureToggles: vi.fn(async () => [{ key: 'sms_identitaetspruefung', value: true }]),
    reservationStatus: vi.fn(async (): Promise<unknown> => {
      throw serverError('WP042', 'Keine aktive Reservierung');
    }),
    login: vi.fn(async (): Promise<LoginResponse> => ({
      kv: '72',
      qualifikationen: 'W030',
      termintypen: ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'],
    })),
    placeName: vi.fn(async ({ plz }: { plz: string }) => {
      if (plz === '10115') return { ortsname: 'Berlin' };
      throw serverError('WP030', 'Postleitzahl unbekannt');
    }),
    availability: vi.fn(async (): Promise<unknown> => ({ termineVorhanden: true, suchRadius: 10 })),
    requestIdentityPinBySms: vi.fn(async (): Promise<unknown> => ({ token: 'sms-token' })),
    requestIdentityPinByEmail: vi.fn(async (): Promise<unknown> => ({ token: 'mail-token' })),
    qualifications: vi.fn(async () => QUALIFICATIONS),
  };
  return api as typeof api & ApiClient;
}
