import type { Preview } from '@storybook/react-vite';
import { withOyna } from '../packages/ui/src/stories/withOyna';

/** The two layouts the widgets are designed for: a 390 px phone and a 1440 px desktop. */
const viewports = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withOyna],
  parameters: {
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
