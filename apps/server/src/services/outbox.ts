// Messages leave through the outbox table: written in the same transaction as the change that
// causes them (a PIN, a reservation, a booking), delivered afterwards by the delivery worker.
import type { Queryable } from '../db/client.ts';

/** Every message ends with the same sign-off. */
export const MAIL_SIGNATURE = 'Ihr Terminservice der 116117';

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
}

export async function enqueueMessage(db: Queryable, message: OutgoingMessage): Promise<void> {
  await db.query(
    'INSERT INTO outbox (kanal, empfaenger, betreff, text, anhaenge) VALUES ($1, $2, $3, $4, $5)',
    [
      message.channel,
      message.to,
      message.subject ?? '',
      message.text,
      JSON.stringify(message.attachments ?? []),
    ],
  );
}
