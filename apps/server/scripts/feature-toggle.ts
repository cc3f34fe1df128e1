// Operator command: feature toggles (§7 featureToggles), without SQL.
//   pnpm --filter @terminservice/server feature-toggle -- set --key sms_identitaetspruefung --value true
//   pnpm --filter @terminservice/server feature-toggle -- list
// Every change is audited (who, when, what): a row in betriebsprotokoll and a JSON line on stderr.
import {
  listFeatureToggles,
  parseToggleValue,
  setFeatureToggle,
} from '../src/services/operations/feature-toggles.ts';
import { operatorOf, parseCommand, printAudit, refuse, withDatabase } from './operator-command.ts';

const USAGE = 'feature-toggle set --key <key> --value true|false | list  [--operator <name>]';

const { values, positionals } = parseCommand(USAGE, {
  key: { type: 'string' },
  value: { type: 'string' },
});

const [action] = positionals;
await withDatabase(USAGE, async (db) => {
  switch (action) {
    case 'set': {
      if (values.key === undefined) refuse('set needs --key.', USAGE);
      const value = parseToggleValue(values.value);
      const { previous, audit } = await setFeatureToggle(
        db,
        operatorOf(values.operator),
        values.key,
        value,
      );
      printAudit(audit);
      process.stdout.write(
        `${values.key}\t${String(value)}\t(vorher: ${previous ?? 'nicht gesetzt'})\n`,
      );
      return;
    }
    case 'list': {
      process.stdout.write('schluessel\twert\n');
      for (const toggle of await listFeatureToggles(db)) {
        const note = toggle.known ? '' : '\t(unbekannt)';
        process.stdout.write(`${toggle.key}\t${toggle.stored ?? 'nicht gesetzt'}${note}\n`);
      }
      return;
    }
    default:
      refuse(`Unknown action "${action ?? ''}".`, USAGE);
  }
});
