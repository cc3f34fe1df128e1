import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite/app-config.ts';

// The SMED app under /terminservice/ (spec §2); its server runs on 8083.
export default defineConfig(
  appViteConfig({
    apiPort: 8083,
    devPort: 5176,
    plugins: [react()],
    html: {
      title: 'Terminservice',
      description:
        'Terminservice für Partnersysteme: mit Vermittlungscode freie Termine Ihrer Einrichtung finden und buchen.',
    },
  }),
);
