// Lingui's configuration for the patient app's languages (issue #23 part 1, ADR 39). German is
// the source locale: its messages are written in the code (descriptors with an id and the German
// text) and in the domain (generated into src/i18n-catalogues/domain.generated.ts by
// scripts/i18n-domain-messages.ts). `pnpm i18n:extract` writes every locale's catalogue; the WEB
// build compiles the catalogues with @lingui/vite-plugin when src/i18n-catalogues imports one (lazily, per locale).
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'en', 'tr', 'ru', 'ar', 'uk', 'pl'],
  catalogs: [
    {
      path: '<rootDir>/src/i18n-catalogues/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  orderBy: 'messageId',
  // Origins without line numbers: a moved line does not rewrite every catalogue, and parallel
  // work on different screens merges without conflicts.
  format: formatter({ lineNumbers: false }),
});
