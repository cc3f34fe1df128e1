// Operator command: feature toggles (§7 featureToggles), without SQL.
//   pnpm -C apps/server feature-toggle -- set --key sms_identitaetspruefung --value true
//   pnpm -C apps/server feature-toggle -- list
// Every change is audited (who, when, what): a row in betriebsprotokoll and a JSON line on stderr.
import {
  checkToggleKey,
  listFeatureToggles,
  parseToggleValue,
  setFeatureToggle,
} from '../src/services/operations/feature-toggles.ts';
import * as command from './operator-command.ts';

const USAGE = 'feature-toggle set --key <key> --value true|false | list  [--operator <name>]';

const { values, positionals } = command.parseCommand(USAGE, {
  key: { type: 'string' },
  value: { type: 'string' },
});
const [action] = positionals;

if (action === 'set') {
  // Checked before the database is opened.
  const { key, value, operator } = command.checked(USAGE, () => ({
    key: checkToggleKey(values.key ?? ''),
    value: parseToggleValue(values.value),
    operator: command.operatorOf(values.operator),
  }));
  await command.withDatabase(USAGE, async (db) => {
    const { previous, audit } = await setFeatureToggle(db, operator, key, value);
    command.printAudit(audit);
    process.stdout.write(`${key}\t${String(value)}\t(vorher: ${previous ?? 'nicht gesetzt'})\n`);
  });
} else if (action === 'list') {
  await command.withDatabase(USAGE, async (db) => {
    process.stdout.write('schluessel\twert\n');
    for (const toggle of await listFeatureToggles(db)) {
      const note = toggle.known ? '' : '\t(unbekannt)';
      process.stdout.write(`${toggle.key}\t${toggle.stored ?? 'nicht gesetzt'}${note}\n`);
    }
  });
} else {
  command.refuse(`Unknown action "${action ?? ''}".`, USAGE);
}
