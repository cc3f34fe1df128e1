// Operator command: the status message of the apps' notification banner (§2, §4), without SQL.
//   pnpm -C apps/server status-message -- add --text "…" [--from ISO] [--until ISO]
//   pnpm -C apps/server status-message -- list [--all]
//   pnpm -C apps/server status-message -- end --id 7
// Every change is audited (who, when, what): a row in betriebsprotokoll and a JSON line on stderr.
import {
  addStatusMessage,
  checkText,
  endStatusMessage,
  listStatusMessages,
  parseTime,
  type StatusMessage,
} from '../src/services/operations/status-messages.ts';
import * as command from './operator-command.ts';

const USAGE =
  'status-message add --text <text> [--from <ISO time>] [--until <ISO time>] | list [--all] | end --id <id>  [--operator <name>]';

const { values, positionals } = command.parseCommand(USAGE, {
  text: { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  id: { type: 'string' },
  all: { type: 'boolean', default: false },
});
const [action] = positionals;

function line(message: StatusMessage): string {
  const until = message.until ?? 'offen';
  return `${message.id}\t${message.state}\t${message.from}\t${until}\t${message.text}\n`;
}

if (action === 'add') {
  // Checked before the database is opened.
  const input = command.checked(USAGE, () => ({
    text: checkText(values.text ?? ''),
    from: parseTime(values.from, 'from'),
    until: parseTime(values.until, 'until'),
    operator: command.operatorOf(values.operator),
  }));
  await command.withDatabase(USAGE, async (db) => {
    const { message, audit } = await addStatusMessage(db, input.operator, input);
    command.printAudit(audit);
    process.stdout.write(line(message));
  });
} else if (action === 'end') {
  const operator = command.checked(USAGE, () => command.operatorOf(values.operator));
  await command.withDatabase(USAGE, async (db) => {
    const { message, audit } = await endStatusMessage(db, operator, Number(values.id ?? NaN));
    command.printAudit(audit);
    process.stdout.write(line(message));
  });
} else if (action === 'list') {
  await command.withDatabase(USAGE, async (db) => {
    process.stdout.write('id\tzustand\tab\tbis\ttext\n');
    for (const message of await listStatusMessages(db, { all: values.all })) {
      process.stdout.write(line(message));
    }
  });
} else {
  command.refuse(`Unknown action "${action ?? ''}".`, USAGE);
}
