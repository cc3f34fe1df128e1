// Proves the import direction of ARCHITECTURE.md and ADR 0012 is enforced: a forbidden import fails lint
// with the real ESLint and the real config of the package it sits in.
import { ESLint } from 'eslint';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowedImports, forbiddenImports } from '../layers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function lintAs(packageDir, source) {
  const cwd = `${root}${packageDir}`;
  // Several packages linted in one process: typescript-eslint needs each one's root said.
  const eslint = new ESLint({
    cwd,
    overrideConfig: { languageOptions: { parserOptions: { tsconfigRootDir: cwd } } },
  });
  const [result] = await eslint.lintText(source, { filePath: `${cwd}/src/boundary-probe.ts` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it('the domain package lints with its own config', () => {
    expect(existsSync(`${root}packages/domain/eslint.config.js`)).toBe(true);
  });

  it('given domain, importing ui fails lint', async () => {
    const messages = await lintAs(
      'packages/domain',
      "import { Button } from '@terminservice/ui';\nexport const x = Button;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/must not import ui/);
  });

  it('given domain, importing an app fails lint', async () => {
    const messages = await lintAs(
      'packages/domain',
      "import { start } from '@terminservice/server/start';\nexport const x = start;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('given domain, reaching into another package by relative path fails lint', async () => {
    const messages = await lintAs(
      'packages/domain',
      "import { x } from '../../packages/ui/src/x';\nexport const y = x;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('given domain, importing valibot is allowed', async () => {
    const messages = await lintAs(
      'packages/domain',
      "import * as v from 'valibot';\nexport const s = v.string();\n",
    );
    expect(messages).toHaveLength(0);
  });

  it.each(Object.keys(allowedImports))(
    'layer %s may import exactly what the table allows',
    (layer) => {
      const forbidden = forbiddenImports(layer).flatMap((p) => p.group);
      for (const allowed of allowedImports[layer]) {
        expect(forbidden).not.toContain(`@terminservice/${allowed}`);
      }
      for (const app of ['web', 'server']) {
        expect(forbidden).toContain(`@terminservice/${app}`);
      }
    },
  );

  it('given tooling (configuration), importing the product fails lint', async () => {
    const messages = await lintAs(
      'tooling/eslint',
      "import { LIMITS } from '@terminservice/domain/limits';\nexport const x = LIMITS;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/must not import domain/);
  });

  it('given tooling (configuration), importing a harness fails lint', async () => {
    const messages = await lintAs(
      'tooling/eslint',
      "import { measureApp } from '@terminservice/budget/budget.ts';\nexport const x = measureApp;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/must not import a harness/);
  });

  it('given a library, importing a harness fails lint', async () => {
    const messages = await lintAs(
      'packages/domain',
      "import { startProduct } from '@terminservice/e2e/support/product.ts';\nexport const x = startProduct;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/must not import a harness/);
  });

  it('given a harness, importing the product and another harness is allowed', async () => {
    const messages = await lintAs(
      'harness/lighthouse',
      [
        "import { measureApp } from '@terminservice/budget/budget.ts';",
        "import { LIMITS } from '@terminservice/domain/limits';",
        'export const x = [measureApp, LIMITS];',
        '',
      ].join('\n'),
    );
    expect(messages).toHaveLength(0);
  });

  it('given a harness, reaching into another harness by relative path fails lint', async () => {
    const messages = await lintAs(
      'harness/lighthouse',
      "import { measureApp } from '../../harness/budget/budget.ts';\nexport const x = measureApp;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('the server may import domain but not features', () => {
    const forbidden = forbiddenImports('server').flatMap((p) => p.group);
    expect(forbidden).toContain('@terminservice/features');
    expect(forbidden).toContain('@terminservice/ui');
    expect(forbidden).not.toContain('@terminservice/domain');
  });
});
