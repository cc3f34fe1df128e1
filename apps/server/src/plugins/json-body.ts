// §7: "All calls carry JSON … headers", and some calls have an "empty body" (mark as noted, cancel
// reservation). Fastify's JSON parser refuses `Content-Type: application/json` with no body at all
// (FST_ERR_CTP_EMPTY_JSON_BODY → 400), so a client that follows the spec literally could not make
// those calls. An empty (or whitespace-only) JSON body is read as no body; everything else goes
// through Fastify's default parser, with its prototype-poisoning protection.
import type { FastifyInstance } from 'fastify';

export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
