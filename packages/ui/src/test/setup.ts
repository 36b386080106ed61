import { cleanup, configure } from '@testing-library/react';
import { loadCatalog } from '@oyna/sdk/i18n';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { BroadcastChannel } from 'node:worker_threads';
import { dialogs } from '../dialog/dialog.store';
import { sidebar } from '../menu/sidebar.store';
import { disposeTestClients } from './render';
import { toast } from '../toast/toast.store';

// Each file runs in a VM context of its own (pool vmThreads), which lacks some of Node's globals msw needs.
globalThis.BroadcastChannel ??= BroadcastChannel as unknown as typeof globalThis.BroadcastChannel;

// Pages load their language's catalogue before they render; tests start where pages do (the provider's
// wait for it is tested in provider/OynaProvider.test.tsx).
await Promise.all([loadCatalog('tr'), loadCatalog('en')]);
// findBy and waitFor keep looking for 5 s, not 1: a ceiling for a busy CI machine (see vitest.shared.ts).
configure({ asyncUtilTimeout: 5_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  dialogs.closeDialogs();
  toast.clear();
  sidebar.close();
  disposeTestClients();
});
