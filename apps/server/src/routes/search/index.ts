// search, SMED search and availability (termincheck/check) of §7.
import { DAYTIME_MASK_LENGTH } from '@terminservice/domain/daytime';
import {
  BSNR_MAX_LENGTH,
  DEFAULT_RADIUS_KM,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  POSTCODE_LENGTH,
  RADIUS_CHOICES_KM,
} from '@terminservice/domain/limits';
import { MAX_SEARCH_DAYS, URGENCIES } from '@terminservice/domain/search';
import { SPRACHE_CODES } from '@terminservice/domain/supply';
import {
  availabilityRequestSchema,
  INVALID_INPUT_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
} from '@terminservice/domain/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireCode, unknownCode } from '../../auth/code.ts';
import { defineCall } from '../../http/define-call.ts';
import { notForThisType, requireType } from '../../auth/require-type.ts';
import { sendJsonAnswer } from '../../plugins/compress-answers.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { enforce, type Limit } from '../../security/rate-limit.ts';
import {
  checkAvailability,
  SEARCH_LIMITS,
  searchByPostcode,
  searchBySmedPseudonym,
  type SearchInput,
} from '../../services/search/index.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import type { RouteDeps } from '../deps.ts';
import { SEARCH_EXAMPLE } from './example.ts';

/** Availability is open to anyone (no code yet): limited per client address. */
export const AVAILABILITY_LIMIT: Limit = { name: 'termincheck:ip', max: 30, windowSeconds: 60 };

/**
 * One query value (a repeated key arrives as a list and is refused with the field named). The
 * domain's parseSearchQuery checks the value; `rule` says in JSON Schema what it accepts.
 */
function param(description: string, rule: Record<string, unknown> = {}) {
  return v.optional(
    v.pipe(v.string(INVALID_INPUT_MESSAGE), v.description(description), v.metadata(rule)),
  );
}

/** A date and time as parseSearchDateTime reads it, or empty. */
const SEARCH_DATE_TIME = { pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2})?$' };
/** The daytime mask as normalizeDaytimeMask reads it: 14 digits 0/1, or empty. */
const DAYTIME_RULE = { pattern: `^([01]{${DAYTIME_MASK_LENGTH}})?$` };

const DAYTIME_DESCRIPTION = `Tage und Tageszeiten: ${DAYTIME_MASK_LENGTH} Ziffern 0/1, je Wochentag Mo..So erst vormittags (vor 12:00), dann nachmittags, deutsche Zeit. Nur Nullen oder leer: keine Einschränkung.`;

/**
 * §7 "search" query, for validation of its shape and for the OpenAPI document; the values are
 * checked by the domain's parseSearchQuery, which knows the application type.
 */
