// Strict security headers on every response (ARCHITECTURE.md "Security"): a CSP without inline
// scripts, HSTS, frame-ancestors 'none', nosniff, a strict referrer policy. API answers carry
// health data, so they are never cached.
import helmet from '@fastify/helmet';
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/web/api/') || request.url.startsWith('/dev/api/')) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
  });
}
