// The spec-only client (smart-client.ts) as a command, for drivers outside this package (the e2e
// journey harness/e2e/tests/open-feed.spec.ts runs it like any other program, issue #24 part 3):
//   node apps/server/test/feed/smart-client-cli.ts <manifest URL> <state> <Leistungsmerkmal>
// reads the outputs of that state with the spec's Accept headers and prints one JSON line: the
// problems found, and the earliest free slot whose deep link names the Leistungsmerkmal, with its
// Schedule, its Location and its deep link (source and booking-referral appended).
import { deepLinkOf, readPublication, resolveSlot } from './smart-client.ts';

const [manifestUrl, state, leistungsmerkmal] = process.argv.slice(2);
if (!manifestUrl || !state || !leistungsmerkmal) {
  process.stderr.write('usage: smart-client-cli.ts <manifest URL> <state> <Leistungsmerkmal>\n');
  process.exit(2);
}
const publication = await readPublication(manifestUrl, { accept: 'spec', states: [state] });
const wanted = `leistungsmerkmal=${leistungsmerkmal}`;
const slot = publication.slots
  .filter((s) => s.status === 'free' && (deepLinkOf(s) ?? '').includes(wanted))
  .sort((a, b) => String(a.start).localeCompare(String(b.start)))[0];
const found = slot && {
  slot,
  ...resolveSlot(publication, slot),
  deepLink: deepLinkOf(slot, { source: 'e2e', bookingReferral: 'open-feed-1' }),
};
process.stdout.write(
  `${JSON.stringify({ problems: publication.problems, slots: publication.slots.length, found })}\n`,
);
