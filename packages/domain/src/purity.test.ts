// The domain package is pure (issue "Foundation", docs/architecture.md): no runtime dependency besides
// valibot and dayjs, and no I/O — no Node built-ins, no fetch, no storage, no timers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(root, 'src', file), 'utf8') }));

describe('the domain package is pure', () => {
  it('depends at run time only on valibot and dayjs', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['dayjs', 'valibot']);
  });

  it('imports only valibot, dayjs and its own files', () => {
    for (const { file, text } of sources) {
      for (const [, specifier] of text.matchAll(/from '([^']+)'/g)) {
        const ok =
          specifier!.startsWith('./') ||
          specifier!.startsWith('../') ||
          specifier === 'valibot' ||
          specifier === 'dayjs' ||
          specifier!.startsWith('dayjs/');
        expect(ok, `${file} imports ${specifier}`).toBe(true);
      }
    }
  });

  it.each(['fetch(', 'localStorage', 'sessionStorage', 'setTimeout(', 'setInterval(', 'process.'])(
    'no source uses %s',
    (needle) => {
      for (const { file, text } of sources) {
        expect(text.includes(needle), `${file} uses ${needle}`).toBe(false);
      }
    },
  );
});
