// The page each port serves at /terminservice. Until an app is built, a plain accessible page
// says so (issue "Run it"); the API under /web/api/v4 works either way.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppKind } from '../config.ts';

const TITLES: Record<AppKind, string> = {
  web: 'Terminservice für Patientinnen und Patienten (WEB)',
  'tss-dispo': 'Terminservice für Terminservicestellen (TSS/DISPO)',
  surgery: 'Terminservice für Praxen (SURGERY)',
  smed: 'Terminservice für Partnersysteme (SMED)',
};

function placeholderPage(kind: AppKind): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[kind]}</title>
</head>
<body>
<main>
<h1>${TITLES[kind]}</h1>
<p>Diese Anwendung ist noch nicht gebaut. Die Schnittstelle läuft unter /web/api/v4.</p>
</main>
</body>
</html>
`;
}

export function registerAppPage(app: FastifyInstance, kind: AppKind): void {
  const page = placeholderPage(kind);
  const send = async (_request: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').send(page);
  app.get('/', async (_request, reply) => reply.redirect('/terminservice'));
  app.get('/terminservice', send);
  app.get('/terminservice/*', send);
}
