// Strict security headers on every response (docs/architecture.md "Security"): a CSP without inline
// scripts, a Permissions-Policy, frame-ancestors 'none', nosniff, a strict referrer policy, and
// HSTS over HTTPS. API answers carry health data, so they are never cached.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browser features the apps never use, off for the page and anything it could embed (issue #26
 * finding 4.8). Search takes a postcode, no "my location"; video consultations are only reserved here and
 * held elsewhere, so no camera or microphone. Copying the code uses clipboard-write. Only names
 * Chromium knows (checked in Chromium 156: none is logged as unrecognised); clipboard-read stays at
 * its default, behind the browser's prompt.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year, subdomains included: sent only on answers that came over HTTPS (`addHsts`). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers for the few answers Fastify sends before any hook runs (a URL it cannot decode) and the
 * HTTP parser's refusals: they are error bodies, so the strictest policy fits. No HSTS: these come
 * before Fastify reads the load balancer's X-Forwarded-Proto; every other answer carries it.
 */
export const ERROR_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'permissions-policy': PERMISSIONS_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/**
 * HSTS where it means something (issue #26 finding 4.9): on an answer to a request that came over HTTPS —
 * behind the load balancer with TRUST_PROXY, its `X-Forwarded-Proto: https`. A browser ignores it
 * over plain HTTP, where a server must not send it (RFC 6797 §7.2).
 */
function addHsts(request: FastifyRequest, reply: FastifyReply): void {
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

export interface SecurityOptions {
  /** Extra origins for map tiles (img-src), from the tile-server setting. */
  readonly imageOrigins?: readonly string[];
}

/**
 * The headers of every answer, built once: a CSP without inline scripts or styles, no framing,
 * nosniff, no referrer, same-origin isolation, no browser features — helmet's set, written out
 * rather than recomputed by helmet's middleware for each request (it showed in the booking
 * profile, issue #6). HSTS is added per request (`addHsts`).
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
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'no-referrer',
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
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    addHsts(request, reply);
  });
  // Answers of calls hold personal data (FHIR: patients' names in Appointments, issue #22 finding
  // 3.5): no cache on the way may keep them. The open feed under /fhir/R4/$bulk-publish (nothing
  // personal, issue #24 part 3) sets its own max-age after this (routes/fhir/open-feed).
  app.addHook('onSend', async (request, reply) => {
    if (NO_STORE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
  });
}