const searchQuerySchema = v.object(
  {
    allOf: param('Immer leer.', { maxLength: 0 }),
    someOf: param(
      'Leistungsmerkmale, durch Komma getrennt (z. B. W030). Leer: das Leistungsmerkmal des Vermittlungscodes. Zusatzqualifikationen und Genehmigungen (z, g) nur für TSS, DISPO und Praxen.',
    ),
    plz: v.pipe(
      v.string(POSTCODE_REQUIRED_MESSAGE),
      v.description('Postleitzahl des Wohnortes, 5 Ziffern; Mittelpunkt der Umkreissuche.'),
      v.metadata({ pattern: `^[0-9]{${POSTCODE_LENGTH}}$` }),
    ),
    daytime: param(DAYTIME_DESCRIPTION, DAYTIME_RULE),
    gesuchterTagVon: param(
      "Beginn des Suchzeitraums, yyyy-MM-dd'T'HH:mm (deutsche Zeit). Nur TSS, DISPO und Praxen.",
      SEARCH_DATE_TIME,
    ),
    gesuchterTagBis: param(
      "Ende des Suchzeitraums, yyyy-MM-dd'T'HH:mm (deutsche Zeit), nach dem Beginn. Nur TSS, DISPO und Praxen.",
      SEARCH_DATE_TIME,
    ),
    bsnr: param(
      `Betriebsstättennummer, höchstens ${BSNR_MAX_LENGTH} Zeichen; nur diese Praxis. Nur TSS, DISPO und Praxen.`,
      { maxLength: BSNR_MAX_LENGTH },
    ),
    radius: param(
      `Umkreis in km, ganze Zahl von ${MIN_RADIUS_KM} bis ${MAX_RADIUS_KM} (angeboten: ${RADIUS_CHOICES_KM.join(', ')}); Standard ${DEFAULT_RADIUS_KM}.`,
      { type: 'integer', minimum: MIN_RADIUS_KM, maximum: MAX_RADIUS_KM },
    ),
    dringlichkeit: param(
      `Nur TSS und DISPO: ${URGENCIES.join(', ')} oder leer (dann die des Codes); bestimmt den längsten Suchzeitraum. Andere Aufrufer senden den Parameter nicht.`,
      { enum: [...URGENCIES, ''] },
    ),
    verschieben: param(
      "Nicht in §7 (issue #15): 'true', während die Buchung des Codes auf einen anderen Termin verschoben wird; dann sucht auch ein Code mit Buchung (kein WP009).",
      { enum: ['true', ''] },
    ),
    sprache: param(
      'Nicht in §7 (issue #22): eine Diagnosefremdsprache als ISO-639-1-Code (z. B. tr, en); nur Terminprofile, deren Ärztin oder Arzt sie spricht. Leer oder fehlend: alle Sprachen. Ein unbekannter Code: 400 WP003.',
      { enum: [...SPRACHE_CODES, ''] },
    ),
  },
  INVALID_INPUT_MESSAGE,
);

const smedSearchQuerySchema = v.object(
  {
    daytime: param(DAYTIME_DESCRIPTION, DAYTIME_RULE),
    smedEinrichtungspseudonym: v.pipe(
      v.string(REQUIRED_MESSAGE),
      v.description('Pseudonym der Einrichtung (SMED).'),
      v.metadata({ minLength: 1 }),
    ),
  },
  INVALID_INPUT_MESSAGE,
);

/** How both searches take the code (the 401 WP042 of their refusals). */
const CODE_AS_PASSWORD =
  'Der Vermittlungscode als Basic-Auth-Passwort; ein unbekannter zählt als fehlgeschlagene Anmeldung (wie beim Login).';

/** §9's search windows by urgency, as the domain has them (maxSearchDays). */
const URGENCY_WINDOWS = `AKUT ${MAX_SEARCH_DAYS.AKUT} Tage, DRINGEND ${MAX_SEARCH_DAYS.DRINGEND} — Praxen ${MAX_SEARCH_DAYS.DRINGEND_SURGERY} —, sonst ${MAX_SEARCH_DAYS.OTHER}`;

const SEARCH_RESULT_NOTE = `Ergebnis nach Abschnitt (default, additional, freeToUseForPraxis; für TSS und DISPO alles in default), Datum (yyyy-MM-dd, deutsche Zeit), Praxis und Terminprofil; Praxen nach Entfernung aufsteigend. Höchstens die ${SEARCH_LIMITS.practices} nächsten Praxen mit passenden Terminen, je Praxis, Abschnitt und Termintyp die frühesten ${SEARCH_LIMITS.slotsPerGroup} Termine, auf ganze Tage gekürzt.`;

/** What a search refuses for the code itself (services/search/context.ts). */
const CODE_SEARCH_REFUSALS = [
  unknownCode,
  refuse.searchCodeUsedUp,
  refuse.searchCodeExpired,
  refuse.searchAlreadyBooked,
  refuse.searchReservationPending,
];

export async function searchRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  searchCall(api, deps);
  smedSearchCall(api, deps);
  availabilityCall(api, deps);
}

/** What both searches are given: the code, the client, the verified type and the raw query. */
function searchInput(pepper: string, request: FastifyRequest): SearchInput {
  return {
    code: requireCode(request),
    // The same key as the code login's failure counter (routes/codes): unknown codes count there.
    clientKey: clientKeyOf(pepper, request),
    type: request.applicationType,
    query: request.query as SearchInput['query'],
    now: new Date(),
  };
}

function searchCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry, searchAnswers } = deps;
  defineCall(
    api,
    registry,
    'search',
    {
      summary: 'Freie Termine im Umkreis einer Postleitzahl',
      description: `${CODE_AS_PASSWORD} Freie, zukünftige Termine im Umkreis, für die Leistungsmerkmale des Codes, im Zeitfenster seiner Dringlichkeit (${URGENCY_WINDOWS}). Patienten sehen Termine mit Buchungsbefugnis PATIENT, TSS und DISPO auch TSS-Termine. ${SEARCH_RESULT_NOTE}`,
      query: searchQuerySchema,
      queryExample: {
        allOf: '',
        someOf: 'W030',
        plz: '10115',
        daytime: '00000000000000',
        bsnr: '',
        radius: 25,
      },
      refusals: [
        ...CODE_SEARCH_REFUSALS,
        notForThisType,
        refuse.specialtyNotCovered,
        refuse.unknownPostcode,
        refuse.unknownSpecialty,
      ],
      example: SEARCH_EXAMPLE,
    },
    async ({ request, reply }) =>
      sendJsonAnswer(
        request,
        reply,
        await searchByPostcode(db, searchAnswers, searchInput(pepper, request), (allowed) =>
          requireType(request, allowed),
        ),
      ),
  );
}

function smedSearchCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry, searchAnswers } = deps;
  defineCall(
    api,
    registry,
    'smedSearch',
    {
      summary: 'Freie Termine einer Einrichtung (SMED)',
      description: `${CODE_AS_PASSWORD} Freie, zukünftige Patiententermine der Einrichtung mit dem Pseudonym, für die Leistungsmerkmale des Codes, im Zeitfenster seiner Dringlichkeit. Antwort wie bei search (ohne Entfernung; requestInfo.radius 0). ${SEARCH_RESULT_NOTE}`,
      query: smedSearchQuerySchema,
      queryExample: { daytime: '00000000000000', smedEinrichtungspseudonym: 'smed-praxis-1' },
      refusals: [...CODE_SEARCH_REFUSALS, refuse.unknownFacility],
      example: { ...SEARCH_EXAMPLE, requestInfo: { ...SEARCH_EXAMPLE.requestInfo, radius: 0 } },
    },
    async ({ request, reply }) =>
      sendJsonAnswer(
        request,
        reply,
        await searchBySmedPseudonym(db, searchAnswers, searchInput(pepper, request)),
      ),
  );
}

function availabilityCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  defineCall(
    api,
    registry,
    'availability',
    {
      summary: 'Gibt es freie Termine für die Fachrichtung in der Nähe?',
      description: `Ohne Vermittlungscode (vor der Identitätsprüfung). termineVorhanden: ein freier Termin innerhalb von ${MAX_RADIUS_KM} km im Zeitfenster der Dringlichkeit DRINGEND; suchRadius: der kleinste Umkreis (${RADIUS_CHOICES_KM.join(', ')} km), der ihn erreicht (ohne Treffer ${DEFAULT_RADIUS_KM}). Höchstens ${AVAILABILITY_LIMIT.max} Anfragen je ${AVAILABILITY_LIMIT.windowSeconds} s und Adresse.`,
      body: availabilityRequestSchema,
      access: 'public',
      requestExample: { postleitzahl: '10115', leistungsmerkmale: ['W030'] },
      refusals: [refuse.unknownPostcode, refuse.unknownSpecialty],
      example: { termineVorhanden: true, suchRadius: 10 },
    },
    async ({ body, request }) => {
      await enforce(db, AVAILABILITY_LIMIT, clientKeyOf(pepper, request));
      return checkAvailability(db, {
        postleitzahl: body.postleitzahl,
        leistungsmerkmale: body.leistungsmerkmale,
        type: request.applicationType,
        now: new Date(),
      });
    },
  );
}
