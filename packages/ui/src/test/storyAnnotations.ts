import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { disposeStoryClients, withOyna } from '../stories/withOyna';

// Stories render with the shared decorators, as in Storybook. Only the files that render stories load
// them (with the recorded answers, 1.7 MB): in the setup file every test file paid for them.
setProjectAnnotations({ decorators: [withOyna] });

// After the setup file's cleanup (hooks registered later run first): unmounted, then stopped.
afterEach(() => {
  cleanup();
  disposeStoryClients();
});
