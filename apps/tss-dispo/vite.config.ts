import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite/app-config.ts';

// The TSS/DISPO app under /terminservice/ (spec §2); its server runs on 8081.
export default defineConfig(
  appViteConfig({
    apiPort: 8081,
    devPort: 5174,
    plugins: [react()],
    html: {
      title: 'Terminservice (TSS)',
      description:
        'Terminservice für Terminservicestellen: Termine für Anruferinnen und Anrufer finden und buchen.',
    },
  }),
);
