import { readFileSync } from 'node:fs';
import type { Locale } from '../i18n/locale.ts';

/** Content page ids the spec relies on: About Us is /pages/3. */
export const ABOUT_US_PAGE_ID = 3;
/** Category 1 holds the footer links. */
export const FOOTER_CATEGORY_ID = 1;

interface PageCategory {
  id: number;
  name: Record<Locale, string>;
  pages: { id: number; title: Record<Locale, string> }[];
}

const categories: readonly PageCategory[] = [
  {
    id: FOOTER_CATEGORY_ID,
    name: { tr: 'Kurumsal', en: 'Company' },
    pages: [
      { id: ABOUT_US_PAGE_ID, title: { tr: 'Hakkımızda', en: 'About Us' } },
      { id: 1, title: { tr: 'Genel Şartlar ve Koşullar', en: 'Terms and Conditions' } },
      { id: 2, title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' } },
      { id: 4, title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' } },
      { id: 5, title: { tr: 'Bonus Kuralları', en: 'Bonus Terms' } },
      { id: 6, title: { tr: 'Para Yatırma ve Çekme', en: 'Deposits and Withdrawals' } },
      { id: 7, title: { tr: 'İletişim', en: 'Contact Us' } },
    ],
  },
  {
    id: 2,
    name: { tr: 'Bahis Kuralları', en: 'Betting Rules' },
    pages: [
      { id: 8, title: { tr: 'Futbol Bahis Kuralları', en: 'Football Betting Rules' } },
      { id: 9, title: { tr: 'Basketbol Bahis Kuralları', en: 'Basketball Betting Rules' } },
      { id: 10, title: { tr: 'Tenis Bahis Kuralları', en: 'Tennis Betting Rules' } },
      { id: 11, title: { tr: 'Canlı Bahis Kuralları', en: 'Live Betting Rules' } },
    ],
  },
  {
    id: 3,
    name: { tr: 'Yardım', en: 'Help' },
    pages: [
      { id: 12, title: { tr: 'Nasıl Üye Olurum?', en: 'How Do I Sign Up?' } },
      { id: 13, title: { tr: 'Hesap Doğrulama', en: 'Account Verification' } },
      { id: 14, title: { tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' } },
    ],
  },
];

export interface Category {
  id: number;
  name: string;
  contentList: { id: number; title: string }[];
}

export const categoryList = (locale: Locale): Category[] =>
  categories.map(({ id, name, pages }) => ({
    id,
    name: name[locale],
    contentList: pages.map((page) => ({ id: page.id, title: page.title[locale] })),
  }));

const bodies: Record<string, Record<Locale, string>> = JSON.parse(
  readFileSync(new URL('./pageBodies.json', import.meta.url), 'utf8'),
);

export interface ContentPage {
  id: number;
  title: string;
  /** HTML as the operator's editors wrote it; the site sanitises it before showing it. */
  body: string;
}

/** One content page in a language, or null when there is no page with that id. */
export function contentPage(id: number, locale: Locale): ContentPage | null {
  const page = categories.flatMap((category) => category.pages).find((candidate) => candidate.id === id);
  const body = bodies[String(id)];
  return page && body ? { id, title: page.title[locale], body: body[locale] } : null;
}
