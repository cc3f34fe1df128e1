// Delivers the outbox (docs/architecture.md "Messages"): e-mail through nodemailer when SMTP_URL is set,
// SMS through an HTTP gateway when SMS_GATEWAY_URL is set (POST JSON { to, text }, optional bearer
// token SMS_GATEWAY_TOKEN, any 2xx is success). In demo mode a channel without a transport is
// "delivered" to the outbox alone, where the dev API shows it; outside demo mode such messages wait
// until a transport is configured.
//
// Several server instances share the table: a batch is claimed with FOR UPDATE SKIP LOCKED and a
// lease (the next attempt time moves ahead), so every message goes to one worker; a crashed worker's
// lease runs out and another takes over. Failures are retried with exponential backoff; `fehler`
// keeps only an error class (e.g. 'EAUTH', 'HTTP_503'), never content or addresses. Outside demo
// mode a delivered message keeps no content or receiver (data minimisation).
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Attachment, OutgoingMessage } from '../kernel/outbox.ts';

export type Channel = OutgoingMessage['channel'];

/** Sends one message; throws on failure. */
export type Sender = (message: OutgoingMessage) => Promise<void>;

export interface Transports {
  readonly email?: Sender;
  readonly sms?: Sender;
  /** Releases connections (the SMTP pool). */
  close(): void;
}

/** Attempts before a message is given up (it stays in the table with its error class). */
export const MAX_DELIVERY_ATTEMPTS = 8;
const BATCH_SIZE = 20;
/** How long a claimed message is reserved for the worker that claimed it. */
const LEASE_SECONDS = 120;
const BASE_BACKOFF_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 3600;
const SMS_TIMEOUT_MS = 10_000;

/** The wait before attempt n + 1 after n failed attempts: 30 s, 60 s, 2 min … at most 1 h. */
export function backoffSeconds(failedAttempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, BASE_BACKOFF_SECONDS * 2 ** Math.max(0, failedAttempts - 1));
}

/** A delivery failure that carries only its class. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly errorClass: string;
  constructor(errorClass: string) {
    super(errorClass);
    this.errorClass = errorClass;
  }
}

/** The error class of a failure: a known short code, never a message (it may hold addresses). */
export function errorClassOf(error: unknown): string {
  if (error instanceof DeliveryError) return error.errorClass;
  if (error && typeof error === 'object') {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code)) return code;
    const name = (error as { name?: unknown }).name;
    if (typeof name === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(name)) return name;
  }
  return 'Error';
}

function mailAttachments(attachments: readonly Attachment[] | undefined) {
  return (attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content, 'base64'),
  }));
}

