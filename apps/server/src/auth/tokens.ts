// Staff and practice tokens (JWT, HS256): the only way to a privileged application type
// (docs/architecture.md "Application type"). Issued by the operator command and, in demo mode, the dev
// API; verified on every request that carries one.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ApplicationType } from '@terminservice/domain/application-type';

/** Types a token can grant. WEB needs none; SMED is granted by a known facility pseudonym. */
export const TOKEN_TYPES = ['TSS', 'DISPO', 'SURGERY'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export interface TokenClaims {
  readonly applicationType: TokenType;
  /** Who the token was issued to: a staff account or a practice (BSNR). No personal data. */
  readonly subject: string;
}

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
    .setExpirationTime(issuedAt + validForSeconds)
    .sign(key(secret));
}

export type TokenCheck =
  | { readonly ok: true; readonly claims: TokenClaims }
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
    });
    const type = payload.typ;
    if (!TOKEN_TYPES.includes(type as TokenType) || typeof payload.sub !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { applicationType: type as TokenType, subject: payload.sub } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export function isTokenType(value: ApplicationType | string): value is TokenType {
  return (TOKEN_TYPES as readonly string[]).includes(value);
}
