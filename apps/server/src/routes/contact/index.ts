// contact (§2 "Contact page", §7): the contact form is stored and mailed to the operator
// (CONTACT_MAIL_TO) through the outbox. Nothing is sent to the address the form names, so the form
// cannot be used to mail third parties.
import {
  contactPageRequestSchema,
  type ContactPageRequest,
} from '@terminservice/domain/validation';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { enforce, type Limit } from '../../security/rate-limit.ts';
import { idempotencyKeyOf, once, requestHash } from '../../services/kernel/idempotency.ts';
import { enqueueMessage } from '../../services/kernel/outbox.ts';
import type { RouteDeps } from '../deps.ts';

/** Contact messages per client address. */
export const CONTACT_LIMIT: Limit = { name: 'contact:ip', max: 5, windowSeconds: 3600 };

function operatorMail(form: ContactPageRequest): { subject: string; text: string } {
  return {
    subject: `Kontaktanfrage: ${form.subject}`,
    text: [
      'Über das Kontaktformular des Terminservice ist eine Nachricht eingegangen.',
      '',
      `Name: ${form.name}`,
      `E-Mail: ${form.email}`,
      `Betreff: ${form.subject}`,
      '',
      form.message,
    ].join('\n'),
  };
}

export async function contactRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { config, db, pepper, registry } = deps;

  defineCall(
    api,
    registry,
    'contactForm',
    {
      summary: 'Kontaktformular senden',
      description:
        'Stores the message and mails it to the operator. 5 messages per client address and hour. Honours Idempotency-Key.',
      body: contactPageRequestSchema,
      access: 'public',
      idempotent: true,
      requestExample: {
        name: 'Max Mustermann',
        email: 'max.mustermann@example.org',
        subject: 'Frage zur Terminbuchung',
        message: 'Wie kann ich meinen Termin verschieben?',
      },
    },
    async ({ body, request }) => {
      const clientKey = clientKeyOf(pepper, request);
      const key = idempotencyKeyOf(request);
      await enforce(db, CONTACT_LIMIT, clientKey);
      await db.transaction((tx) =>
        once(tx, `kontakt:${clientKey}`, key, requestHash(body), async () => {
          await tx.query('INSERT INTO kontaktanfragen (daten) VALUES ($1)', [JSON.stringify(body)]);
          await enqueueMessage(tx, {
            channel: 'email',
            to: config.contactMailTo,
            ...operatorMail(body),
          });
          return { statusCode: 204, body: null };
        }),
      );
    },
  );
}
