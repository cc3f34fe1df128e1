// Strict security headers on every response (docs/architecture.md "Security"): a CSP without inline
// scripts, HSTS, frame-ancestors 'none', nosniff, a strict referrer policy. API answers carry
// health data, so they are never cached.
import type { FastifyInstance } from 'fastify';

/**
 * Headers for the few answers Fastify sends before any hook runs (a URL it cannot decode): they are
 * error bodies, so the strictest policy fits.
 */
export const ERROR_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

export interface SecurityOptions {
  /** Extra origins for map tiles (img-src), from the tile-server setting. */
  readonly imageOrigins?: readonly string[];
}

/**
 * The headers of every answer, built once: a CSP without inline scripts or styles, HSTS, no
 * framing, nosniff, no referrer, same-origin isolation — helmet's set, written out rather than
 * recomputed by helmet's middleware for each request (it showed in the booking profile, issue #6).
 */
export function securityHeaders(options: SecurityOptions = {}): Readonly<Record<string, string>> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data:", ...(options.imageOrigins ?? [])].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // Agrees with frame-ancestors 'none' (browsers without CSP read only this one; issue 16).
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

const NO_STORE_PREFIXES = ['/web/api/', '/dev/api/', '/fhir/'];

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = {},
): Promise<void> {
  const headers = securityHeaders(options);
  // onRequest, the first hook: refusals of later hooks (load shedding, the input guard) carry them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // Answers of calls hold personal data (FHIR: patients' names in Appointments, issue #22 finding
  // 3.5): no cache on the way may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (NO_STORE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
  });
}
