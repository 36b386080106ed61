import { describe, expect, it } from 'vitest';
import { demoUser } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { onLoginChange } from './onLoginChange';

describe('onLoginChange', () => {
  it('runs now, then at each login, logout or other player, not at a new balance', () => {
    const { client } = createTestClient();
    const calls: [string | null, boolean][] = [];
    const off = onLoginChange(client, (user, switched) => calls.push([user?.username ?? null, switched]));
    client.setAuth(demoUser);
    client.setAuth({ ...demoUser, balance: 10 });
    client.setAuth({ ...demoUser, token: 'other-token', username: 'other' });
    client.setAuth(null);
    off();
    client.setAuth(demoUser);
    expect(calls).toEqual([
      [null, false],
      ['demouser', true],
      ['other', true],
      [null, true],
    ]);
  });
});
