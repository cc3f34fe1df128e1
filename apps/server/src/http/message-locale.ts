// The language of a patient's messages (issue #23 part 1, ADR 37): WEB sends the language the
// patient chose as `Accept-Language`; every other application type (TSS, DISPO, SURGERY, SMED) is
// staff or a partner system, whose bookings, alerts and checks keep German messages whatever their
// browser sends. A header that names none of our languages, or is garbage, is German: the language
// never refuses a call.
import { localeOfAcceptLanguage, type Locale } from '@terminservice/domain/locale';
import type { FastifyRequest } from 'fastify';

export function messageLocaleOf(request: FastifyRequest): Locale {
  if (request.applicationType !== 'WEB') return 'de';
  const header = request.headers['accept-language'];
  return localeOfAcceptLanguage(typeof header === 'string' ? header : undefined);
}
