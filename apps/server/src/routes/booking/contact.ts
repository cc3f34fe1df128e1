// buchung PATCH (§7 change contact) and buchung/email/bestaetigen (issue #26, not in §7): a new
// notification address is confirmed with the PIN mailed to it before anything else is sent there
// (services/booking/contact-change.ts, ADR 28).
import {
  changeContactRequestSchema,
  confirmContactRequestSchema,
} from '@terminservice/domain/validation';
import type { FastifyInstance } from 'fastify';
import { requireCode } from '../../auth/code.ts';
import { defineCall } from '../../http/define-call.ts';
import { sendStored } from '../stored-answer.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { enforce } from '../../security/rate-limit.ts';
import {
  confirmContactChange,
  publicAppUrl,
  requestContactChange,
  requireKnownCode,
} from '../../services/booking/index.ts';
import { BOOKING_PIN_IP_LIMIT } from '../../services/reservation/index.ts';
import type { RouteDeps } from '../deps.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import { MANAGE_REFUSALS } from './manage-refusals.ts';

export function changeContactCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;

  defineCall(
    api,
    registry,
    'changeContact',
    {
      summary: 'E-Mail-Adresse für Benachrichtigungen ändern',
      description:
        "Does not change the address at once: a 6-digit PIN (valid 30 minutes) goes to the new address, which waits until the PIN is entered with POST buchung/email/bestaetigen. Until then every message goes to the booking's old address (or none), and the new address gets nothing but the PIN. Answer: bestaetigungAusstehend true; false when the address is the booking's already (nothing sent, a waiting address dropped). A new request replaces the waiting address and its PIN: at most once per 60 s and 3 times per hour for a code, and 3 PINs per hour for a mailbox (its +tags and, for Gmail, dots ignored).",
      body: changeContactRequestSchema,
      requestExample: { notificationReceiver: 'max.mustermann@example.org' },
      example: { bestaetigungAusstehend: true },
      refusals: MANAGE_REFUSALS,
    },
    async ({ body, request }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      return requestContactChange(db, {
        code: code.code,
        receiver: body.notificationReceiver,
        pepper,
      });
    },
  );
}

export function confirmContactCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  const appUrl = publicAppUrl(deps.config);

  defineCall(
    api,
    registry,
    'confirmContact',
    {
      summary: 'Neue E-Mail-Adresse mit der PIN bestätigen',
      description:
        "The PIN mailed by PATCH buchung: the waiting address becomes the booking's notification address; it gets the confirmation with the calendar file, the old address a notice. A wrong PIN counts; the fifth spends it (WP079, until a new address is sent). Limited per client address as well.",
      body: confirmContactRequestSchema,
      requestExample: { pin: '123456' },
      refusals: [...MANAGE_REFUSALS, refuse.wrongAddressPin, refuse.addressPinBlocked],
    },
    async ({ body, request, reply }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      await enforce(db, BOOKING_PIN_IP_LIMIT, clientKeyOf(pepper, request));
      const answer = await confirmContactChange(db, {
        code: code.code,
        pin: body.pin,
        pepper,
        appUrl,
      });
      return sendStored(reply, answer);
    },
  );
}
