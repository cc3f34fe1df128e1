// Operator command: issue a staff or practice token (docs/architecture.md "Application type").
//   JWT_SECRET=… pnpm --filter @terminservice/server issue-token -- --type TSS --subject hotline-berlin-01 [--hours 12]
// Prints the token on stdout; a practice passes it to the SURGERY app as ?token=…
import { parseArgs } from 'node:util';
import { isTokenType, issueToken } from '../src/auth/tokens.ts';
import { loadConfig } from '../src/config.ts';

// `pnpm issue-token -- --type …` passes the `--` through.
const argv = process.argv.slice(2);
const { values } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    type: { type: 'string' },
    subject: { type: 'string' },
    hours: { type: 'string', default: '12' },
  },
});

const config = loadConfig();
const hours = Number(values.hours);
if (
  !values.type ||
  !isTokenType(values.type) ||
  !values.subject ||
  !(hours > 0 && hours <= 24 * 31)
) {
  process.stderr.write(
    'usage: issue-token --type TSS|DISPO|SURGERY --subject <staff id or BSNR> [--hours 1..744]\n',
  );
  process.exit(2);
}
if (!config.jwtSecret) {
  process.stderr.write('JWT_SECRET must be set (the same secret the server uses).\n');
  process.exit(2);
}
const token = await issueToken(
  config.jwtSecret,
  { applicationType: values.type, subject: values.subject },
  Math.round(hours * 3600),
);
process.stdout.write(`${token}\n`);
