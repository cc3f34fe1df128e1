// A server that answers every request at once (503 with Retry-After and a small body, /healthz
// 200), in a child process: the open-loop generator is run against it at the overload's rate
// first, so the report says what this machine and the generator can carry at that rate when the
// server costs nothing. On the shared 2-core machine (load 9) 9,000 arrivals/s against it were
// answered with p50 1.1–3.3 s: latencies like that in the overload are then the machine's, not the
// product server's.
import { spawn } from 'node:child_process';
import { sleep } from './report.ts';

const SCRIPT = `
const http = require('node:http');
const body = JSON.stringify({ errors: [{ code: 'OVERLOADED', text: 'x'.repeat(100) }], referenceId: 'r' });
http.createServer((req, res) => {
  if (req.url === '/healthz') return res.end('ok');
  res.writeHead(503, { 'retry-after': '5', 'content-type': 'application/json',
    'content-length': Buffer.byteLength(body) }).end(body);
}).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });
`;

export interface TrivialTarget {
  readonly origin: string;
  stop(): Promise<void>;
}

/** Listens on a port the system picks (a fixed one may sit in TIME_WAIT after a run). */
export async function startTrivialTarget(): Promise<TrivialTarget> {
  const child = spawn(process.execPath, ['-e', SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = new Promise<string>((resolve) =>
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  const listening = await Promise.race([port, exited, sleep(10_000)]);
  if (typeof listening !== 'string') throw new Error(`trivial target not listening`);
  return {
    origin: `http://127.0.0.1:${listening}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
