// buchungsinformationen/vermittlungscode/notiert/* (§2 confirmation modal, §3 "Noted check"):
// whether the patient confirmed 'Ich habe mir den Code notiert', and recording it.
import { NOTIERT } from '@terminservice/domain/api';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { requireCode, unknownCode } from '../../auth/code.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { markNoted, NOT_NOTED, requireKnownCode } from '../../services/booking/index.ts';
import type { RouteDeps } from '../deps.ts';

export async function notedRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, pepper, registry } = deps;

  defineCall(
    api,
    registry,
    'isCodeNoted',
    {
      summary: 'Wurde der Vermittlungscode notiert?',
      description: `notiert is '${NOTIERT}' once noted, else '${NOT_NOTED}'.`,
      refusals: [unknownCode],
      example: { notiert: NOTIERT },
    },
    async ({ request }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      return { notiert: code.notiert ? NOTIERT : NOT_NOTED };
    },
  );

  defineCall(
    api,
    registry,
    'markCodeNoted',
    {
      summary: 'Vermittlungscode als notiert speichern',
      refusals: [unknownCode],
    },
    async ({ request }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      await markNoted(db, code.code);
    },
  );
}
