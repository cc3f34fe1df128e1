// Operator command: issue a staff or practice token (docs/architecture.md "Application type").
//   JWT_SECRET=… pnpm -C apps/server issue-token -- --type TSS --subject hotline-berlin-01 [--hours 12]
//   … --type KV --subject 72   (a KV's statistics staff; --subject '*' for the KBV: every KV)
// Prints the token on stdout; a practice passes it to the SURGERY app as ?token=… The token's id
// (for revoke-token --id) and the audit line (who, when, type, subject, id — never the token) go
// to stderr; the audit is also stored in betriebsprotokoll.
import { decodeJwt } from 'jose';
import { isTokenType, issueToken, MAX_TOKEN_HOURS, subjectFits } from '../src/auth/tokens.ts';
import { loadConfig } from '../src/config.ts';
import { recordIssuedToken } from '../src/services/operations/tokens.ts';
import { operatorOf, parseCommand, printAudit, refuse, withDatabase } from './operator-command.ts';

const USAGE = `issue-token --type TSS|DISPO|SURGERY|KV --subject <staff id, BSNR, or for KV a KV number or '*'> [--hours 1..${MAX_TOKEN_HOURS}] [--operator <name>]`;

const { values } = parseCommand(USAGE, {
  type: { type: 'string' },
  subject: { type: 'string' },
  hours: { type: 'string', default: '12' },
});

const config = loadConfig();
const hours = Number(values.hours);
if (
  !values.type ||
  !isTokenType(values.type) ||
  !values.subject ||
  !subjectFits(values.type, values.subject) ||
  !(hours > 0 && hours <= MAX_TOKEN_HOURS)
) {
  refuse(
    `Name a type, a subject (letters, digits, . _ : -; for KV two digits or '*') and 1–${MAX_TOKEN_HOURS} hours.`,
    USAGE,
  );
}
if (!config.jwtSecret) refuse('JWT_SECRET must be set (the same secret the server uses).', USAGE);
const { type, subject } = values;
const jwtSecret = config.jwtSecret;

await withDatabase(USAGE, async (db) => {
  const operator = operatorOf(values.operator);
  const token = await issueToken(
    jwtSecret,
    { applicationType: type, subject },
    Math.round(hours * 3600),
  );
  const { jti, exp } = decodeJwt(token);
  printAudit(
    await recordIssuedToken(db, operator, {
      id: String(jti),
      type,
      subject,
      expires: new Date(Number(exp) * 1000),
    }),
  );
  process.stderr.write(`token id: ${String(jti)}\n`);
  process.stdout.write(`${token}\n`);
});
