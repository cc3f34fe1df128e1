// The outbox (newest first) with the PINs of identity checks and video reservations picked out,
// so a tester can finish a flow without a phone or a mailbox.
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { useId } from 'react';
import { findPins, type OutboxMessage } from '../dev-api.ts';
import { useDev } from '../DevStoreProvider.tsx';

export const OUTBOX_TEXTS = {
  title: 'Postausgang',
  refresh: 'Postausgang aktualisieren',
  empty: 'Der Postausgang ist leer.',
  pending: 'noch nicht zugestellt',
  pin: 'PIN',
} as const;

const CHANNEL_LABELS: Record<OutboxMessage['channel'], string> = { sms: 'SMS', email: 'E-Mail' };

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });

function OutboxItem({ message }: { message: OutboxMessage }) {
  const pins = findPins(message.text);
  return (
    <li className="ts-dev__message">
      <p className="kern-body kern-body--bold">
        {CHANNEL_LABELS[message.channel]} an {message.to}
        {message.subject ? ` – ${message.subject}` : ''}
      </p>
      <p className="kern-body kern-body--small">
        {message.sentAt ? dateTime.format(new Date(message.sentAt)) : OUTBOX_TEXTS.pending}
      </p>
      {pins.length > 0 && (
        <p className="kern-body">
          {OUTBOX_TEXTS.pin}: <strong className="ts-dev__code">{pins.join(', ')}</strong>
        </p>
      )}
      <details>
        <summary>Nachricht anzeigen</summary>
        <pre className="ts-dev__text">{message.text}</pre>
      </details>
    </li>
  );
}

export function OutboxSection() {
  const id = useId();
  const task = useDev((state) => state.outbox);
  const loadOutbox = useDev((state) => state.loadOutbox);

  return (
    <section className="ts-dev__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kern-heading-medium">
        {OUTBOX_TEXTS.title}
      </h2>
      <div>
        <Button variant="secondary" busy={task.busy} onClick={() => void loadOutbox()}>
          {OUTBOX_TEXTS.refresh}
        </Button>
      </div>
      {task.error && <Alert tone="error" title={task.error} />}
      {task.value && task.value.length === 0 && <p className="kern-body">{OUTBOX_TEXTS.empty}</p>}
      {task.value && task.value.length > 0 && (
        <ul className="ts-dev__messages" aria-label={OUTBOX_TEXTS.title}>
          {task.value.map((message, index) => (
            <OutboxItem
              key={`${message.to}-${message.sentAt ?? 'pending'}-${index}`}
              message={message}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
