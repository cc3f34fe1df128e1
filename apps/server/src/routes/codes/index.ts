// code, code/dringlichkeit and login (§7): issuing Vermittlungscodes to verified staff and
// practices, and the code login of §4; vermittlungscode/status/abrufen, the code's status
// (issue #15).
import { DEFAULT_URGENCY, URGENCIES, type Urgency } from '@terminservice/domain/search';
import {
  INVALID_INPUT_MESSAGE,
  maxLengthMessage,
  postcodeSchema,
  specialtySchema,
  trimmedString,
} from '@terminservice/domain/validation';
import { TEXT_MAX_LENGTH } from '@terminservice/domain/limits';
import { isLibraryPatternCode } from '@terminservice/domain/vermittlungscode';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { codeOf, requireCode, unknownCode } from '../../auth/code.ts';
import { defineCall } from '../../http/define-call.ts';
import { notForThisType, requireType } from '../../auth/require-type.ts';
import { clientKeyOf, hashIdentifier } from '../../security/pins.ts';
import { enforce } from '../../security/rate-limit.ts';
import {
  CODE_ISSUE_LIMIT,
  isKnownLeistungsmerkmal,
  isSpecialtyWithoutReferral,
  issueCode,
  login,
  OPEN_LEISTUNGSMERKMAL,
  statusOfCode,
} from '../../services/codes/index.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import type { RouteDeps } from '../deps.ts';

const codeBySpecialtyQuery = v.object({ leistungsmerkmal: specialtySchema }, INVALID_INPUT_MESSAGE);

const codeByUrgencyQuery = v.object(
  {
    dringlichkeit: v.pipe(
      v.optional(v.string(INVALID_INPUT_MESSAGE), ''),
      v.picklist(URGENCIES, INVALID_INPUT_MESSAGE),
    ),
    // Our extension: the specialty the code is for. Without it the code is open (any specialty).
    leistungsmerkmal: v.pipe(
      trimmedString(),
      v.maxLength(TEXT_MAX_LENGTH, maxLengthMessage(TEXT_MAX_LENGTH)),
    ),
  },
  INVALID_INPUT_MESSAGE,
);

const loginQuery = v.object({ plz: postcodeSchema }, INVALID_INPUT_MESSAGE);

/** Who issued a code, for the code row: the verified type and the token's subject. */
function issuer(request: FastifyRequest): string {
  return `${request.applicationType}:${request.tokenClaims?.subject ?? ''}`;
}

const ISSUE_REFUSALS = [refuse.unknownSpecialty, notForThisType];

const ISSUE_EXAMPLE = { code: 'ABCD2FGH4JKL' };

/** Issues a code for the verified issuer, within its limit of codes (CODE_ISSUE_LIMIT). */
async function issueLimited(
  { db, pepper }: RouteDeps,
  request: FastifyRequest,
  leistungsmerkmal: string,
  dringlichkeit: Urgency,
): Promise<{ code: string }> {
  const by = issuer(request);
  await enforce(db, CODE_ISSUE_LIMIT, hashIdentifier(pepper, by));
  const code = await issueCode(db, { leistungsmerkmal, dringlichkeit, ausgestelltVon: by });
  return { code };
}

// Issue #26 part 5: without a token the caller is WEB, a type this call is not for — 403, as for any
// other type, not 401 (no credential is missing: the API takes calls without one).
const WITHOUT_TOKEN = 'Without a token (application type WEB) the answer is 403 WP002 as well.';

export async function codeRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  codeByServiceFeatureCall(api, deps);
  codeByUrgencyCall(api, deps);
  loginCall(api, deps);
  codeStatusCall(api, deps);
}

// §4 No-code flow, TSS/DISPO variant: "fetch a code for the specialty, then log in". A patient on
// the web gets such a code only through the identity check, so this needs a staff token.
function codeByServiceFeatureCall(api: FastifyInstance, deps: RouteDeps): void {
  const { registry } = deps;
  defineCall(
    api,
    registry,
    'codeByServiceFeature',
    {
      summary: 'Vermittlungscode für eine Fachrichtung ohne Überweisung (TSS, DISPO, SURGERY)',
      description: `Issues a new code for a referral-free Leistungsmerkmal (§1; L002 only for TSS/DISPO) with urgency DRINGEND. Needs a verified staff or practice token. ${WITHOUT_TOKEN}`,
      query: codeBySpecialtyQuery,
      queryExample: { leistungsmerkmal: 'A001' },
      privileged: true,
      refusals: ISSUE_REFUSALS,
      example: ISSUE_EXAMPLE,
    },
    async ({ query, request }) => {
      requireType(request, ['TSS', 'SURGERY']);
      if (!isSpecialtyWithoutReferral(request.applicationType, query.leistungsmerkmal)) {
        throw refuse.unknownSpecialty();
      }
      return issueLimited(deps, request, query.leistungsmerkmal, DEFAULT_URGENCY);
    },
  );
}

