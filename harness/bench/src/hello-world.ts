// The cost of HTTP itself on this machine (issue #25 part 1): a Fastify hello-world in a child
// process, loaded like the API search (autocannon, 50 connections). The search and booking rows
// are then read as multiples of it: how many hello-worlds one API request costs.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Row, Section } from './report.ts';
import { loadResult, type LoadResult } from './search-bench.ts';

/** Fastify resolves from the server's package, the version the product runs. */
const SERVER_DIR = fileURLToPath(new URL('../../../apps/server/', import.meta.url));
const SCRIPT = `
const app = require('fastify')({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: 0, host: '127.0.0.1' }).then(() => process.stdout.write(app.server.address().port + '\\n'));
`;
const CONNECTIONS = 50;

export async function helloWorld(durationSeconds: number): Promise<LoadResult> {
  const child = spawn(process.execPath, ['-e', SCRIPT], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      void exited.then(() => reject(new Error('the hello-world server exited')));
    });
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: CONNECTIONS, duration: 1 });
    const start = performance.now();
    const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds });
    return loadResult(result, (performance.now() - start) / 1000, result.requests.total);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const reference = (metric: string, value: number, unit: string, digits?: number): Row => ({
  metric,
  value,
  unit,
  ...(digits === undefined ? {} : { digits }),
});

export function helloWorldFigures(section: Section, hello: LoadResult): void {
  section.rows.push(
    reference(`Fastify hello-world requests/s (${CONNECTIONS} connections)`, hello.perSecond, '/s'),
    reference('hello-world p99', hello.p99, 'ms'),
  );
  section.notes.push(
    'the cost of HTTP on this machine: each search and booking section gives its requests/s as a multiple of it (API searches/s ÷ hello-world/s)',
  );
}

/** How many hello-world requests one request of a run costs, by throughput. */
export function helloWorldsPerRequest(metric: string, hello: LoadResult, perSecond: number): Row {
  return reference(metric, hello.perSecond / perSecond, '×', 1);
}
