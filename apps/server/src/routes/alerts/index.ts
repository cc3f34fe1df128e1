// The slot alert's calls (issue #15, docs/alerts.md "Calls"): subscribe, confirm with the PIN,
// resend the PIN, read a link, open it with the code, unsubscribe. The logic is in
// services/alerts; the RFC 8058 one-click POST on the unsubscribe page is one-click.ts.
import {
  ALERT_LIFETIME_DAYS,
  ALERT_MESSAGES_PER_DAY,
  alertConfirmRequestSchema,
  alertConfirmResponseSchema,
  alertLinkRequestSchema,
  alertLinkResponseSchema,
  alertOpenResponseSchema,
  alertResendRequestSchema,
  alertSubscribeRequestSchema,
  alertSubscribeResponseSchema,
  alertUnsubscribeResponseSchema,
} from '@terminservice/domain/alerts';
import type { FastifyInstance } from 'fastify';
import { messageLocaleOf } from '../../http/message-locale.ts';
import { requireCode, unknownCode } from '../../auth/code.ts';
import { defineCall } from '../../http/define-call.ts';
import { sendStored } from '../stored-answer.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { enforce } from '../../security/rate-limit.ts';
import {
  confirm,
  linkInfo,
  openLink,
  resendPin,
  subscribe,
  SUBSCRIBE_LIMIT,
  unsubscribe,
} from '../../services/alerts/index.ts';
import { PIN_VERIFY_IP_LIMIT } from '../../services/identity/check.ts';
import { idempotencyKeyOf } from '../../services/kernel/idempotency.ts';
import { refuseAlert } from '../../services/alerts/refusals.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import type { RouteDeps } from '../deps.ts';

const LINK = 'x2Vb8Qd0JmT4nR7kLp1sWz6yHc3Fa9Ge';
const LINK_REFUSALS = [refuseAlert.unknownLink];
const FILTERS = {
  plz: '10115',
  qualifikationen: ['W030'],
  radius: 10,
  tageszeiten: '00000000000000',
  termintyp: 'ALL',
} as const;

export async function alertRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  subscribeCall(api, deps);
  confirmCall(api, deps);
  resendCall(api, deps);
  linkCall(api, deps);
  openCall(api, deps);
  unsubscribeCall(api, deps);
}

function subscribeCall(api: FastifyInstance, { db, pepper, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'subscribeAlert',
    {
      summary: 'Terminalarm einrichten',
      description: `Der Vermittlungscode als Basic-Auth-Passwort; WEB, TSS und DISPO (für Anrufende). Die Filter der Suche (Postleitzahl, Leistungsmerkmale — leer: die des Codes —, Umkreis, Tage und Tageszeiten wie daytime der Suche, Termintyp) werden wie in der Suche gegen den Code geprüft. Eine 6-stellige PIN (10 Minuten gültig) geht an die Adresse; erst terminalarm/bestaetigen startet den Alarm. Er endet mit einer Buchung des Codes, nach ${ALERT_LIFETIME_DAYS} Tagen oder durch Abmelden; höchstens ${ALERT_MESSAGES_PER_DAY} Nachrichten am Tag. Höchstens ${SUBSCRIBE_LIMIT.max} je Stunde und Client. Honours Idempotency-Key.`,
      body: alertSubscribeRequestSchema,
      idempotent: true,
      messageLanguage: true,
      response: alertSubscribeResponseSchema,
      requestExample: { ...FILTERS, kanal: 'email', empfaenger: 'max.mustermann@example.org' },
      refusals: [
        unknownCode,
        refuse.unknownPostcode,
        refuseAlert.specialtyMissing,
        refuseAlert.unknownSpecialty,
        refuseAlert.notForThisApp,
        refuse.specialtyNotCovered,
        refuse.searchCodeUsedUp,
        refuse.searchCodeExpired,
        refuseAlert.smsOff,
        refuse.searchAlreadyBooked,
        refuse.searchReservationPending,
        refuseAlert.tooManyAlerts,
        refuseAlert.tooManyPins,
      ],
      example: { token: LINK, kanal: 'email', empfaenger: '***********ann@example.org' },
    },
    async ({ body, request, reply }) => {
      const clientKey = clientKeyOf(pepper, request);
      await enforce(db, SUBSCRIBE_LIMIT, clientKey);
      const answer = await subscribe(db, pepper, {
        code: requireCode(request),
        clientKey,
        type: request.applicationType,
        body,
        idempotencyKey: idempotencyKeyOf(request),
        locale: messageLocaleOf(request),
      });
      return sendStored(reply, answer);
    },
  );
}

