// praxis/slots (docs/supply.md "Calls"): the week view, publishing one slot or a series, bulk
// withdrawal and free ↔ gesperrt. Publishing is all or nothing (services/practice/slots.ts).
import {
  deskSlotSchema,
  deskSlotsQuerySchema,
  deskSlotsResponseSchema,
  expandSeries,
  MAX_SLOTS_PER_REQUEST,
  publishResponseSchema,
  seriesInputSchema,
  slotInputSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from '@terminservice/domain/supply';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import {
  deskWeek,
  getProfile,
  publishSlots,
  refusePractice,
  setSlotAvailability,
  withdrawSlots,
} from '../../services/practice/index.ts';
import type { RouteDeps } from '../deps.ts';
import { DESK_REFUSALS, deskPracticeOf, idOf } from './scope.ts';

const PUBLISH_REFUSALS = [
  ...DESK_REFUSALS,
  refusePractice.notFound,
  refusePractice.overlap,
  refusePractice.profileInactive,
  refusePractice.startInPast,
  refusePractice.tooManySlots,
  refusePractice.emptySeries,
  refusePractice.tooFarAhead,
];

/** A slot of the practice that is not free (booked, reserved, past) cannot change. */
const SLOT_CHANGE_REFUSALS = [
  ...DESK_REFUSALS,
  refusePractice.notFound,
  refusePractice.slotNotFree,
];

const SLOT_EXAMPLE = {
  id: '4711',
  profilId: '5b0c1c9e-8d5e-4a43-9f1e-2f7f3c1d0a11',
  beginn: '2026-12-01T08:00:00',
  ende: '2026-12-01T08:15:00',
  termintyp: 'PRAESENZTERMIN',
  zustand: 'frei',
  buchung: null,
};

export function slotReadCall(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'practiceSlots',
    {
      summary: 'Termine der Praxis in einem Zeitraum (Wochenansicht)',
      description:
        'Slots starting on the local dates von…bis (inclusive, at most 31 days), withdrawn ones left out, each with its state (frei, reserviert, gebucht, abgelaufen, gesperrt, freigegeben). A booked slot carries its booking: masked code, name, date of birth, phone, e-mail, note and Leistungsmerkmale.',
      query: deskSlotsQuerySchema,
      response: deskSlotsResponseSchema,
      queryExample: { von: '2026-12-07', bis: '2026-12-13' },
      privileged: true,
      refusals: [...DESK_REFUSALS, refusePractice.rangeTooLong],
      example: { slots: [SLOT_EXAMPLE] },
    },
    async ({ query, request }) => ({
      slots: await deskWeek(db, await deskPracticeOf(db, request), query),
    }),
  );
}

export function publishCalls(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'publishSlot',
    {
      summary: 'Einen Termin anlegen',
      description: "One slot of a profile; its end follows from the profile's duration.",
      body: slotInputSchema,
      response: publishResponseSchema,
      requestExample: {
        profilId: '5b0c1c9e-8d5e-4a43-9f1e-2f7f3c1d0a11',
        beginn: '2026-12-07T08:00',
      },
      privileged: true,
      refusals: PUBLISH_REFUSALS,
      example: { anzahl: 1, ids: ['4711'] },
    },
    async ({ body, request }) => {
      const practice = await deskPracticeOf(db, request);
      const ids = await publishSlots(db, practice, [
        { profilId: body.profilId, starts: [body.beginn] },
      ]);
      return { anzahl: ids.length, ids };
    },
  );
  defineCall(
    api,
    registry,
    'publishSeries',
    {
      summary: 'Eine Terminserie anlegen',
      description: `Weekdays, a daily window, a date range and the gap between slots, expanded with the profile's duration (expandSeries); at most ${MAX_SLOTS_PER_REQUEST} slots, all or nothing.`,
      body: seriesInputSchema,
      response: publishResponseSchema,
      requestExample: {
        profilId: '5b0c1c9e-8d5e-4a43-9f1e-2f7f3c1d0a11',
        wochentage: [1, 3],
        von: '08:00',
        bis: '10:00',
        startDatum: '2026-12-07',
        endDatum: '2026-12-18',
        abstandMinuten: 0,
      },
      privileged: true,
      refusals: PUBLISH_REFUSALS,
      example: { anzahl: 16, ids: ['4711', '4712'] },
    },
    async ({ body, request }) => {
      const practice = await deskPracticeOf(db, request);
      const profile = await getProfile(db, practice, body.profilId);
      if (!profile.aktiv) throw refusePractice.profileInactive();
      const starts = expandSeries(body, profile.dauerMinuten);
      if (starts.length > MAX_SLOTS_PER_REQUEST) {
        throw refusePractice.tooManySlots();
      }
      const ids = await publishSlots(db, practice, [{ profilId: body.profilId, starts }]);
      return { anzahl: ids.length, ids };
    },
  );
}

export function slotChangeCalls(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'withdrawSlots',
    {
      summary: 'Termine zurückziehen',
      description:
        'Withdraws free or blocked future slots, all or none: an id of another practice or none at all is PX002, a booked or reserved slot PX007.',
      body: withdrawRequestSchema,
      response: withdrawResponseSchema,
      requestExample: { ids: ['4711', '4712'] },
      privileged: true,
      refusals: SLOT_CHANGE_REFUSALS,
      example: { zurueckgezogen: 3 },
    },
    async ({ body, request }) => {
      const practice = await deskPracticeOf(db, request);
      return { zurueckgezogen: await withdrawSlots(db, practice, body.ids) };
    },
  );
  for (const [key, available, summary] of [
    ['blockSlot', false, 'Termin sperren (frei → gesperrt)'],
    ['unblockSlot', true, 'Termin entsperren (gesperrt → frei)'],
  ] as const) {
    defineCall(
      api,
      registry,
      key,
      {
        summary,
        description:
          'A future free slot becomes blocked (not bookable), or back. Answers the slot with its new state.',
        privileged: true,
        refusals: SLOT_CHANGE_REFUSALS,
        response: deskSlotSchema,
        example: { ...SLOT_EXAMPLE, zustand: available ? 'frei' : 'gesperrt' },
      },
      async ({ request }) => {
        const practice = await deskPracticeOf(db, request);
        const slot = await setSlotAvailability(db, practice, idOf(request), available);
        const { buchungId: _none, ...rest } = slot;
        return { ...rest, buchung: null };
      },
    );
  }
}
