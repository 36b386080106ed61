import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/memoryStorage';
import { demoUser, useFakeApi } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { createOyna } from './createOyna';

const api = useFakeApi();

describe('createOyna', () => {
  it('starts as a guest, without throwing, when the stored authData is corrupt', () => {
    const storage = createMemoryStorage({ authData: '{"token": 5, "username"' });
    const client = createOyna({ platform: { storage, sessionStorage: createMemoryStorage() } });
    expect(client.$auth.get()).toBeNull();
    expect(storage.getItem('authData')).toBeNull();
  });

  it('restores a valid stored login', () => {
    const storage = createMemoryStorage({ authData: JSON.stringify(demoUser) });
    const client = createOyna({ platform: { storage, sessionStorage: createMemoryStorage() } });
    expect(client.$auth.get()?.username).toBe('demouser');
  });

  it('defaults to Turkish, then the stored language, then the configured one', () => {
    const blank = createOyna({ platform: { storage: createMemoryStorage() } });
    const stored = createOyna({ platform: { storage: createMemoryStorage({ lang: 'en' }) } });
    const configured = createOyna({ locale: 'de', platform: { storage: createMemoryStorage({ lang: 'en' }) } });
    expect([blank.$locale.get(), stored.$locale.get(), configured.$locale.get()]).toEqual(['tr', 'en', 'de']);
  });

  it('resolves the API bases against the page', () => {
    const client = createOyna({ platform: { baseUrl: 'https://oyna.example/casino/slot' } });
    expect(client.config).toMatchObject({
      apiBase: 'https://oyna.example/casino/api/',
      sbApiBase: 'https://oyna.example/casino/sbapi/api/',
      hubBase: 'https://oyna.example/casino/hub/',
    });
  });

  it('resolves the tracker base when one is configured, and has none otherwise', () => {
    const page = { platform: { baseUrl: 'https://oyna.example/spor/live/event-view' } };
    expect(createOyna(page).config.trackerBase).toBeNull();
    expect(createOyna({ ...page, trackerBase: 'https://tracker.example/t/' }).config.trackerBase).toBe('https://tracker.example/t/');
  });

  it('keeps clients apart: separate stores, storage and domains', () => {
    const a = createTestClient();
    const b = createTestClient();
    a.client.setAuth(demoUser);
    expect(b.client.$auth.get()).toBeNull();
    const key = Symbol('domain');
    expect(a.client.domain(key, () => ({}))).toBe(a.client.domain(key, () => ({})));
    expect(a.client.domain(key, () => ({}))).not.toBe(b.client.domain(key, () => ({})));
  });

  it('follows another tab that logs in, then clears storage at logout', () => {
    const { client, platform, storageChangedElsewhere } = createTestClient();
    platform.storage.setItem('authData', JSON.stringify(demoUser));
    storageChangedElsewhere('authData');
    expect(client.$auth.get()?.username).toBe('demouser');

    platform.storage.clear();
    storageChangedElsewhere(null);
    expect(client.$auth.get()).toBeNull();
  });

  it('ignores other tabs writing keys that do not touch the session', () => {
    const { client, platform, storageChangedElsewhere } = createTestClient();
    client.setAuth(demoUser);
    platform.storage.removeItem('authData');
    storageChangedElsewhere('sb_live_favorite_events');
    expect(client.$auth.get()?.username).toBe('demouser');
  });

  it('creates the fingerprint once and stores it', async () => {
    const { client, platform } = createTestClient();
    const [first, second] = await Promise.all([client.fingerprint(), client.fingerprint()]);
    expect(first).toBe('fp-test');
    expect(second).toBe(first);
    expect(platform.storage.getItem('fingerprint')).toBe('fp-test');
  });

  it('stores the anonymous token as { token } and reuses it', async () => {
    const { client, platform } = createTestClient();
    await client.anonymousToken();
    await client.anonymousToken();
    expect(platform.storage.getItem('anonToken')).toBe('{"token":"anon-1"}');
    expect(api.callsTo('auth/token')).toHaveLength(1);
  });
});
