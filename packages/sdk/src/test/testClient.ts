import { createOyna } from '../client/createOyna';
import type { OynaConfig } from '../client/oyna.config';
import { demoUser } from './fakeApi';
import { createTestPlatform } from './testPlatform';

export function createTestClient(config: OynaConfig = {}) {
  const harness = createTestPlatform(config.platform);
  // A fixed fingerprint, unless the test hands the platform one of its own to exercise.
  const fingerprint = config.fingerprint ?? (harness.platform.fingerprint ? undefined : async () => 'fp-test');
  const client = createOyna({ ...config, platform: harness.platform, fingerprint });
  return { client, ...harness };
}

/** A test client with the demo player logged in. */
export function loggedInClient(config: OynaConfig = {}) {
  const harness = createTestClient(config);
  harness.client.setAuth(demoUser);
  return harness;
}
