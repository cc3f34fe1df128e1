// `pnpm budget` (all apps) or `node harness/budget/check.ts web` (after `vite build`): prints the
// table and exits 1 when an app's initial JavaScript is over its budget, or when an app named on
// the command line has not been built.
import { APPS, REPO_ROOT, appDistDir, formatReport, measureApp, KB } from './budget.ts';

const named = process.argv.slice(2);
const apps = named.length > 0 ? named : [...APPS];
const reports = apps.map((app) => measureApp(app, appDistDir(REPO_ROOT, app)));
process.stdout.write(formatReport(reports, REPO_ROOT));

let failed = false;
for (const report of reports) {
  if (!report.built && named.length > 0) {
    process.stderr.write(
      `budget: ${report.app} is not built (${report.distDir} has no index.html)\n`,
    );
    failed = true;
  } else if (!report.withinBudget) {
    process.stderr.write(
      `budget: ${report.app} loads ${(report.initialJsGzip / KB).toFixed(2)} kB of JavaScript (gzip) initially, over its budget of ${(report.budgetBytes / KB).toFixed(0)} kB. Move code behind a dynamic import() or remove it.\n`,
    );
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
