import { createOyna } from '../client/createOyna';
import type { OynaConfig } from '../client/oyna.config';
import { createTestPlatform } from './testPlatform';

export function createTestClient(config: OynaConfig = {}) {
  const harness = createTestPlatform(config.platform);
  const client = createOyna({ ...config, platform: harness.platform, fingerprint: async () => 'fp-test' });
  return { client, ...harness };
}