// §2 TSS block 1 'Neuen Code anfordern' (any urgency) and the SURGERY code generator (DRINGEND).
function codeByUrgencyCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, registry } = deps;
  defineCall(
    api,
    registry,
    'codeByUrgency',
    {
      summary: 'Vermittlungscode mit Dringlichkeit (TSS, DISPO; SURGERY nur DRINGEND)',
      description: `Needs a verified staff or practice token (a code alone is refused with 403 WP002); practices get only DRINGEND. Issues a new code with the urgency. The optional query leistungsmerkmal ties it to one specialty of the catalogue; without it the code is open for every specialty and its login answers no qualifikationen, so the app asks for them (§4 "Code login"). ${WITHOUT_TOKEN}`,
      query: codeByUrgencyQuery,
      queryExample: { dringlichkeit: 'DRINGEND', leistungsmerkmal: 'W030' },
      privileged: true,
      refusals: [...ISSUE_REFUSALS, refuse.urgencyNotForPractice],
      example: ISSUE_EXAMPLE,
    },
    async ({ query, request }) => {
      requireType(request, ['TSS', 'SURGERY']);
      if (request.applicationType === 'SURGERY' && query.dringlichkeit !== 'DRINGEND') {
        throw refuse.urgencyNotForPractice();
      }
      const leistungsmerkmal = query.leistungsmerkmal.toUpperCase();
      if (
        leistungsmerkmal !== OPEN_LEISTUNGSMERKMAL &&
        !(await isKnownLeistungsmerkmal(db, leistungsmerkmal))
      ) {
        throw refuse.unknownSpecialty();
      }
      return issueLimited(deps, request, leistungsmerkmal, query.dringlichkeit);
    },
  );
}

function loginCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  defineCall(
    api,
    registry,
    'login',
    {
      summary: 'Anmeldung mit Vermittlungscode und Postleitzahl',
      description:
        "The code is the basic-auth password (empty user). Answers the KV of the postcode, the code's Leistungsmerkmal(e) and the appointment types offered. Wrong codes are counted per client (the token's subject, else the address; ADR 15): the first 5 in an hour are answered WP042, later ones start a doubling wait (2 s … 300 s) within which a wrong code is answered 429 with Retry-After; at 100 in the hour every code login of the client is refused (429) until the hour ends. A known code is never held up by the waits. 10 unknown postcodes per code and hour, then 429.",
      query: loginQuery,
      queryExample: { plz: '10115' },
      refusals: [
        refuse.unknownPostcode,
        unknownCode,
        refuse.loginCodeUsedUp,
        refuse.loginCodeExpired,
        refuse.loginAlreadyBooked,
      ],
      example: {
        kv: '72',
        qualifikationen: ['W030'],
        termintypen: ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'],
      },
    },
    async ({ query, request }) => {
      const code = codeOf(request);
      return login(db, {
        code: code !== null && isLibraryPatternCode(code) ? code : null,
        plz: query.plz,
        clientKey: clientKeyOf(pepper, request),
        pepper,
      });
    },
  );
}

function codeStatusCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  defineCall(
    api,
    registry,
    'codeStatus',
    {
      summary: 'Status des Vermittlungscodes',
      description:
        "Issue #15: what the code allows before the patient acts. gueltigBis: the last German calendar day the code logs in, searches and books (counted from the day it was issued by its urgency, ADR 20); after it abgelaufen is true and login, search and booking answer WP008/WP055, while its booking can still be read and cancelled. stornierungen of maxStornierungen: the patient's cancellations (§9: used up at 2, verbraucht). termine: the days a search covers today for the verified application type (§9), null when the code books nothing more. naechsteAbsage: what the next cancellation leads to (NEUE_BUCHUNG_MOEGLICH, CODE_VERBRAUCHT, KEINE_NEUE_BUCHUNG). A used-up or expired code answers too. Wrong codes count as guesses (ADR 15).",
      refusals: [unknownCode],
      example: {
        gueltigBis: '2026-12-12',
        abgelaufen: false,
        stornierungen: 1,
        maxStornierungen: 2,
        verbraucht: false,
        dringlichkeit: 'DRINGEND',
        termine: { von: '2026-10-01', bis: '2026-12-23' },
        naechsteAbsage: 'CODE_VERBRAUCHT',
      },
    },
    async ({ request }) =>
      statusOfCode(
        db,
        { code: requireCode(request), clientKey: clientKeyOf(pepper, request) },
        request.applicationType,
        new Date(),
      ),
  );
}
