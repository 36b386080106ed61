import { createOyna } from '../client/createOyna';
import type { OynaConfig } from '../client/oyna.config';
import { demoUser } from './fakeApi';
import { createTestPlatform } from './testPlatform';

export function createTestClient(config: OynaConfig = {}) {
  const harness = createTestPlatform(config.platform);
  const client = createOyna({ ...config, platform: harness.platform, fingerprint: async () => 'fp-test' });
  return { client, ...harness };
}

/** A test client with the demo player logged in. */
export function loggedInClient(config: OynaConfig = {}) {
  const harness = createTestClient(config);
  harness.client.setAuth(demoUser);
  return harness;
}
