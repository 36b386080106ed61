import { loadCatalog } from '../i18n/catalog.task';

// Pages load their language's catalogue before they render; tests start where pages do. How it
// loads is tested in i18n/catalog.task.test.ts, on a module of its own.
await Promise.all([loadCatalog('tr'), loadCatalog('en')]);
