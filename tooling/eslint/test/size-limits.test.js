// Proves the size limits of the shared config (issue 13) with the real ESLint and the real config
// of the package a file sits in: 400 lines per file, 80 per function, every line counted; tests
// and the server's seed files exempt from the file limit.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SIZE_RULES = ['max-lines', 'max-lines-per-function'];

async function sizeMessages(packageDir, file, source) {
  const cwd = `${root}${packageDir}`;
  // Several packages linted in one process: typescript-eslint needs each one's root said.
  const eslint = new ESLint({
    cwd,
    overrideConfig: { languageOptions: { parserOptions: { tsconfigRootDir: cwd } } },
  });
  const [result] = await eslint.lintText(source, { filePath: `${cwd}/${file}` });
  return result.messages.filter((m) => SIZE_RULES.includes(m.ruleId)).map((m) => m.ruleId);
}

/** A function of `lines` lines in all (blank lines count). */
const functionOf = (lines) =>
  ['export function long() {', ...Array.from({ length: lines - 2 }, () => ''), '}', ''].join('\n');

/** A file of `lines` lines of one constant each. */
const fileOf = (lines) =>
  Array.from({ length: lines }, (_, i) => `export const c${i} = ${i};`).join('\n') + '\n';

describe('size limits', () => {
  it('a source file of 400 lines passes, one of 401 fails', async () => {
    expect(await sizeMessages('harness/budget', 'src/probe.ts', fileOf(400))).toEqual([]);
    expect(await sizeMessages('harness/budget', 'src/probe.ts', fileOf(401))).toEqual([
      'max-lines',
    ]);
  });

  it('a function of 80 lines passes, one of 81 fails, blank lines counted', async () => {
    expect(await sizeMessages('packages/domain', 'src/probe.ts', functionOf(80))).toEqual([]);
    expect(await sizeMessages('packages/domain', 'src/probe.ts', functionOf(81))).toEqual([
      'max-lines-per-function',
    ]);
  });

  it('tests may be longer, and so may their describe blocks', async () => {
    const long = fileOf(401) + functionOf(120);
    expect(await sizeMessages('packages/domain', 'src/probe.test.ts', long)).toEqual([]);
    expect(await sizeMessages('harness/e2e', 'tests/probe.spec.ts', long)).toEqual([]);
    expect(await sizeMessages('harness/bench', 'test/probe.ts', long)).toEqual([]);
  });

  it("the server's seed files may be longer, their functions may not", async () => {
    const table = fileOf(401);
    expect(await sizeMessages('apps/server', 'src/seed/namen.ts', table)).toEqual([]);
    expect(await sizeMessages('apps/server', 'src/seed/demo.ts', table)).toEqual([]);
    expect(await sizeMessages('apps/server', 'src/services/probe.ts', table)).toEqual([
      'max-lines',
    ]);
    expect(await sizeMessages('apps/server', 'src/seed/namen.ts', functionOf(81))).toEqual([
      'max-lines-per-function',
    ]);
  });
});
