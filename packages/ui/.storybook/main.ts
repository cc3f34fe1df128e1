import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The map's stories live with their feature (packages/features/src/map); the features package
  // has no Storybook of its own.
  stories: ['../src/**/*.stories.tsx', '../../features/src/map/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Offline machines and CI: never phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
