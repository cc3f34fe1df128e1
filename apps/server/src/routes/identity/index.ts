// identitaetsbestaetigung/anfordern/sms, …/email and …/bestaetigen (§7): the identity check of the
// no-code flow. The logic is in services/identity/check.ts.
import {
  identityEmailRequestSchema,
  identitySmsRequestSchema,
  identityVerifyRequestSchema,
} from '@terminservice/domain/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageLocaleOf } from '../../http/message-locale.ts';
import { defineCall } from '../../http/define-call.ts';
import { sendStored } from '../stored-answer.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { enforce } from '../../security/rate-limit.ts';
import { idempotencyKeyOf } from '../../services/kernel/idempotency.ts';
import {
  isSmsCheckEnabled,
  PIN_REQUEST_IP_LIMIT,
  PIN_VERIFY_IP_LIMIT,
  type PinRequest,
  requestPin,
  verifyPin,
} from '../../services/identity/check.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import type { RouteDeps } from '../deps.ts';

const REQUEST_REFUSALS = [refuse.unknownPostcode, refuse.unknownSpecialty, refuse.tooManyPins];

export async function identityRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  requestPinBySmsCall(api, deps);
  requestPinByEmailCall(api, deps);
  verifyIdentityCall(api, deps);
}

/** Sends the PIN to the receiver of either channel and answers the token to verify it with. */
async function sendPin(
  { db, pepper }: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pin: Pick<PinRequest, 'channel' | 'receiver' | 'plz' | 'leistungsmerkmal'>,
): Promise<FastifyReply> {
  return sendStored(
    reply,
    await requestPin(db, pepper, {
      channel: pin.channel,
      receiver: pin.receiver,
      plz: pin.plz,
      leistungsmerkmal: pin.leistungsmerkmal,
      idempotencyKey: idempotencyKeyOf(request),
      clientKey: clientKeyOf(pepper, request),
      locale: messageLocaleOf(request),
    }),
  );
}

function requestPinBySmsCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  defineCall(
    api,
    registry,
    'requestIdentityPinBySms',
    {
      summary: 'PIN für die Identitätsprüfung per SMS anfordern',
      description:
        'Sends a 6-digit PIN (valid 10 minutes) to the phone number and answers the token to verify it with. Needs the feature toggle sms_identitaetspruefung. A new request for the same number replaces the earlier PIN (resend), at most once per 60 s and 3 times per hour. Honours Idempotency-Key.',
      body: identitySmsRequestSchema,
      access: 'public',
      idempotent: true,
      messageLanguage: true,
      requestExample: { plz: '10115', phone: '+491701234567', leistungsmerkmal: 'W030' },
      refusals: [...REQUEST_REFUSALS, refuse.smsCheckDisabled],
      example: { token: 'q1w2e3…' },
    },
    async ({ body, request, reply }) => {
      await enforce(db, PIN_REQUEST_IP_LIMIT, clientKeyOf(pepper, request));
      if (!(await isSmsCheckEnabled(db))) throw refuse.smsCheckDisabled();
      return sendPin(deps, request, reply, { ...body, channel: 'sms', receiver: body.phone });
    },
  );
}

function requestPinByEmailCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  defineCall(
    api,
    registry,
    'requestIdentityPinByEmail',
    {
      summary: 'PIN für die Identitätsprüfung per E-Mail anfordern',
      description:
        'Sends a 6-digit PIN (valid 10 minutes) to the address and answers the token to verify it with. A new request for the same address replaces the earlier PIN (resend), at most once per 60 s and 3 times per hour. Honours Idempotency-Key.',
      body: identityEmailRequestSchema,
      access: 'public',
      idempotent: true,
      messageLanguage: true,
      requestExample: {
        plz: '10115',
        receiver: 'max.mustermann@example.org',
        leistungsmerkmal: 'W030',
      },
      refusals: [...REQUEST_REFUSALS, refuse.receiverHasBooking],
      example: { token: 'q1w2e3…' },
    },
    async ({ body, request, reply }) => {
      await enforce(db, PIN_REQUEST_IP_LIMIT, clientKeyOf(pepper, request));
      return sendPin(deps, request, reply, { ...body, channel: 'email' });
    },
  );
}

function verifyIdentityCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  defineCall(
    api,
    registry,
    'verifyIdentity',
    {
      summary: 'Identität mit der PIN bestätigen',
      description:
        'The right PIN (dash removed) yields a Vermittlungscode for the specialty, once. Wrong, expired, already used or unknown: WP059; after 5 wrong PINs the check is spent. Honours Idempotency-Key.',
      body: identityVerifyRequestSchema,
      access: 'public',
      idempotent: true,
      requestExample: { token: 'q1w2e3r4t5z6', pin: '123456' },
      refusals: [refuse.malformedPin, refuse.wrongIdentityPin],
      example: { vermittlungscode: 'ABCD2FGH4JKL', plz: '10115', leistungsmerkmal: 'W030' },
    },
    async ({ body, request, reply }) => {
      await enforce(db, PIN_VERIFY_IP_LIMIT, clientKeyOf(pepper, request));
      return sendStored(
        reply,
        await verifyPin(db, pepper, {
          token: body.token,
          pin: body.pin,
          idempotencyKey: idempotencyKeyOf(request),
        }),
      );
    },
  );
}
