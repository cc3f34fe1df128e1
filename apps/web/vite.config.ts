import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
  RTL_LOCALES,
} from '@terminservice/domain/locale';
import { appViteConfig } from '../../tooling/vite/app-config.ts';

const LINGUI_CONFIG = fileURLToPath(
  new URL('../../packages/features/lingui.config.ts', import.meta.url),
);

// Compiles the lazily imported .po catalogues of the languages (issue #23 part 1, ADR 39); a
// catalogue that lacks a message fails the build. One instance for the build, one for the prerender.
const catalogues = () => lingui({ configPath: LINGUI_CONFIG, failOnMissing: true });

// The WEB app under /terminservice/ (spec §2); its server runs on 8080.
export default defineConfig(
  appViteConfig({
    apiPort: 8080,
    devPort: 5173,
    plugins: [react(), catalogues()],
    // The shell is prerendered in every language (issue #25 part 5).
    prerenderPlugins: [catalogues()],
    // A page the server sent in another language than the visitor's waits for it instead of
    // shifting (issue #23, #25).
    languages: {
      locales: LOCALES,
      fallback: DEFAULT_LOCALE,
      rtl: RTL_LOCALES,
      storageKey: LOCALE_STORAGE_KEY,
    },
    html: {
      title: 'Terminservice',
      description:
        'Terminservice: Termine bei Arztpraxen und Psychotherapiepraxen in Ihrer Nähe finden und buchen.',
    },
  }),
);
