// The outbox delivery worker against real servers started here: an SMTP server (smtp-server) for
// e-mail, a node:http server standing in for the SMS gateway.
import { FEATURE_TOGGLES } from '@terminservice/domain/api';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  backoffSeconds,
  deliverDue,
  MAX_DELIVERY_ATTEMPTS,
  smsGatewaySender,
  smtpSender,
  startDelivery,
  transportsFromConfig,
  type Transports,
} from '../src/services/messages/delivery.ts';
import { enqueueMessage } from '../src/services/kernel/outbox.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';
import { API, insertRegion, outbox, pinIn, setToggle } from './fixtures/codes.ts';

// --- a real SMTP server --------------------------------------------------------------------------

interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}
const mails: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.endsWith('@abgelehnt.example')) {
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mails.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((a) => a.address),
        raw: Buffer.concat(chunks).toString('latin1'),
      });
      callback();
    });
  },
});

// --- a real HTTP server as SMS gateway -----------------------------------------------------------

interface ReceivedSms {
  readonly body: { to: string; text: string };
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
}
const sms: ReceivedSms[] = [];
let gatewayStatus = 200;
const gateway: Server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    sms.push({
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSms['body'],
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
    });
    res.statusCode = gatewayStatus;
    res.end('{}');
  });
});

