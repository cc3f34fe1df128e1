// tooling/vite/router-tree-shake.ts (issue #25 part 5): react-router's components become
// droppable when unused — on a sample and on the react-router this workspace installs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  routerTreeShakePlugin,
  shakeableRouterCode,
} from '../../../tooling/vite/router-tree-shake.ts';
import { REPO_ROOT } from '../budget.ts';

const SAMPLE = `import * as React$1 from "react";
const Link = React$1.forwardRef(function LinkWithRef(props, ref) {
\treturn null;
});
Link.displayName = "Link";
const DataRouterContext = React$1.createContext(null);
DataRouterContext.displayName = "DataRouter";
const Done = /* @__PURE__ */ React$1.memo(function Done() { return null; });
function use() { const value = React$1.useContext(DataRouterContext); value.displayName = "kept"; }
`;

describe('router tree-shake transform', () => {
  it('marks top-level React calls pure and drops the displayName lines, nothing else', () => {
    const out = shakeableRouterCode(SAMPLE);
    expect(out).toContain('const Link = /* @__PURE__ */ React$1.forwardRef(');
    expect(out).toContain('const DataRouterContext = /* @__PURE__ */ React$1.createContext(null);');
    expect(out).toContain('const Done = /* @__PURE__ */ React$1.memo(');
    expect(out).not.toContain('/* @__PURE__ */ /* @__PURE__ */');
    expect(out).not.toMatch(/^\w+\.displayName = /m);
    // Inside a function the write stays: only top-level lines go.
    expect(out).toContain('value.displayName = "kept";');
  });

  it('touches react-router production files only', () => {
    const { transform } = routerTreeShakePlugin();
    const routerFile =
      '/x/node_modules/.pnpm/react-router@8.5.1_abc/node_modules/react-router/dist/production/lib/dom/lib.js';
    expect(transform(SAMPLE, routerFile)?.code).toBe(shakeableRouterCode(SAMPLE));
    expect(transform(SAMPLE, '/x/node_modules/react-router/dist/development/lib/dom/lib.js')).toBe(
      null,
    );
    expect(transform(SAMPLE, '/x/packages/features/src/shell/Header.tsx')).toBe(null);
  });

  it("still finds its lines in the installed react-router's Link module", () => {
    const require = createRequire(join(REPO_ROOT, 'apps', 'web', 'package.json'));
    const lib = join(dirname(require.resolve('react-router')), 'lib', 'dom', 'lib.js');
    const code = readFileSync(lib, 'utf8');
    expect(code).toMatch(/^Link\.displayName = "Link";$/m);
    const out = shakeableRouterCode(code);
    expect(out).toMatch(/^const Link = \/\* @__PURE__ \*\/ React\$1\.forwardRef\(/m);
    expect(out).not.toMatch(/^\w+\.displayName = /m);
  });
});
