import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dialogs } from '../dialog/dialog.store';
import { sidebar } from '../menu/sidebar.store';
import { disposeTestClients } from './render';
import { disposeStoryClients, withOyna } from '../stories/withOyna';
import { toast } from '../toast/toast.store';

setProjectAnnotations({ decorators: [withOyna] });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  dialogs.closeDialogs();
  toast.clear();
  sidebar.close();
  disposeStoryClients();
  disposeTestClients();
});
