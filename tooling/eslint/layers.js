// The import direction of ARCHITECTURE.md ("Layout"):
//   apps/* → features → ui, api-client → domain;  apps/server → domain.
// Each layer lists the workspace packages it may import. Nothing may import an app.

/** @type {Record<string, string[]>} */
export const allowedImports = {
  domain: [],
  'api-client': ['domain'],
  ui: ['domain'],
  features: ['ui', 'api-client', 'domain'],
  app: ['features', 'ui', 'api-client', 'domain'],
  server: ['domain'],
  tooling: ['domain', 'api-client'],
};

/** Workspace packages that are libraries; everything else in the workspace is an app. */
export const libraries = ['domain', 'api-client', 'ui', 'features'];

/** Apps are never imported. */
export const apps = ['web', 'tss-dispo', 'surgery', 'smed', 'server'];

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
      group: [`@terminservice/${name}`, `@terminservice/${name}/*`],
      message: `The ${layer} layer must not import ${name} (ARCHITECTURE.md, import direction).`,
    })),
    {
      group: apps.flatMap((name) => [`@terminservice/${name}`, `@terminservice/${name}/*`]),
      message: 'No package imports an app (ARCHITECTURE.md).',
    },
    {
      // Reaching into another workspace package by relative path skips the boundary.
      group: ['**/packages/*/**', '**/apps/*/**', '../../packages/**', '../../apps/**'],
      message: 'Import workspace packages by name, not by relative path.',
    },
  ];
}
