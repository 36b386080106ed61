import { describe, expect, it } from 'vitest';
import { createTestClient } from '../test/testClient';
import { getContentPage } from '../content/content.api';
import { useContractSandbox } from './contract.sandbox';

const { url } = useContractSandbox();

describe('content pages from the back end', () => {
  it('reads a page in the client language, and null for one that does not exist', async () => {
    const { client } = createTestClient({ apiBase: `${url()}/api/`, locale: 'en' });
    expect(await getContentPage(client, 3)).toMatchObject({ id: 3, title: 'About Us', body: expect.stringContaining('About Oyna') });
    expect(await getContentPage(client, 999)).toBeNull();
  });
});
