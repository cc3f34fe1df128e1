// The import direction of docs/architecture.md ("Layout") and ADR 0012:
//   harness/* → apps/*, features → ui, api-client → domain;  apps/server → domain;
//   everything → tooling/* (configuration), which imports nothing of the product or the harnesses.
// Each layer lists the workspace packages it may import. Nothing may import an app.

/** @type {Record<string, string[]>} */
export const allowedImports = {
  domain: [],
  'api-client': ['domain'],
  ui: ['domain'],
  features: ['ui', 'api-client', 'domain'],
  app: ['features', 'ui', 'api-client', 'domain'],
  server: ['domain'],
  // tooling/ (eslint, typescript, vite): the configuration every package imports.
  tooling: [],
  // harness/ (bench, budget, e2e, lighthouse, resilience): they drive the product from outside.
  harness: ['domain', 'api-client', 'harness'],
};

/** Workspace packages that are libraries; everything else in the workspace is an app. */
export const libraries = ['domain', 'api-client', 'ui', 'features'];

/** Apps are never imported. */
export const apps = ['web', 'tss-dispo', 'surgery', 'smed', 'server'];

/** The harness packages (harness/*): only a harness imports a harness. */
export const harnesses = ['bench', 'budget', 'e2e', 'lighthouse', 'resilience'];

/** @param {string[]} names */
const packagePatterns = (names) =>
  names.flatMap((name) => [`@terminservice/${name}`, `@terminservice/${name}/*`]);

/**
 * Import patterns a layer must not use.
 * @param {string} layer
 */
export function forbiddenImports(layer) {
  const allowed = allowedImports[layer];
  if (!allowed) throw new Error(`Unknown layer "${layer}"`);
  const forbiddenLibraries = libraries.filter((name) => name !== layer && !allowed.includes(name));
  return [
    ...forbiddenLibraries.map((name) => ({
      group: packagePatterns([name]),
      message: `The ${layer} layer must not import ${name} (docs/architecture.md, import direction).`,
    })),
    ...(allowed.includes('harness')
      ? []
      : [
          {
            group: packagePatterns(harnesses),
            message: `The ${layer} layer must not import a harness: harnesses import the product, not the other way round (ADR 0012).`,
          },
        ]),
    {
      group: packagePatterns(apps),
      message: 'No package imports an app (docs/architecture.md).',
    },
    {
      // Reaching into another workspace package by relative path skips the boundary.
      group: [
        '**/packages/*/**',
        '**/apps/*/**',
        '**/harness/*/**',
        '../../packages/**',
        '../../apps/**',
        '../../harness/**',
      ],
      message: 'Import workspace packages by name, not by relative path.',
    },
  ];
}
