// prerender: the app shell rendered at build time (ADR 11). For the build only, never the browser.
export {
  prerenderShell,
  renderShellRoot,
  type AppAtPath,
  type PrerenderedShell,
} from './render.tsx';
