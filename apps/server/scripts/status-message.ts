// Operator command: the status message of the apps' notification banner (§2, §4), without SQL.
//   pnpm --filter @terminservice/server status-message -- add --text "…" [--from ISO] [--until ISO]
//   pnpm --filter @terminservice/server status-message -- list [--all]
//   pnpm --filter @terminservice/server status-message -- end --id 7
// Every change is audited (who, when, what): a row in betriebsprotokoll and a JSON line on stderr.
import {
  addStatusMessage,
  endStatusMessage,
  listStatusMessages,
  parseTime,
  type StatusMessage,
} from '../src/services/operations/status-messages.ts';
import { operatorOf, parseCommand, printAudit, refuse, withDatabase } from './operator-command.ts';

const USAGE =
  'status-message add --text <text> [--from <ISO time>] [--until <ISO time>] | list [--all] | end --id <id>  [--operator <name>]';

const { values, positionals } = parseCommand(USAGE, {
  text: { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  id: { type: 'string' },
  all: { type: 'boolean', default: false },
});

function line(message: StatusMessage): string {
  const until = message.until ?? 'offen';
  return `${message.id}\t${message.state}\t${message.from}\t${until}\t${message.text}\n`;
}

const [action] = positionals;
await withDatabase(USAGE, async (db) => {
  switch (action) {
    case 'add': {
      if (values.text === undefined) refuse('add needs --text.', USAGE);
      const { message, audit } = await addStatusMessage(db, operatorOf(values.operator), {
        text: values.text,
        from: parseTime(values.from, 'from'),
        until: parseTime(values.until, 'until'),
      });
      printAudit(audit);
      process.stdout.write(line(message));
      return;
    }
    case 'end': {
      const { message, audit } = await endStatusMessage(
        db,
        operatorOf(values.operator),
        Number(values.id ?? Number.NaN),
      );
      printAudit(audit);
      process.stdout.write(line(message));
      return;
    }
    case 'list': {
      const messages = await listStatusMessages(db, { all: values.all });
      process.stdout.write('id\tzustand\tab\tbis\ttext\n');
      for (const message of messages) process.stdout.write(line(message));
      return;
    }
    default:
      refuse(`Unknown action "${action ?? ''}".`, USAGE);
  }
});
