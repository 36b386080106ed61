import { atom, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { StorageKey } from '../platform/storage.keys';
import { getBootstrap, getCoverScript } from './bootstrap.api';
import { bootstrapSchema, type Bootstrap } from './bootstrap.schema';

export interface BootstrapDomain {
  /** `cms/grouped` data; the stored copy until start-up fetches a fresh one. */
  readonly $bootstrap: ReadableAtom<Bootstrap | null>;
  /** Script text from `cms/coveryjs`, for the host page to inject. */
  readonly $coverScript: ReadableAtom<string | null>;
  /**
   * Uses bootstrap data the host already has (the site renders it on the server), so start-up
   * does not fetch it again.
   */
  seed(bootstrap: Bootstrap): void;
  /**
   * Start-up: fingerprint, anonymous token, bootstrap data (unless seeded) and the cover script.
   * A failed bootstrap load keeps the stored copy and start-up goes on.
   */
  start(): Promise<void>;
}

const BOOTSTRAP = Symbol('oyna.bootstrap');


export function bootstrapOf(client: OynaClient): BootstrapDomain {
  return client.domain(BOOTSTRAP, createBootstrap);
}

function createBootstrap(client: OynaClient): BootstrapDomain {
  const $bootstrap = atom<Bootstrap | null>(client.storage.readJson(StorageKey.bootstrap, bootstrapSchema));
  const $coverScript = atom<string | null>(null);
  let seeded = false;

  function store(bootstrap: Bootstrap) {
    client.storage.writeJson(StorageKey.bootstrap, bootstrap);
    $bootstrap.set(bootstrap);
  }

  return {
    $bootstrap,
    $coverScript,
    seed(bootstrap) {
      seeded = true;
      store(bootstrap);
    },
    async start() {
      await client.fingerprint();
      await client.anonymousToken();
      const [bootstrap, cover] = await Promise.allSettled([
        seeded ? Promise.resolve(null) : getBootstrap(client),
        getCoverScript(client),
      ]);
      if (bootstrap.status === 'fulfilled' && bootstrap.value) store(bootstrap.value);
      if (cover.status === 'fulfilled') $coverScript.set(cover.value);
    },
  };
}
