// RFC 8058 one-click unsubscribe (issue #15 "one-click unsubscribe that needs no login"): the
// alert's e-mails carry `List-Unsubscribe: <…/terminalarm/abmelden/KEY>` and
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; a mail client's button then POSTs
// `List-Unsubscribe=One-Click` (form-encoded or multipart) to that address — the address of the
// WEB page with the 'Terminalarm beenden' button, whose GET changes nothing. Not an API call: it
// sits on the app page's path, outside /web/api/v4, and answers plain text.
import { ALERT_BASE_PATH, ALERT_LINK_PATTERN } from '@terminservice/domain/alerts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { refuseAlert, unsubscribe } from '../../services/alerts/index.ts';

/** The path of the one-click POST, the unsubscribe page's. */
export const ONE_CLICK_PATH = `${ALERT_BASE_PATH}/abmelden/:link`;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export async function registerOneClickUnsubscribe(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      FORM_TYPES,
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    scope.post(ONE_CLICK_PATH, async (request, reply) => {
      const { link } = request.params as { link: string };
      const body = typeof request.body === 'string' ? request.body : '';
      if (!body.includes('List-Unsubscribe') || !body.includes('One-Click')) {
        throw refuseAlert.notOneClick();
      }
      if (!ALERT_LINK_PATTERN.test(link)) throw refuseAlert.unknownLink();
      await unsubscribe(db, link);
      return reply.type('text/plain; charset=utf-8').send('Der Terminalarm ist beendet.\n');
    });
  });
}