export function smtpSender(smtpUrl: string, from: string): { send: Sender; close(): void } {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        attachments: mailAttachments(message.attachments),
        ...(message.headers ? { headers: { ...message.headers } } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** The SMS gateway adapter: POST { to, text } as JSON; 2xx is delivered. */
export function smsGatewaySender(url: string, token?: string): Sender {
  return async (message) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch (error) {
      const name = errorClassOf(error);
      throw new DeliveryError(name === 'TimeoutError' ? 'SMS_TIMEOUT' : 'SMS_UNREACHABLE');
    }
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryError(`HTTP_${response.status}`);
  };
}

export function transportsFromConfig(config: Config): Transports {
  const smtp = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : undefined;
  return {
    ...(smtp ? { email: smtp.send } : {}),
    ...(config.smsGatewayUrl
      ? { sms: smsGatewaySender(config.smsGatewayUrl, config.smsGatewayToken) }
      : {}),
    close: () => smtp?.close(),
  };
}

interface OutboxRow {
  readonly id: string;
  readonly kanal: Channel;
  readonly empfaenger: string;
  readonly betreff: string;
  readonly text: string;
  readonly anhaenge: readonly Attachment[];
  readonly kopfzeilen: Readonly<Record<string, string>>;
  readonly versuche: number;
}

export interface DeliveryFailure {
  readonly errorClass: string;
  /** Absent when the round itself failed (e.g. the database was unreachable). */
  readonly id?: string;
  readonly channel?: Channel;
}

export interface DeliveryOptions {
  /** Demo mode: channels without a transport count as delivered (shown by the dev API). */
  readonly demo: boolean;
  /** Told about each failure by error class (and message id and channel) only. */
  readonly onFailure?: (failure: DeliveryFailure) => void;
}

/**
 * One round: claims due messages of the channels that can be delivered now and sends them.
 * Returns how many were claimed (0 when nothing was due).
 */
export async function deliverDue(
  db: Db,
  transports: Transports,
  options: DeliveryOptions,
): Promise<number> {
  const channels = (['email', 'sms'] as const).filter((c) => transports[c] || options.demo);
  if (channels.length === 0) return 0;
  const rows = await db.transaction((tx) =>
    tx.query<OutboxRow>(
      `UPDATE outbox o
          SET versuche = o.versuche + 1,
              naechster_versuch_am = now() + make_interval(secs => $3)
        WHERE o.id IN (
          SELECT id FROM outbox
           WHERE versendet_am IS NULL AND naechster_versuch_am <= now()
             AND versuche < $1 AND kanal = ANY ($2::text[])
           ORDER BY id LIMIT $4
           FOR UPDATE SKIP LOCKED)
        RETURNING o.id::text AS id, o.kanal, o.empfaenger, o.betreff, o.text, o.anhaenge,
                  o.kopfzeilen, o.versuche`,
      [MAX_DELIVERY_ATTEMPTS, channels, LEASE_SECONDS, BATCH_SIZE],
    ),
  );
  for (const row of rows) {
    const send = transports[row.kanal];
    try {
      if (send) {
        await send({
          channel: row.kanal,
          to: row.empfaenger,
          subject: row.betreff,
          text: row.text,
          attachments: row.anhaenge,
          headers: row.kopfzeilen,
        });
      }
      await db.query(
        options.demo
          ? 'UPDATE outbox SET versendet_am = now(), fehler = NULL WHERE id = $1'
          : `UPDATE outbox SET versendet_am = now(), fehler = NULL,
                    empfaenger = '', text = '', anhaenge = '[]', kopfzeilen = '{}'
              WHERE id = $1`,
        [row.id],
      );
    } catch (error) {
      const errorClass = errorClassOf(error);
      await db.query(
        `UPDATE outbox SET fehler = $2, naechster_versuch_am = now() + make_interval(secs => $3)
          WHERE id = $1`,
        [row.id, errorClass, backoffSeconds(row.versuche)],
      );
      options.onFailure?.({ id: row.id, channel: row.kanal, errorClass });
    }
  }
  return rows.length;
}

export interface DeliveryWorker {
  /** Delivers everything due now (used by tests and at shutdown-free moments). */
  runOnce(): Promise<number>;
  /** Stops the timer, waits for the round in flight and closes the transports. */
  stop(): Promise<void>;
}

/** Starts the worker: a round every `intervalMs`, repeated at once while full batches come. */
export function startDelivery(
  db: Db,
  config: Config,
  options: {
    intervalMs?: number;
    onFailure?: DeliveryOptions['onFailure'];
    transports?: Transports;
  } = {},
): DeliveryWorker {
  const transports = options.transports ?? transportsFromConfig(config);
  const deliveryOptions: DeliveryOptions = { demo: config.demo, onFailure: options.onFailure };
  const intervalMs = options.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<number> = Promise.resolve(0);

  const runOnce = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const claimed = await deliverDue(db, transports, deliveryOptions);
      total += claimed;
      if (claimed < BATCH_SIZE || stopped) return total;
    }
  };
  const tick = () => {
    inFlight = runOnce()
      .catch((error: unknown) => {
        options.onFailure?.({ errorClass: errorClassOf(error) });
        return 0;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
      transports.close();
    },
  };
}
