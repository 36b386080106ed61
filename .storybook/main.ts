import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { sdkSourceAliases } from '../packages/ui/sdk.aliases.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  // mockServiceWorker.js, msw's worker for the stories' back end (`msw init .storybook/public`).
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (vite) =>
    mergeConfig(vite, {
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: sdkSourceAliases(fileURLToPath(new URL('../packages/sdk/src', import.meta.url))) },
    }),
};

export default config;