function confirmCall(api: FastifyInstance, { db, pepper, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'confirmAlert',
    {
      summary: 'Terminalarm mit der PIN bestätigen',
      description:
        'Die PIN aus der Nachricht bestätigt die Adresse und startet den Terminalarm; ein früherer Terminalarm desselben Codes endet. Falsch, abgelaufen, schon benutzt oder unbekannt: WP059; nach 5 falschen PINs ist sie verbraucht. Honours Idempotency-Key.',
      body: alertConfirmRequestSchema,
      access: 'public',
      idempotent: true,
      response: alertConfirmResponseSchema,
      requestExample: { token: LINK, pin: '123456' },
      refusals: [refuse.malformedPin, refuse.wrongIdentityPin, refuseAlert.ended],
      example: { laeuftBis: '2026-12-24' },
    },
    async ({ body, request, reply }) => {
      await enforce(db, PIN_VERIFY_IP_LIMIT, clientKeyOf(pepper, request));
      const answer = await confirm(db, pepper, {
        token: body.token,
        pin: body.pin,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return sendStored(reply, answer);
    },
  );
}

function resendCall(api: FastifyInstance, { db, pepper, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'resendAlertPin',
    {
      summary: 'PIN für den Terminalarm erneut senden',
      description:
        'Eine neue PIN für einen noch nicht bestätigten Terminalarm; die alte gilt nicht mehr. Höchstens einmal in 60 s und dreimal in der Stunde je Adresse.',
      body: alertResendRequestSchema,
      access: 'public',
      requestExample: { token: LINK },
      refusals: [refuseAlert.unknownLink, refuseAlert.ended, refuseAlert.tooManyPins],
    },
    async ({ body }) => {
      await resendPin(db, pepper, body.token);
    },
  );
}

function linkCall(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'alertLink',
    {
      summary: 'Was ein Link des Terminalarms zeigt',
      description:
        'Liest nur, ändert nichts (ein POST, damit der Schlüssel des Links in keiner URL steht): die Filter des Terminalarms in Worten, ob er noch läuft und bis wann. Nie der Vermittlungscode, nie die Adresse.',
      body: alertLinkRequestSchema,
      access: 'public',
      response: alertLinkResponseSchema,
      requestExample: { link: LINK },
      refusals: LINK_REFUSALS,
      example: {
        ...FILTERS,
        aktiv: true,
        ortsname: 'Berlin',
        fachrichtungen: ['Augenheilkunde'],
        laeuftBis: '2026-12-24',
      },
    },
    async ({ body }) => linkInfo(db, body.link),
  );
}

function openCall(api: FastifyInstance, { db, pepper, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'openAlert',
    {
      summary: 'Link des Terminalarms mit dem Vermittlungscode öffnen',
      description:
        'Der Vermittlungscode als Basic-Auth-Passwort: ist es der Code des Terminalarms, kommen dessen Filter für die Suche zurück. Ändert nichts; ein unbekannter Code zählt als fehlgeschlagene Anmeldung.',
      body: alertLinkRequestSchema,
      response: alertOpenResponseSchema,
      requestExample: { link: LINK },
      refusals: [...LINK_REFUSALS, unknownCode, refuseAlert.otherCode],
      example: FILTERS,
    },
    async ({ body, request }) =>
      openLink(db, {
        link: body.link,
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      }),
  );
}

function unsubscribeCall(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'unsubscribeAlert',
    {
      summary: 'Terminalarm beenden',
      description:
        'Beendet den Terminalarm des Links, ohne Anmeldung; ein schon beendeter bleibt beendet (gleiche Antwort). Die Adresse wird nach der Aufbewahrungsfrist gelöscht.',
      body: alertLinkRequestSchema,
      access: 'public',
      response: alertUnsubscribeResponseSchema,
      requestExample: { link: LINK },
      refusals: LINK_REFUSALS,
      example: { beendet: true },
    },
    async ({ body }) => unsubscribe(db, body.link),
  );
}
