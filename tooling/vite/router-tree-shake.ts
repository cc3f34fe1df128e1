// Lets the bundler drop the parts of react-router an app does not use (issue #25 part 5).
// react-router's production build declares its components and contexts at the top of each module
// as `const Link = React$1.forwardRef(…)` / `React$1.createContext(…)`, followed by
// `Link.displayName = "Link"`: a call rolldown cannot prove pure and a property write, so it kept
// every one of them in every app's start chunk, used or not — Link with the framework mode's
// prefetching, NavLink, Form, ScrollRestoration, useSubmit, the data router's contexts (≈ 5 kB
// gzip). This transform marks those top-level React calls pure and drops the displayName lines
// (names for React DevTools only), in react-router's production files alone. Should a new
// react-router be built differently, nothing matches, nothing changes, and the budget
// (harness/budget) shows the growth.

/** react-router's production files, also under pnpm's .pnpm store. */
const ROUTER_FILE =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/]production[\\/][^?]*\.m?js(?:\?.*)?$/;

/** A top-level declaration made by a React call that has no pure annotation yet. */
const REACT_CALL_DECLARATION =
  /^((?:export )?(?:const|let|var) [\w$]+ = )(React(?:\$\d+)?\.(?:createContext|forwardRef|memo)\()/gm;

/** `Link.displayName = "Link";` on a line of its own, at the top level. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/** The module's code with its React calls marked pure and its displayName lines dropped. */
export function shakeableRouterCode(code: string): string {
  return code.replace(REACT_CALL_DECLARATION, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/** A Vite plugin (plain object: this folder has no 'vite' to import types from). */
export function routerTreeShakePlugin() {
  return {
    name: 'terminservice-router-tree-shake',
    apply: 'build' as const,
    transform(code: string, id: string) {
      if (!ROUTER_FILE.test(id)) return null;
      const shakeable = shakeableRouterCode(code);
      // Whole lines removed or a comment inserted: no source map worth keeping for a dependency.
      return shakeable === code ? null : { code: shakeable, map: null };
    },
  };
}
