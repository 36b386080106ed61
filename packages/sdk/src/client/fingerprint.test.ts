import { describe, expect, it } from 'vitest';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { FingerprintError } from '../errors/oyna.errors';
import { createMemoryStorage } from '../platform/memoryStorage';
import type { DeviceFingerprint } from '../platform/platform.types';
import { useStoreSandbox } from '../test/storeSandbox';
import { createOyna } from './createOyna';

const sandbox = useStoreSandbox();

/** A fingerprint the test hands out when it chooses, and how many were asked for. */
function deferredFingerprint() {
  let give!: (made: DeviceFingerprint) => void;
  let refuse!: (error: unknown) => void;
  const asked: number[] = [];
  const fingerprint = () => {
    asked.push(asked.length + 1);
    return new Promise<DeviceFingerprint>((resolve, reject) => {
      give = resolve;
      refuse = reject;
    });
  };
  return { fingerprint, asked, give: (made: DeviceFingerprint) => give(made), refuse: (error: unknown) => refuse(error) };
}

const fingerprintHeaders = () => sandbox.net.callsTo('auth/token').map((request) => request.headers.get('x-fingerprint'));

describe('the device fingerprint at start-up', () => {
  it('is made after the first paint, before the anonymous token, which carries it', async () => {
    const device = deferredFingerprint();
    let paint!: () => void;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const { client, platform } = sandbox.client({ platform: { fingerprint: device.fingerprint, afterPaint: () => painted } });

    const started = bootstrapOf(client).start();
    await sandbox.net.idle();
    expect(device.asked).toEqual([]);
    paint();
    await sandbox.net.idle();
    expect(device.asked).toEqual([1]);
    expect(sandbox.net.callsTo('auth/token')).toEqual([]);

    device.give({ id: 'tm-device-1', issues: [] });
    await started;
    expect(fingerprintHeaders()).toEqual(['tm-device-1']);
    expect(platform.storage.getItem('fingerprint')).toBe('tm-device-1');
    expect(bootstrapOf(client).$bootstrap.get()?.languageList.length).toBeGreaterThan(0);
  });

  it('is made once per device: a later page reads the stored one', async () => {
    const device = deferredFingerprint();
    const storage = createMemoryStorage({ fingerprint: 'tm-stored' });
    const { client } = sandbox.client({ platform: { storage, fingerprint: device.fingerprint } });

    await client.anonymousToken();
    expect(device.asked).toEqual([]);
    expect(fingerprintHeaders()).toEqual(['tm-stored']);
  });

  it('reports components that timed out, and keeps the fingerprint made of the rest', async () => {
    const device = deferredFingerprint();
    const { client } = sandbox.client({ platform: { fingerprint: device.fingerprint } });
    const reported: Array<readonly FingerprintError[]> = [];
    client.on('fingerprintIssues', (issues) => reported.push(issues));

    const made = client.fingerprint();
    await sandbox.net.idle();
    const late = new FingerprintError({ problem: 'timeout', message: "Component 'fonts' timed out", component: 'fonts' });
    device.give({ id: 'tm-device-2', issues: [late] });

    expect(await made).toBe('tm-device-2');
    expect(reported).toEqual([[late]]);
  });

  it('sends a random id, and reports why, when the service refuses its key', async () => {
    const device = deferredFingerprint();
    const { client, platform } = sandbox.client({ platform: { fingerprint: device.fingerprint } });
    const reported: Array<readonly FingerprintError[]> = [];
    client.on('fingerprintIssues', (issues) => reported.push(issues));

    const token = client.anonymousToken();
    await sandbox.net.idle();
    device.refuse(new FingerprintError({ problem: 'unauthorized', message: 'Invalid API key or quota exceeded' }));

    expect(await token).toMatch(/\S/);
    const [sent] = fingerprintHeaders();
    expect(sent).toMatch(/^id-\d+$/);
    expect(platform.storage.getItem('fingerprint')).toBe(sent);
    expect(reported.flat().map((issue) => issue.problem)).toEqual(['unauthorized']);
  });

  it('turns anything else thrown into a typed failure', async () => {
    const device = deferredFingerprint();
    const { client } = sandbox.client({ platform: { fingerprint: device.fingerprint } });
    const reported: FingerprintError[] = [];
    client.on('fingerprintIssues', (issues) => reported.push(...issues));

    const made = client.fingerprint();
    await sandbox.net.idle();
    device.refuse(new TypeError('Failed to fetch dynamically imported module'));

    expect(await made).toMatch(/^id-\d+$/);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(FingerprintError);
    expect(reported[0]).toMatchObject({ code: 'fingerprint', problem: 'failed', message: 'Failed to fetch dynamically imported module' });
  });

  it('is a random id where there is no page to fingerprint (server rendering)', async () => {
    const client = createOyna({ platform: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() } });
    const id = await client.fingerprint();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await client.fingerprint()).toBe(id);
  });
});
