// praxis and praxis/profile (docs/supply.md "Calls"): the practice whose desk it is, and its
// appointment profiles: list, create, edit, deactivate (which withdraws the profile's free slots).
import {
  deskPracticeSchema,
  profileInputSchema,
  profileSchema,
  profilesResponseSchema,
  withdrawResponseSchema,
} from '@terminservice/domain/supply';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import {
  createProfile,
  deactivateProfile,
  deskPractice,
  listProfiles,
  updateProfile,
} from '../../services/practice/index.ts';
import { refusePractice } from '../../services/practice/refusals.ts';
import type { RouteDeps } from '../deps.ts';
import { DESK_REFUSALS, deskPracticeOf, idOf } from './scope.ts';

const PROFILE_EXAMPLE = {
  id: '5b0c1c9e-8d5e-4a43-9f1e-2f7f3c1d0a11',
  name: 'Sprechstunde Augenheilkunde',
  dauerMinuten: 15,
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: ['W030'],
  qualifikationen: [],
  hinweis: '',
  buchungsbefugnisse: ['PATIENT', 'TSS'],
  dringlichkeiten: [],
  freigabeTage: 2,
  arzt: { lanr: '123456601', titel: 'Dr. med.', vorname: 'Ayşe', nachname: 'Demir' },
  sprachen: ['en', 'tr'],
  aktiv: true,
  freieSlots: 24,
};

const { id: _id, aktiv: _aktiv, freieSlots: _frei, ...PROFILE_INPUT_EXAMPLE } = PROFILE_EXAMPLE;

const WRITE_REFUSALS = [...DESK_REFUSALS, refusePractice.notFound, refusePractice.unknownMerkmal];

export function practiceCall(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'practice',
    {
      summary: 'Die Praxis des Tokens (Terminverwaltung)',
      description: 'Name, BSNR and address of the practice whose SURGERY token this is.',
      response: deskPracticeSchema,
      privileged: true,
      refusals: DESK_REFUSALS,
      example: {
        bsnr: '721000001',
        name: 'Praxis Dr. Sommer',
        strasse: 'Invalidenstraße 117',
        plz: '10115',
        ort: 'Berlin',
      },
    },
    async ({ request }) => deskPractice(db, await deskPracticeOf(db, request)),
  );
}

export function profileCalls(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'practiceProfiles',
    {
      summary: 'Terminprofile der Praxis',
      description:
        'Every profile of the practice, active first, with its count of future free slots.',
      response: profilesResponseSchema,
      privileged: true,
      refusals: DESK_REFUSALS,
      example: { profile: [PROFILE_EXAMPLE] },
    },
    async ({ request }) => ({ profile: await listProfiles(db, await deskPracticeOf(db, request)) }),
  );
  defineCall(
    api,
    registry,
    'createProfile',
    {
      summary: 'Terminprofil anlegen',
      body: profileInputSchema,
      response: profileSchema,
      requestExample: PROFILE_INPUT_EXAMPLE,
      privileged: true,
      refusals: [...DESK_REFUSALS, refusePractice.unknownMerkmal],
      example: PROFILE_EXAMPLE,
    },
    async ({ body, request }) => createProfile(db, await deskPracticeOf(db, request), body),
  );
  defineCall(
    api,
    registry,
    'updateProfile',
    {
      summary: 'Terminprofil ändern',
      description:
        'Future free slots take the new type, booking authorities, urgencies and release rule; booked ones keep what was booked. The duration applies to slots made from now on.',
      body: profileInputSchema,
      response: profileSchema,
      requestExample: PROFILE_INPUT_EXAMPLE,
      privileged: true,
      refusals: WRITE_REFUSALS,
      example: PROFILE_EXAMPLE,
    },
    async ({ body, request }) => {
      const practice = await deskPracticeOf(db, request);
      return updateProfile(db, practice, idOf(request), body);
    },
  );
  defineCall(
    api,
    registry,
    'deactivateProfile',
    {
      summary: 'Terminprofil deaktivieren',
      description:
        'The profile takes no new slots; its future free and blocked slots are withdrawn. Booked and reserved ones stay until the practice cancels them.',
      response: withdrawResponseSchema,
      privileged: true,
      refusals: [...DESK_REFUSALS, refusePractice.notFound],
      example: { zurueckgezogen: 24 },
    },
    async ({ request }) => {
      const practice = await deskPracticeOf(db, request);
      return deactivateProfile(db, practice, idOf(request));
    },
  );
}
