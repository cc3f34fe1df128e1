// Messages leave through the outbox table: written in the same transaction as the change that
// causes them (a PIN, a reservation, a booking), delivered afterwards by the delivery worker.
import type { Queryable } from '../../db/client.ts';

export interface Attachment {
  readonly filename: string;
  readonly contentType: string;
  /** Base64 content. */
  readonly content: string;
}

export interface OutgoingMessage {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject?: string;
  readonly text: string;
  readonly attachments?: readonly Attachment[];
  /** Extra mail headers, e.g. List-Unsubscribe (RFC 8058) of the slot alert's messages. */
  readonly headers?: Readonly<Record<string, string>>;
}

export async function enqueueMessage(db: Queryable, message: OutgoingMessage): Promise<void> {
  await enqueueMessages(db, [message]);
}

/** Several messages in one statement (the slot alert's matcher writes a wave at once). */
export async function enqueueMessages(
  db: Queryable,
  messages: readonly OutgoingMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await db.query(
    `INSERT INTO outbox (kanal, empfaenger, betreff, text, anhaenge, kopfzeilen)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[])`,
    [
      messages.map((m) => m.channel),
      messages.map((m) => m.to),
      messages.map((m) => m.subject ?? ''),
      messages.map((m) => m.text),
      messages.map((m) => JSON.stringify(m.attachments ?? [])),
      messages.map((m) => JSON.stringify(m.headers ?? {})),
    ],
  );
}
