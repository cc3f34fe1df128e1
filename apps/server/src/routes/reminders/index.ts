// The reminder links' calls (issue #15 part 4; docs/reminders.md "Calls"): show the appointment of
// a link, confirm it, release it. The token travels in the body, never in a URL. Every call counts
// against the client's limit before the token is looked up, as PIN checks do (security/).
import {
  reminderActionRequestSchema,
  reminderConfirmedSchema,
  reminderReleasedSchema,
  reminderViewRequestSchema,
  reminderViewSchema,
} from '@terminservice/domain/reminders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { enforce, type Limit } from '../../security/rate-limit.ts';
import { confirmReminder, releaseReminder, viewReminder } from '../../services/reminders/index.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import { refuseReminder } from '../../services/reminders/refusals.ts';
import type { RouteDeps } from '../deps.ts';

/** Reminder calls per client and 10 minutes: a patient needs two or three. */
export const REMINDER_LINK_LIMIT: Limit = { name: 'erinnerung:ip', max: 30, windowSeconds: 600 };

const EXAMPLE_TOKEN = 'q3Zr8xYb1VtK0cW5mN7pL2sD9fG4hJ6kA1eR3uI8oPw';

const VIEW_EXAMPLE = {
  aktion: 'freigeben',
  beginn: '2026-05-12T10:00:00',
  ende: '2026-05-12T10:15:00',
  praxis: {
    name: 'Augenarztpraxis Dr. Sommer',
    strasse: 'Invalidenstraße 117',
    plz: '10115',
    ort: 'Berlin',
    telefon: '030 1234567',
  },
  terminprofil: 'Dr. med. Anna Sommer',
  stornierungen: 0,
  bestaetigt: false,
};

const REFUSALS = [
  refuseReminder.unknown,
  refuseReminder.usedKomme,
  refuseReminder.usedFreigeben,
  refuseReminder.cancelled,
  refuseReminder.expired,
];

export async function reminderRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, pepper, registry } = deps;
  const limit = (request: FastifyRequest) =>
    enforce(db, REMINDER_LINK_LIMIT, clientKeyOf(pepper, request));

  defineCall(
    api,
    registry,
    'reminderView',
    {
      summary: 'Termin einer Erinnerung anzeigen',
      description:
        "The appointment a reminder link belongs to (date, time, practice; never the code) and the code's cancellations so far, for the page that states what the action means. Changes nothing: mail scanners that follow links do no harm. The token is in the body, never in a URL.",
      body: reminderViewRequestSchema,
      response: reminderViewSchema,
      access: 'public',
      requestExample: { aktion: 'freigeben', token: EXAMPLE_TOKEN },
      refusals: REFUSALS,
      example: VIEW_EXAMPLE,
    },
    async ({ body, request }) => {
      await limit(request);
      return viewReminder(db, body.aktion, body.token);
    },
  );

  defineCall(
    api,
    registry,
    'reminderConfirm',
    {
      summary: "Erinnerung: 'Ich komme'",
      description:
        "Confirms the appointment with the 'komme' link's token: the booking is marked confirmed (the practice's desk shows 'bestätigt'). The token works once and until the appointment's start.",
      body: reminderActionRequestSchema,
      response: reminderConfirmedSchema,
      access: 'public',
      requestExample: { token: EXAMPLE_TOKEN },
      refusals: REFUSALS,
      example: { bestaetigt: true },
    },
    async ({ body, request }) => {
      await limit(request);
      return confirmReminder(db, body.token);
    },
  );

  defineCall(
    api,
    registry,
    'reminderRelease',
    {
      summary: "Erinnerung: 'Termin freigeben'",
      description:
        "Releases the appointment with the 'freigeben' link's token: a cancellation by the patient under the rules of §4 and §9 — the slot is free again at once, the code's cancellations count (two use it up), the cancellation mail goes out. The token works once and until the appointment's start.",
      body: reminderActionRequestSchema,
      response: reminderReleasedSchema,
      access: 'public',
      requestExample: { token: EXAMPLE_TOKEN },
      refusals: [...REFUSALS, refuse.codeUsedUp, refuse.codeExpired],
      example: { stornierungen: 1, codeVerbraucht: false },
    },
    async ({ body, request }) => {
      await limit(request);
      return releaseReminder(db, body.token);
    },
  );
}