let smtpUrl = '';
let gatewayUrl = '';
/** A port nothing listens on. */
let closedPort = 0;
let ctx: TestContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));

  ctx = await startTestApp({
    env: {
      DEMO: '0',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Terminservice <noreply@terminservice.example>',
      SMS_GATEWAY_URL: gatewayUrl,
      SMS_GATEWAY_TOKEN: 'gateway-secret',
    },
  });
  await insertRegion(ctx.db);
  await setToggle(ctx.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(async () => {
  mails.length = 0;
  sms.length = 0;
  gatewayStatus = 200;
  await ctx.db.query('DELETE FROM outbox');
});

// --- reading a raw mail (headers, encoded words, quoted-printable, base64, multipart) ------------

function headersOf(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

function bytesToUtf8(latin1: string): string {
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

function decodeQuotedPrintable(text: string): string {
  return bytesToUtf8(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_m, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

interface MailPart {
  readonly headers: Map<string, string>;
  readonly body: string;
}

function partsOf(raw: string): MailPart[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => partsOf(part.replace(/^\r\n/, '')));
}

function decodeBody(part: MailPart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return bytesToUtf8(part.body);
}

function readMail(mail: ReceivedMail) {
  const split = mail.raw.indexOf('\r\n\r\n');
  const headers = headersOf(mail.raw.slice(0, split));
  const parts = partsOf(mail.raw);
  const textPart = parts.find((p) =>
    (p.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'),
  );
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: textPart ? decodeBody(textPart) : '',
    attachments: parts.filter((p) =>
      (p.headers.get('content-disposition') ?? '').startsWith('attachment'),
    ),
  };
}

// --- helpers ---------------------------------------------------------------------------------------

const configured = () => transportsFromConfig(ctx.config);

async function row(id: string) {
  const [r] = await ctx.db.query<{
    versendet_am: Date | null;
    versuche: number;
    fehler: string | null;
    empfaenger: string;
    text: string;
    anhaenge: unknown;
    wartet: boolean;
  }>(
    `SELECT versendet_am, versuche, fehler, empfaenger, text, anhaenge,
            naechster_versuch_am > now() AS wartet FROM outbox WHERE id = $1`,
    [id],
  );
  return r!;
}

function post(path: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `${API}/${path}`, payload });
}

describe('e-mail through SMTP', () => {
  it('delivers the identity PIN mail: recipient, subject and PIN arrive, and the PIN verifies', async () => {
    const res = await post('identitaetsbestaetigung/anfordern/email', {
      plz: '10115',
      receiver: 'Erika.Muster@example.org',
      leistungsmerkmal: 'W030',
    });
    expect(res.statusCode).toBe(200);
    const [queued] = await outbox(ctx.db);
    const pin = pinIn(queued!.text);

    const transports = configured();
    expect(await deliverDue(ctx.db, transports, { demo: false })).toBe(1);
    transports.close();

    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual(['Erika.Muster@example.org']);
    expect(mail.from).toBe('noreply@terminservice.example');
    const read = readMail(mail);
    expect(read.subject).toBe('Ihre PIN für die Terminsuche');
    expect(read.text).toContain(`Ihre PIN lautet: ${pin}`);
    expect(read.text).toContain('„Identitätsprüfung“');

    // Delivered outside demo mode: no content or receiver stays behind.
    const delivered = await row(queued!.id);
    expect(delivered.versendet_am).not.toBeNull();
    expect(delivered).toMatchObject({ versuche: 1, fehler: null, empfaenger: '', text: '' });

    const verified = await post('identitaetsbestaetigung/bestaetigen', {
      token: (res.json() as { token: string }).token,
      pin,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('sends attachments (a calendar file)', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await enqueueMessage(ctx.db, {
      channel: 'email',
      to: 'patient@example.org',
      subject: 'Ihr Termin',
      text: 'Im Anhang finden Sie den Termin für Ihren Kalender.',
      attachments: [
        {
          filename: 'termin.ics',
          contentType: 'text/calendar',
          content: Buffer.from(ics).toString('base64'),
        },
      ],
    });
    const transports = configured();
    await deliverDue(ctx.db, transports, { demo: false });
    transports.close();
    const read = readMail(mails[0]!);
    expect(read.text).toContain('Im Anhang finden Sie den Termin');
    expect(read.attachments).toHaveLength(1);
    const attachment = read.attachments[0]!;
    expect(attachment.headers.get('content-type')).toContain('text/calendar');
    expect(attachment.headers.get('content-disposition')).toContain('termin.ics');
    expect(decodeBody(attachment)).toBe(ics);
  });

  it('a refused recipient is retried later and keeps only the error class', async () => {
    await enqueueMessage(ctx.db, {
      channel: 'email',
      to: 'niemand@abgelehnt.example',
      subject: 'PIN',
      text: 'Ihre PIN lautet: 123456',
    });
    const [queued] = await outbox(ctx.db);
    const transports = configured();
    await deliverDue(ctx.db, transports, { demo: false });
    const failed = await row(queued!.id);
    expect(failed).toMatchObject({
      versendet_am: null,
      versuche: 1,
      fehler: 'EENVELOPE',
      wartet: true,
    });
    expect(failed.empfaenger).toBe('niemand@abgelehnt.example');
    // Not due again before the backoff has passed.
    expect(await deliverDue(ctx.db, transports, { demo: false })).toBe(0);
    transports.close();
  });

  it('an unreachable SMTP server leaves the message waiting with an error class only', async () => {
    await enqueueMessage(ctx.db, {
      channel: 'email',
      to: 'a@example.org',
      subject: 'x',
      text: 'Ihre PIN lautet: 123456',
    });
    const [queued] = await outbox(ctx.db);
    const down = smtpSender(`smtp://127.0.0.1:${closedPort}`, 'noreply@example.org');
    await deliverDue(ctx.db, { email: down.send, close: down.close }, { demo: false });
    down.close();
    const failed = await row(queued!.id);
    expect(failed.versendet_am).toBeNull();
    expect(failed.fehler).toMatch(/^E[A-Z]+$/);
    expect(failed.fehler).not.toContain('127.0.0.1');
  });
});

describe('SMS through the HTTP gateway', () => {
  it('POSTs { to, text } as JSON with the bearer token, and the PIN verifies', async () => {
    const res = await post('identitaetsbestaetigung/anfordern/sms', {
      plz: '10115',
      phone: '+49 170 2223334',
      leistungsmerkmal: 'A001',
    });
    expect(res.statusCode).toBe(200);
    const transports = configured();
    expect(await deliverDue(ctx.db, transports, { demo: false })).toBe(1);

    expect(sms).toHaveLength(1);
    expect(sms[0]!.authorization).toBe('Bearer gateway-secret');
    expect(sms[0]!.contentType).toBe('application/json');
    expect(sms[0]!.body.to).toBe('+491702223334');
    const pin = pinIn(sms[0]!.body.text);
    const verified = await post('identitaetsbestaetigung/bestaetigen', {
      token: (res.json() as { token: string }).token,
      pin,
    });
    expect(verified.json()).toMatchObject({ plz: '10115', leistungsmerkmal: 'A001' });
  });

  it('retries after a gateway error with backoff, then delivers', async () => {
    gatewayStatus = 503;
    await enqueueMessage(ctx.db, {
      channel: 'sms',
      to: '+491700000001',
      text: 'Ihre PIN lautet 123456.',
    });
    const [queued] = await outbox(ctx.db);
    const transports = configured();
    await deliverDue(ctx.db, transports, { demo: false });
    expect(await row(queued!.id)).toMatchObject({
      versendet_am: null,
      versuche: 1,
      fehler: 'HTTP_503',
      wartet: true,
    });

    gatewayStatus = 200;
    await ctx.db.query('UPDATE outbox SET naechster_versuch_am = now() WHERE id = $1', [
      queued!.id,
    ]);
    await deliverDue(ctx.db, transports, { demo: false });
    const delivered = await row(queued!.id);
    expect(delivered.versendet_am).not.toBeNull();
    expect(delivered).toMatchObject({ versuche: 2, fehler: null });
    expect(sms).toHaveLength(2);
  });

  it('an unreachable gateway is SMS_UNREACHABLE, without a token no Authorization header', async () => {
    await enqueueMessage(ctx.db, { channel: 'sms', to: '+491700000002', text: 'x' });
    const [queued] = await outbox(ctx.db);
    await deliverDue(
      ctx.db,
      { sms: smsGatewaySender(`http://127.0.0.1:${closedPort}/`), close() {} },
      { demo: false },
    );
    expect((await row(queued!.id)).fehler).toBe('SMS_UNREACHABLE');

    await ctx.db.query('UPDATE outbox SET naechster_versuch_am = now()');
    await deliverDue(ctx.db, { sms: smsGatewaySender(gatewayUrl), close() {} }, { demo: false });
    expect(sms[0]!.authorization).toBeUndefined();
  });

  it('gives a message up after the maximum number of attempts', async () => {
    await enqueueMessage(ctx.db, { channel: 'sms', to: '+491700000003', text: 'x' });
    await ctx.db.query('UPDATE outbox SET versuche = $1', [MAX_DELIVERY_ATTEMPTS]);
    expect(await deliverDue(ctx.db, configured(), { demo: false })).toBe(0);
    expect(sms).toHaveLength(0);
  });

  it('delivers each message once when several workers run at the same time', async () => {
    for (let i = 0; i < 30; i++) {
      await enqueueMessage(ctx.db, {
        channel: 'sms',
        to: `+4917000010${String(i).padStart(2, '0')}`,
        text: `Nachricht ${i}`,
      });
    }
    const transports = configured();
    const counts = await Promise.all(
      [1, 2, 3].map(() => deliverDue(ctx.db, transports, { demo: false })),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(new Set(sms.map((s) => s.body.to)).size).toBe(30);
    expect(sms).toHaveLength(30);
  });
});

describe('without transports', () => {
  const none: Transports = { close() {} };

  it('demo mode marks messages delivered to the outbox only and keeps them for the dev API', async () => {
    await enqueueMessage(ctx.db, {
      channel: 'sms',
      to: '+491700000004',
      text: 'Ihre PIN lautet 654321.',
    });
    await enqueueMessage(ctx.db, {
      channel: 'email',
      to: 'demo@example.org',
      subject: 'PIN',
      text: 'Ihre PIN lautet: 654321',
    });
    expect(await deliverDue(ctx.db, none, { demo: true })).toBe(2);
    for (const message of await outbox(ctx.db)) {
      expect(message.versendet_am).not.toBeNull();
      expect(message.text).toContain('654321');
    }
    expect(sms).toHaveLength(0);
    expect(mails).toHaveLength(0);
  });

  it('outside demo mode messages wait until a transport is configured', async () => {
    await enqueueMessage(ctx.db, { channel: 'sms', to: '+491700000005', text: 'x' });
    expect(await deliverDue(ctx.db, none, { demo: false })).toBe(0);
    const [message] = await outbox(ctx.db);
    expect(message).toMatchObject({ versendet_am: null, versuche: 0 });
    // With only an SMTP server configured, SMS still wait.
    const mailOnly = transportsFromConfig(
      loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DEMO: '0', SMTP_URL: smtpUrl }),
    );
    expect(mailOnly.sms).toBeUndefined();
    expect(await deliverDue(ctx.db, mailOnly, { demo: false })).toBe(0);
    mailOnly.close();
  });
});

describe('the worker', () => {
  it('delivers in the background until stopped', async () => {
    const failures: unknown[] = [];
    const worker = startDelivery(ctx.db, ctx.config, {
      intervalMs: 20,
      onFailure: (f) => failures.push(f),
    });
    await enqueueMessage(ctx.db, { channel: 'sms', to: '+491700000006', text: 'Hintergrund' });
    await enqueueMessage(ctx.db, {
      channel: 'email',
      to: 'hintergrund@abgelehnt.example',
      subject: 's',
      text: 't',
    });
    for (let i = 0; i < 200 && (sms.length === 0 || failures.length === 0); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();
    expect(sms.map((s) => s.body.text)).toEqual(['Hintergrund']);
    expect(failures).toEqual([
      { id: expect.any(String), channel: 'email', errorClass: 'EENVELOPE' },
    ]);
    // Stopped: nothing more is delivered.
    await enqueueMessage(ctx.db, { channel: 'sms', to: '+491700000007', text: 'Nach dem Stopp' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sms).toHaveLength(1);
  });

  it('backs off exponentially up to one hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });
});
