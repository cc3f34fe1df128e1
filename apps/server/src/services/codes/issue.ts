// Issuing Vermittlungscodes (CSPRNG, §9 12 characters): by a staff or practice token, by the
// identity check of the no-code flow, by the dev API; and what may be issued.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { fachrichtungenFuer } from '@terminservice/domain/leistungsmerkmal';
import type { Urgency } from '@terminservice/domain/search';
import { generateCode } from '@terminservice/domain/vermittlungscode';
import type { Queryable } from '../../db/client.ts';
import type { Limit } from '../../security/rate-limit.ts';

/**
 * A code whose Leistungsmerkmal is empty is open: it was issued by urgency without a specialty
 * (TSS/DISPO 'Neuen Code anfordern', SURGERY code generator) and serves every specialty the
 * hotline or practice searches. Its login answers no qualifikationen, so the app opens the
 * qualification picker (§4 "Code login").
 */
export const OPEN_LEISTUNGSMERKMAL = '';

/** Codes a staff or practice token may fetch per hour (a hotline agent issues one per call). */
export const CODE_ISSUE_LIMIT: Limit = { name: 'code:issuer', max: 300, windowSeconds: 3600 };

export interface IssueCodeInput {
  readonly leistungsmerkmal: string;
  readonly dringlichkeit: Urgency;
  /** Who issued it: 'TSS:<subject>', 'identitaetspruefung:sms', 'dev' … never personal data. */
  readonly ausgestelltVon: string;
}

const ISSUE_ROUNDS = 5;

/** Stores a fresh code. 30^12 codes make a collision unlikely; one is retried with a new code. */
export async function issueCode(db: Queryable, input: IssueCodeInput): Promise<string> {
  for (let round = 0; round < ISSUE_ROUNDS; round++) {
    const code = generateCode();
    const inserted = await db.query(
      `INSERT INTO vermittlungscodes (code, leistungsmerkmal, dringlichkeit, ausgestellt_von)
       VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING RETURNING code`,
      [code, input.leistungsmerkmal, input.dringlichkeit, input.ausgestelltVon],
    );
    if (inserted.length) return code;
  }
  throw new Error('No free Vermittlungscode after several rounds');
}

/**
 * §1/§2: the referral-free specialties a code without referral may be fetched for; L002 KSVPsych
 * only for TSS/DISPO.
 */
export function isSpecialtyWithoutReferral(
  type: ApplicationType,
  leistungsmerkmal: string,
): boolean {
  return fachrichtungenFuer(type).some((f) => f.code === leistungsmerkmal);
}

/** Whether the qualification catalogue knows a Leistungsmerkmal. */
export async function isKnownLeistungsmerkmal(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM leistungsmerkmale WHERE code = $1', [code]);
  return rows.length > 0;
}
