// The build's prerender of the SMED app's shell (tooling/vite/prerender.ts, ADR 11): Root at
// each variant's path with a static router.
import { prerenderShell, type PrerenderedShell } from '@terminservice/features/prerender';
import { StaticRouter } from 'react-router';
import { Root } from './Root.tsx';

export function render(): PrerenderedShell {
  return prerenderShell((path) => (
    <Root Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>} />
  ));
}
