import { describe, expect, it } from 'vitest';
import { API, demoUser, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { goHomeAfterLogout } from './afterLogout.task';
import { sessionOf } from './session.store';

const api = useFakeApi();

describe('goHomeAfterLogout', () => {
  it("goes home 300 ms after logout with the spec's afterLogout", async () => {
    api.server.use(api.http.get(`${API}auth/logout`, () => api.HttpResponse.json(envelope(null))));
    const { client, tick, navigations } = createTestClient({ afterLogout: goHomeAfterLogout });
    client.setAuth(demoUser);

    await sessionOf(client).logout();

    tick(299);
    expect(navigations).toEqual([]);
    tick(1);
    expect(navigations).toEqual(['/']);
  });
});
