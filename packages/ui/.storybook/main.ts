import type { StorybookConfig } from '@storybook/react-vite';

// Offline by design: no addons that fetch anything, telemetry and update checks off, and the
// component docs are extracted with react-docgen (Babel), which needs no TypeScript compiler API.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      // The catalogue ships Storybook's own ~1.2 MB runtime; it is a developer tool, not an app bundle.
      chunkSizeWarningLimit: 2000,
      // Mantine marks its modules "use client" for React Server Components; a client-only bundle
      // drops the directive harmlessly, so the hundreds of warnings about it are noise.
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
