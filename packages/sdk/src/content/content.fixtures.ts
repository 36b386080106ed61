import { getBootstrap } from '../bootstrap/bootstrap.api';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import type { StoreSandbox } from '../test/storeSandbox';

/** A client seeded with the sandbox's bootstrap, as the site seeds it from the page (tests only). */
export async function seededClient(sandbox: StoreSandbox, locale = 'en') {
  const harness = sandbox.client({ locale });
  const bootstrap = await getBootstrap(harness.client);
  bootstrapOf(harness.client).seed(bootstrap);
  return { ...harness, bootstrap };
}
