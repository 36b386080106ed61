import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The one shape of every domain folder (see the SDK README): a reader knows where to look.
const DOMAINS = [
  'account', 'betslip', 'bootstrap', 'casino', 'content', 'favourites', 'feed', 'forms',
  'i18n', 'notifications', 'payments', 'realtime', 'session',
];
const ROLES = ['schema', 'api', 'store', 'calc', 'constants', 'enums', 'errors', 'types', 'transport', 'storage', 'form', 'fixtures'];
const FILE = new RegExp(`^[a-z][A-Za-z0-9]*\\.(${ROLES.join('|')})(\\.test)?\\.ts$`);

const src = fileURLToPath(new URL('.', import.meta.url));

describe('the domain template', () => {
  it.each(DOMAINS)('%s/ names every file by its role', (domain) => {
    const files = readdirSync(`${src}${domain}`, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.ts')
      .map((entry) => entry.name);
    expect(files.filter((name) => !FILE.test(name))).toEqual([]);
  });

  it.each(DOMAINS)('%s/ keeps a test beside each file of rules', (domain) => {
    const files = new Set(readdirSync(`${src}${domain}`));
    const untested = [...files].filter((name) => /\.(calc|store)\.ts$/.test(name) && !files.has(name.replace(/\.ts$/, '.test.ts')));
    expect(untested).toEqual([]);
  });

  it('has one store per domain that holds state, made once per client', () => {
    const stores = DOMAINS.flatMap((domain) =>
      readdirSync(`${src}${domain}`).filter((name) => name.endsWith('.store.ts')).map((name) => `${domain}/${name}`),
    );
    expect(stores.sort()).toEqual([
      'bootstrap/bootstrap.store.ts',
      'i18n/i18n.store.ts',
      'notifications/notifications.store.ts',
      'realtime/realtime.store.ts',
      'session/session.store.ts',
    ]);
  });
});
