// Operator command: withdraw staff or practice tokens (issue 16) — every token of a subject issued
// up to now, or one token by its id (printed by issue-token). Every server process refuses them
// from its next request on (WP005 'JWT widerrufen').
//   pnpm -C apps/server revoke-token -- --subject hotline-berlin-01
//   pnpm -C apps/server revoke-token -- --id 1b4e28ba-2fa1-11d2-883f-0016d3cca427
// Audited (who, when, what): a row in betriebsprotokoll and a JSON line on stderr.
import { checkWithdrawal, withdrawTokens } from '../src/services/operations/tokens.ts';
import { checked, operatorOf, parseCommand, printAudit, withDatabase } from './operator-command.ts';

const USAGE = 'revoke-token --subject <subject> | --id <token id>  [--operator <name>]';

const { values } = parseCommand(USAGE, {
  subject: { type: 'string' },
  id: { type: 'string' },
});
const { withdrawal, operator } = checked(USAGE, () => ({
  withdrawal: checkWithdrawal(values),
  operator: operatorOf(values.operator),
}));

await withDatabase(USAGE, async (db) => {
  const { at, audit } = await withdrawTokens(db, operator, withdrawal);
  printAudit(audit);
  process.stdout.write(
    withdrawal.kind === 'token'
      ? `token ${withdrawal.id} withdrawn at ${at.toISOString()}\n`
      : `every token of ${withdrawal.subject} issued up to ${at.toISOString()} withdrawn; ` +
          'tokens issued from the next second on are valid\n',
  );
});
