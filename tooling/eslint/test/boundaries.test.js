// Proves the import direction of docs/architecture.md and ADR 0012 is enforced: a forbidden import fails lint
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

  it("given browser code, react-router's Link fails lint and its hooks pass (issue #25 part 5)", async () => {
    const link = await lintAs(
      'packages/features',
      "import { Link, useNavigate } from 'react-router';\nexport const x = [Link, useNavigate];\n",
    );
    expect(link.map((m) => m.message)).toEqual([expect.stringMatching(/RouterLink/)]);
    const hooks = await lintAs(
      'apps/web',
      "import { useLocation } from 'react-router';\nexport const x = useLocation;\n",
    );
    expect(hooks).toHaveLength(0);
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

  // ADR 0012: configuration imports nothing of the product, nothing but a harness imports one.
  it.each([
    {
      given: 'tooling (configuration), importing the product',
      dir: 'tooling/eslint',
      source: "import { LIMITS } from '@terminservice/domain/limits';\nexport const x = LIMITS;\n",
      message: /must not import domain/,
    },
    {
      given: 'tooling (configuration), importing a harness',
      dir: 'tooling/eslint',
      source:
        "import { measureApp } from '@terminservice/budget/budget.ts';\nexport const x = measureApp;\n",
      message: /must not import a harness/,
    },
    {
      given: 'a library, importing a harness',
      dir: 'packages/domain',
      source:
        "import { startProduct } from '@terminservice/e2e/support/product.ts';\nexport const x = startProduct;\n",
      message: /must not import a harness/,
    },
    {
      given: 'a harness, reaching into another harness by relative path',
      dir: 'harness/lighthouse',
      source:
        "import { measureApp } from '../../harness/budget/budget.ts';\nexport const x = measureApp;\n",
      message: /by name, not by relative path/,
    },
  ])('given $given fails lint', async ({ dir, source, message }) => {
    const messages = await lintAs(dir, source);
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(message);
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

  it('the server may import domain but not features', () => {
    const forbidden = forbiddenImports('server').flatMap((p) => p.group);
    expect(forbidden).toContain('@terminservice/features');
    expect(forbidden).toContain('@terminservice/ui');
    expect(forbidden).not.toContain('@terminservice/domain');
  });
});
