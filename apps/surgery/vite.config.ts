import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite/app-config.ts';

// The SURGERY app under /terminservice/ (spec §2); its server runs on 8082.
export default defineConfig(
  appViteConfig({
    apiPort: 8082,
    devPort: 5175,
    plugins: [react()],
    html: {
      title: 'Terminservice für Praxen',
      description:
        'Terminservice für Praxen: Termine mit Überweisung für Ihre Patientinnen und Patienten finden und buchen.',
    },
  }),
);
