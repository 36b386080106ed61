import { describe, expect, it } from 'vitest';
import { useStoreSandbox } from '../test/storeSandbox';
import { getContentPage, getPromotions } from './content.api';

const sandbox = useStoreSandbox();

describe('promotions and content pages', () => {
  it('reads the promotions in the client’s language, each with a title, pictures and HTML', async () => {
    const { client } = sandbox.client({ locale: 'tr' });
    const promotions = await getPromotions(client);
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    expect(promotions[0]).toMatchObject({ title: 'İlk yatırıma %100 hoş geldin bonusu', description: expect.stringContaining('<p>') });
    expect(promotions[0]!.images.length).toBeGreaterThanOrEqual(2);
  });

  it('reads About Us (content 3) with its text', async () => {
    const page = await getContentPage(sandbox.client({ locale: 'en' }).client, 3);
    expect(page).toMatchObject({ id: 3, title: 'About Us', body: expect.stringContaining('About Oyna') });
  });
});
