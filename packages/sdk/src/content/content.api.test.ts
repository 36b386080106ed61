import { describe, expect, it } from 'vitest';
import { createTestClient } from '../test/testClient';
import { API, envelope, useFakeApi } from '../test/fakeApi';
import { getContentPage } from './content.api';

const api = useFakeApi();

describe('getContentPage', () => {
  it('gives null when the back end has no such call or page (404)', async () => {
    api.server.use(
      api.http.get(`${API}cms/content/3`, () => api.HttpResponse.json(envelope(null, 'There is no GET endpoint', false), { status: 404 })),
    );
    expect(await getContentPage(createTestClient().client, 3)).toBeNull();
  });

  it('turns a malformed page into a typed error', async () => {
    api.server.use(api.http.get(`${API}cms/content/4`, () => api.HttpResponse.json(envelope({ id: 'four' }))));
    await expect(getContentPage(createTestClient().client, 4)).rejects.toMatchObject({ name: 'MalformedResponseError' });
  });
});
