import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite/app-config.ts';

// The WEB app under /terminservice/ (spec §2); its server runs on 8080.
export default defineConfig(
  appViteConfig({
    apiPort: 8080,
    devPort: 5173,
    plugins: [react()],
    html: {
      title: 'Terminservice',
      description:
        'Terminservice: Termine bei Arztpraxen und Psychotherapiepraxen in Ihrer Nähe finden und buchen.',
    },
  }),
);
