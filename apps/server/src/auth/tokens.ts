// Staff and practice tokens (JWT, HS256): the only way to a privileged application type
// (docs/architecture.md "Application type"). Issued by the operator command and, in demo mode, the dev
// API; verified on every request that carries one.
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ApplicationType } from '@terminservice/domain/application-type';

/**
 * Types a token can grant. WEB needs none; SMED is granted by a known facility pseudonym. KV: the
 * statistics staff of a KV (issue #24 part 2, ADR 30).
 */
export const TOKEN_TYPES = ['TSS', 'DISPO', 'SURGERY', 'KV'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export interface TokenClaims {
  readonly applicationType: TokenType;
  /**
   * Who the token was issued to: a staff account or a practice (BSNR), for KV a KV number or `*`
   * (the KBV: every KV). No personal data.
   */
  readonly subject: string;
}

/** A verified token: its claims, its id (`jti`, what the operator withdraws) and when it was issued. */
export interface VerifiedToken extends TokenClaims {
  readonly id: string;
  /** `iat`, seconds since the epoch: a subject's withdrawal covers the tokens issued up to then. */
  readonly issuedAt: number;
}

/**
 * Every token carries these; one without an expiry would be valid for ever, one without an id
 * could not be withdrawn alone (issue 16).
 */
const REQUIRED_CLAIMS = ['exp', 'iat', 'jti', 'sub'];

/**
 * A subject names a staff account or a practice (BSNR): no spaces, no personal data. A lone `*` is
 * the KBV's KV subject (every KV), and only KV tokens carry it (subjectFits).
 */
export const TOKEN_SUBJECT_PATTERN = /^(?:[A-Za-z0-9._:-]{1,64}|\*)$/;

/** A KV token's subject: a KV number (kv_regionen.id, two digits) or `*` for all KVs. */
export const KV_SUBJECT_PATTERN = /^(?:[0-9]{2}|\*)$/;

/** Whether a subject may go with a type: KV tokens name a KV or `*`; the others no `*`. */
export function subjectFits(type: TokenType, subject: string): boolean {
  if (type === 'KV') return KV_SUBJECT_PATTERN.test(subject);
  return subject !== '*' && TOKEN_SUBJECT_PATTERN.test(subject);
}

/** The longest a token lives: what issue-token grants at most (--hours 744, 31 days). */
export const MAX_TOKEN_HOURS = 24 * 31;
/** How far a signing clock may run ahead of ours before its `iat` counts as made up. */
export const CLOCK_SKEW_SECONDS = 60;

const ISSUER = 'terminservice';
const AUDIENCE = 'terminservice-api';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function issueToken(
  secret: string,
  claims: TokenClaims,
  validForSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: claims.applicationType })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.subject)
    .setIssuedAt(issuedAt)
    .setJti(randomUUID())
    .setExpirationTime(issuedAt + validForSeconds)
    .sign(key(secret));
}

export type TokenCheck =
  | { readonly ok: true; readonly claims: VerifiedToken }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

export async function verifyToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: REQUIRED_CLAIMS,
    });
    const { typ: type, sub, jti, iat, exp } = payload;
    if (
      !TOKEN_TYPES.includes(type as TokenType) ||
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof iat !== 'number' ||
      !withinLifetime(iat, exp!, now)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    const claims = { applicationType: type as TokenType, subject: sub, id: jti, issuedAt: iat };
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * Our tokens are issued now and live at most MAX_TOKEN_HOURS (issue #26 finding 4.5). One signed for 100
 * years, or with an `iat` ahead of now, did not come from issue-token: refused as invalid, so a
 * forgery with a leaked secret cannot slip past `revoke-token --subject` (which compares `iat`).
 */
function withinLifetime(issuedAt: number, expires: number, now: Date): boolean {
  const nowSeconds = now.getTime() / 1000;
  return (
    issuedAt <= nowSeconds + CLOCK_SKEW_SECONDS && expires - issuedAt <= MAX_TOKEN_HOURS * 3600
  );
}

export function isTokenType(value: ApplicationType | string): value is TokenType {
  return (TOKEN_TYPES as readonly string[]).includes(value);
}
