// `pnpm lighthouse [--markdown] [--no-fail] [--app web,smed] [--page start|search]`: starts the
// built product (fresh PGlite, demo mode, ports LIGHTHOUSE_PORT…+3), runs Lighthouse on the start
// page and the search results page of each app and prints every figure against its target
// (issue #6 "Frontend"). Exits 1 when a target is missed or a page could not be measured as meant,
// unless --no-fail. HTML/JSON reports and final screenshots go to tooling/lighthouse/reports/.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, appDistDir, measureApp } from '@terminservice/budget/budget.ts';
import { audit, wrongPage } from './audit.ts';
import { appsUnderTest, pageUrl, type PageKind } from './pages.ts';
import { lighthousePorts } from './ports.ts';
import { startProduct } from './product.ts';
import { formatMarkdown, formatText, type Row } from './report.ts';
import { checks } from './targets.ts';

const { values } = parseArgs({
  options: {
    markdown: { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    app: { type: 'string' },
    page: { type: 'string' },
  },
});

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const reportDir = join(REPO_ROOT, 'tooling', 'lighthouse', 'reports');
const ports = lighthousePorts();
const onlyApps = values.app?.split(',');
const apps = appsUnderTest(ports).filter((a) => !onlyApps || onlyApps.includes(a.app));
const kinds: PageKind[] = values.page ? [values.page as PageKind] : ['start', 'search'];
const log = (line: string) => process.stderr.write(`${line}\n`);

const product = await startProduct(REPO_ROOT, ports);
const rows: Row[] = [];
try {
  for (const app of apps) {
    const js = measureApp(app.app, appDistDir(REPO_ROOT, app.app));
    for (const kind of kinds) {
      const name = `${app.app}-${kind}`;
      log(`lighthouse: ${app.label} ${kind} …`);
      try {
        const url = await pageUrl(app, kind);
        const result = await audit(url, { chromePath, reportDir, name });
        const error = result.runtimeError ?? wrongPage(kind, result.state);
        rows.push({
          app: app.label,
          page: kind,
          error,
          checks: checks({ ...result, initialJsGzipBytes: js.initialJsGzip }),
        });
        log(
          [
            `  page: ${result.state.path}, h1 "${result.state.h1}", slots ${result.state.slots}, cookie notice ${result.state.cookieNotice ? 'shown' : 'not shown'}`,
            `  LCP element: ${result.lcpElement || '-'}`,
            `  accessibility failures: ${result.a11yFailures.join(', ') || '-'}`,
            `  performance findings: ${result.perfFindings.join(', ') || '-'}`,
            `  report: ${result.reportPath}`,
          ].join('\n'),
        );
      } catch (error) {
        rows.push({ app: app.label, page: kind, error: String(error), checks: [] });
      }
    }
  }
} finally {
  await product.stop();
}

process.stdout.write(formatText(rows));
if (values.markdown) process.stdout.write(`\n${formatMarkdown(rows)}`);
const missed = rows.some((r) => r.error !== null || r.checks.some((c) => !c.pass));
if (missed && !values['no-fail']) {
  process.stderr.write('lighthouse: a frontend target was missed (see MISS/ERROR above).\n');
  process.exitCode = 1;
}
