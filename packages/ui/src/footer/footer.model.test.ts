import { describe, expect, it } from 'vitest';
import { footerLinks } from './footer.model';
import { GAME_PROVIDERS } from './providers';

/** The CMS's categories as `cms/grouped` lists them: category 1 need not come first, nor its pages by id. */
const categoryList = [
  { id: 2, name: 'Bahis Kuralları', contentList: [{ id: 8, title: 'Futbol Bahis Kuralları' }] },
  {
    id: 1,
    name: 'Kurumsal',
    contentList: [
      { id: 3, title: 'Hakkımızda' },
      { id: 1, title: 'Genel Şartlar ve Koşullar' },
      { id: 2, title: 'Gizlilik Politikası' },
      { id: 4, title: 'Sorumlu Oyun' },
      { id: 7, title: 'İletişim' },
    ],
  },
];

describe('footer links', () => {
  it('links every page of category 1 to /pages/{id}, in CMS order', () => {
    const { title, links } = footerLinks({ categoryList });
    expect(title).toBe('Kurumsal');
    expect(links.map((l) => [l.title, l.href])).toEqual([
      ['Hakkımızda', '/pages/3'],
      ['Genel Şartlar ve Koşullar', '/pages/1'],
      ['Gizlilik Politikası', '/pages/2'],
      ['Sorumlu Oyun', '/pages/4'],
      ['İletişim', '/pages/7'],
    ]);
  });

  it('ignores pages of other categories', () => {
    const { links } = footerLinks({ categoryList: [{ id: 2, name: 'Kurallar', contentList: [{ id: 8, title: 'Futbol' }] }] });
    expect(links).toEqual([]);
  });

  it('has no links before bootstrap data arrives', () => {
    expect(footerLinks(null)).toEqual({ title: '', links: [] });
  });
});

describe('game providers', () => {
  it('lists sixteen distinct providers', () => {
    expect(new Set(GAME_PROVIDERS.map((p) => p.name)).size).toBe(16);
  });
});
