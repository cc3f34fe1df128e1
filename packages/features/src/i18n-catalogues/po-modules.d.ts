// A Lingui catalogue, compiled by @lingui/vite-plugin when imported (ADR 39). Referenced from
// index.ts, so every app that type-checks this module knows the type.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
