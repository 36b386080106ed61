import { createOyna, type OynaClient } from '../client/createOyna';
import type { OynaConfig } from '../client/oyna.config';
import { demoUser } from './fakeApi';
import { createTestPlatform } from './testPlatform';

const made: OynaClient[] = [];

/** Forgets the clients made so far; the setup file calls it after every test, in every file. */
export const forgetTestClients = () => void made.splice(0);

/**
 * Resolves once every test client made in this test has no work under way (`client.allTasks()`):
 * what a test waits for before checking that something did not happen.
 */
export const allTasks = () => Promise.all(made.map((client) => client.allTasks())).then(() => {});

export function createTestClient(config: OynaConfig = {}) {
  const harness = createTestPlatform(config.platform);
  // A fixed fingerprint, unless the test hands the platform one of its own to exercise.
  const fingerprint = config.fingerprint ?? (harness.platform.fingerprint ? undefined : async () => 'fp-test');
  const client = createOyna({ ...config, platform: harness.platform, fingerprint });
  made.push(client);
  return { client, ...harness };
}

/** A test client with the demo player logged in. */
export function loggedInClient(config: OynaConfig = {}) {
  const harness = createTestClient(config);
  harness.client.setAuth(demoUser);
  return harness;
}
