import { describe, expect, it } from 'vitest';
import { demoUser, useFakeApi } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { sessionOf } from './session.store';

useFakeApi();
const TRUSTED = 'https://partner.example';

function setup() {
  const harness = createTestClient({ trustedOrigins: [TRUSTED] });
  harness.platform.storage.setItem('topNotifyRead', 'yes');
  harness.platform.sessionStorage.setItem('sb_selected_competitions', '[]');
  harness.platform.storage.setItem('cart', 'the host page');
  harness.platform.sessionStorage.setItem('tab', 'the host page');
  const stop = sessionOf(harness.client).listenForHandoff();
  return { ...harness, stop };
}

const handoff = (data: Record<string, unknown>) => ({ type: 'BOOTSTRAP_DATA', data });

describe('parent-window handoff', () => {
  it("clears Oyna's storage (the host's keys stay), writes the known keys and logs the player in", () => {
    const { client, platform, post, parent } = setup();

    post({
      origin: TRUSTED,
      source: parent,
      data: handoff({ authData: JSON.stringify(demoUser), lang: 'en', evil: '<script>', anonToken: { token: 't' } }),
    });

    expect(client.$auth.get()?.username).toBe('demouser');
    expect(client.$locale.get()).toBe('en');
    expect(platform.storage.getItem('anonToken')).toBe('{"token":"t"}');
    expect(platform.storage.getItem('evil')).toBeNull();
    expect(platform.storage.getItem('topNotifyRead')).toBeNull();
    expect(platform.sessionStorage.getItem('sb_selected_competitions')).toBeNull();
    expect(platform.storage.getItem('cart')).toBe('the host page');
    expect(platform.sessionStorage.getItem('tab')).toBe('the host page');
  });

  it.each([
    ['an untrusted origin', { origin: 'https://evil.example' }],
    ['a window other than the parent', { source: { name: 'sibling frame' } }],
    ['another message type', { data: { type: 'HELLO', data: {} } }],
    ['a malformed payload', { data: { type: 'BOOTSTRAP_DATA', data: 'authData' } }],
  ])('ignores %s', (_, override) => {
    const { client, platform, post, parent } = setup();

    post({ origin: TRUSTED, source: parent, data: handoff({ authData: demoUser }), ...override });

    expect(client.$auth.get()).toBeNull();
    expect(platform.storage.getItem('topNotifyRead')).toBe('yes');
  });

  it('drops a key whose value has the wrong shape', () => {
    const { client, platform, post, parent } = setup();

    post({ origin: TRUSTED, source: parent, data: handoff({ authData: { token: 1 }, lang: 'tr' }) });

    expect(client.$auth.get()).toBeNull();
    expect(platform.storage.getItem('authData')).toBeNull();
    expect(platform.storage.getItem('lang')).toBe('tr');
  });

  it('stops listening when asked', () => {
    const { client, post, parent, stop } = setup();
    stop();
    post({ origin: TRUSTED, source: parent, data: handoff({ authData: demoUser }) });
    expect(client.$auth.get()).toBeNull();
  });
});
