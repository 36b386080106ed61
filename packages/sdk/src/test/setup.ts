import { afterEach } from 'vitest';
import { loadCatalog } from '../i18n/catalog.task';
import { forgetTestClients } from './testClient';

// Pages load their language's catalogue before they render; tests start where pages do. How it
// loads is tested in i18n/catalog.task.test.ts, on a module of its own.
await Promise.all([loadCatalog('tr'), loadCatalog('en')]);

// Here, not in testClient.ts: files share their modules (isolate: false), so a hook a module registers
// as it loads would serve only the first file that imports it, and allTasks() would wait on clients
// of earlier files.
afterEach(forgetTestClients);
