import type { Preview } from '@storybook/react-vite';
import { startStoryWorker } from '../packages/ui/src/stories/api/worker';
import { withOyna } from '../packages/ui/src/stories/withOyna';

/** The two layouts the widgets are designed for: a 390 px phone and a 1440 px desktop. */
const viewports = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

// The stories' back end: msw answering from the sandbox's recorded answers (packages/ui/src/stories/api/).
const backEnd = startStoryWorker();

const preview: Preview = {
  decorators: [withOyna],
  // No story renders before the worker answers.
  loaders: [
    async () => {
      await backEnd;
      return {};
    },
  ],
  parameters: {
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
