// ortsname/abrufen, leistungsmerkmale/abrufen and einrichtungssuche/durchfuehren (§7): the place
// name of a postcode, the qualification catalogue and the facility lookup of §1.
import type { FacilitySearchResponse, QualificationsResponse } from '@terminservice/domain/api';
import { isShown } from '@terminservice/domain/application-type';
import { TEXT_MAX_LENGTH, POSTCODE_LENGTH } from '@terminservice/domain/limits';
import {
  DIGITS_MESSAGE,
  INVALID_INPUT_MESSAGE,
  maxLengthMessage,
  postcodeSchema,
  trimmedString,
} from '@terminservice/domain/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineCall } from '../../http/define-call.ts';
import { qualifikationenAusZeilen, type KatalogZeile } from '../../reference/leistungsmerkmale.ts';
import {
  einrichtungOf,
  practiceColumns,
  type PracticeRow,
} from '../../services/kernel/practice-row.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import type { RouteDeps } from '../deps.ts';

/** Facilities answered at most; a longer list asks for a more precise term. */
export const FACILITY_SEARCH_LIMIT = 50;

const placeNameQuery = v.object({ plz: postcodeSchema }, INVALID_INPUT_MESSAGE);

const facilitySearchQuery = v.object(
  {
    suchbegriff: v.pipe(
      trimmedString(),
      v.maxLength(TEXT_MAX_LENGTH, maxLengthMessage(TEXT_MAX_LENGTH)),
    ),
    // A whole postcode or its beginning (e.g. 101 for 101xx).
    plz: v.pipe(
      trimmedString(),
      v.regex(/^[0-9]*$/, DIGITS_MESSAGE),
      v.maxLength(POSTCODE_LENGTH, maxLengthMessage(POSTCODE_LENGTH)),
    ),
  },
  INVALID_INPUT_MESSAGE,
);

/** The term as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function referenceRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, registry } = deps;

  defineCall(
    api,
    registry,
    'placeName',
    {
      summary: 'Ortsname zur Postleitzahl',
      query: placeNameQuery,
      queryExample: { plz: '10115' },
      access: 'public',
      refusals: [refuse.noPlaceForPostcode],
      example: { ortsname: 'Berlin' },
    },
    async ({ query }) => {
      const [row] = await db.query<{ ortsname: string }>(
        'SELECT ortsname FROM postleitzahlen WHERE plz = $1',
        [query.plz],
      );
      if (!row) throw refuse.noPlaceForPostcode();
      return { ortsname: row.ortsname };
    },
  );

  // §2 picker: the extras (z, g) are selectable only for TSS and SURGERY; others get them empty.
  defineCall(
    api,
    registry,
    'qualifications',
    {
      summary: 'Katalog der Leistungsmerkmale (w, z, g)',
      access: 'public',
      description:
        'w: group → subgroup → keys; z and g: key → name. z and g are filled only for TSS, DISPO and SURGERY (§2 qualification picker).',
    },
    async ({ request }): Promise<QualificationsResponse> => {
      const rows = await db.query<KatalogZeile>(
        'SELECT code, art, gruppe, name, sort FROM leistungsmerkmale ORDER BY sort, code',
      );
      const all = qualifikationenAusZeilen(rows);
      return isShown('extraQualifications', request.applicationType)
        ? all
        : { w: all.w, z: {}, g: {} };
    },
  );

  facilitySearchCall(api, deps);
}

function facilitySearchCall(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'facilitySearch',
    {
      summary: 'Einrichtungssuche nach Name, BSNR oder Postleitzahl',
      description: `Practices whose name or BSNR contains suchbegriff and/or whose postcode starts with plz (at least one of them), sorted by name, at most ${FACILITY_SEARCH_LIMIT}.`,
      query: facilitySearchQuery,
      queryExample: { suchbegriff: 'Praxis', plz: '101' },
      access: 'public',
      refusals: [refuse.facilitySearchEmpty],
    },
    async ({ query }): Promise<FacilitySearchResponse> => {
      if (query.suchbegriff === '' && query.plz === '') {
        throw refuse.facilitySearchEmpty();
      }
      const rows = await db.query<PracticeRow>(
        `SELECT ${practiceColumns('p')}
           FROM praxen p
          WHERE NOT p.entfernt
            AND ($1 = '' OR p.name ILIKE $2 ESCAPE '\\' OR p.bsnr LIKE $2 ESCAPE '\\')
            AND ($3 = '' OR p.plz LIKE $3 || '%')
          ORDER BY p.name, p.bsnr
          LIMIT $4`,
        [query.suchbegriff, containsPattern(query.suchbegriff), query.plz, FACILITY_SEARCH_LIMIT],
      );
      return { einrichtungen: rows.map((row) => einrichtungOf(row)) };
    },
  );
}
