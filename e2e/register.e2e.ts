import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SIZES, expect, screenshot, test, PAIRINGS } from './fixtures';
import { seriousViolations } from './axe';

// Whole forms typed at two widths: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** What the sign-up dialog says, in the two languages the site speaks. */
const TEXTS = {
  tr: {
    register: 'Kayıt Ol',
    fast: 'Hızlı Kayıt',
    standard: 'Standart Kayıt',
    name: 'Ad',
    surname: 'Soyad',
    username: 'Kullanıcı adı',
    email: 'E-posta',
    phone: 'Telefon numarası',
    personalNo: 'T.C. kimlik numarası',
    day: 'Gün',
    month: 'Ay',
    year: 'Yıl',
    password: 'Şifre',
    password2: 'Şifre (tekrar)',
    submit: 'Üye Ol',
    congratulations: 'Tebrikler!',
    deposit: 'Para Yatır',
    welcome: /Aramıza hoş geldin, Gökçe Şule!/,
    underage: 'Kayıt olmak için en az 18 yaşında olmalısınız.',
    taken: 'demouser kullanıcı adı zaten alınmış. Lütfen başka bir kullanıcı adı seçin.',
    logout: 'Çıkış Yap',
  },
  en: {
    register: 'Register',
    fast: 'Fast Register',
    standard: 'Default Register',
    name: 'Name',
    surname: 'Surname',
    username: 'Username',
    email: 'Email',
    phone: 'Phone number',
    personalNo: 'National ID number',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    password: 'Password',
    password2: 'Confirm password',
    submit: 'Sign Up',
    congratulations: 'Congratulations!',
    deposit: 'Deposit',
    welcome: /Welcome aboard, Gökçe Şule!/,
    underage: 'You must be at least 18 years old to register.',
    taken: 'The username demouser is already taken. Please choose another one.',
    logout: 'Logout',
  },
} as const;
type Locale = keyof typeof TEXTS;

let serial = 0;
/** A visitor nobody has signed up as: a username, address and number of their own in this run. */
function newcomer() {
  serial += 1;
  const n = `${Date.now() % 100_000}${serial}`.padStart(7, '0').slice(-7);
  return { username: `gokce${n}`, email: `gokce${n}@example.com`, phone: `532${n}` };
}

async function speak(context: BrowserContext, locale: Locale) {
  if (locale === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: process.env.E2E_SITE_URL ?? '' }]);
}

async function openRegister(page: Page, locale: Locale): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: TEXTS[locale].register }).click();
  const dialog = page.getByRole('dialog', { name: TEXTS[locale].register });
  await expect(dialog.getByRole('tab', { name: TEXTS[locale].fast })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

async function fillCommon(dialog: Locator, locale: Locale, who = newcomer()) {
  const t = TEXTS[locale];
  await dialog.getByLabel(t.name, { exact: true }).fill('Gökçe Şule');
  await dialog.getByLabel(t.surname, { exact: true }).fill('Işıkoğlu');
  await dialog.getByLabel(t.username, { exact: true }).fill(who.username);
  await dialog.getByLabel(t.email, { exact: true }).fill(who.email);
  // The mask takes what is typed, key by key.
  await dialog.getByLabel(t.phone, { exact: true }).pressSequentially(who.phone);
  await dialog.getByLabel(t.password, { exact: true }).fill('gizli12345');
  await dialog.getByLabel(t.password2, { exact: true }).fill('gizli12345');
  return who;
}

async function birthDate(dialog: Locator, locale: Locale, day: string, month: string, year: string) {
  const t = TEXTS[locale];
  await dialog.getByLabel(t.day, { exact: true }).fill(day);
  await dialog.getByLabel(t.month, { exact: true }).fill(month);
  await dialog.getByLabel(t.year, { exact: true }).fill(year);
}

for (const [size, locale] of PAIRINGS[1]) {
  const t = TEXTS[locale];

  test(`${size.name} px, ${locale}: a visitor signs up fast with a new username, is logged in and congratulated`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    void backend;
    await speak(context, locale);
    await page.setViewportSize(size.viewport);
    const dialog = await openRegister(page, locale);
    if (size.name === '1440') await expect(dialog).toHaveCSS('height', '760px');
    else await expect(dialog).toHaveCSS('width', '390px');
    await screenshot(page, `register-fast-${size.name}-${locale}`);

    const who = await fillCommon(dialog, locale);
    await expect(dialog.getByLabel(t.phone, { exact: true })).toHaveValue(`+90 (532) ${who.phone.slice(3, 6)} ${who.phone.slice(6, 8)} ${who.phone.slice(8)}`);
    await dialog.getByRole('button', { name: t.submit }).click();

    const done = page.getByRole('dialog', { name: t.congratulations });
    await expect(done.getByText(t.welcome)).toBeVisible();
    await expect(done.getByRole('link', { name: t.deposit })).toHaveAttribute('href', '/dashboard/deposit');
    await screenshot(page, `register-congratulations-${size.name}-${locale}`);
    await done.getByRole('button', { name: locale === 'tr' ? 'Kapat' : 'Close' }).click();

    // Logged in: the header (or, on a phone, the bottom bar) knows the new player.
    if (size.name === '1440') await expect(page.getByRole('banner').getByText(who.username)).toBeVisible();
    else await expect(page.getByRole('banner').getByRole('button', { name: t.register })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null') as { username: string } | null);
    expect(stored?.username).toBe(who.username);
    expect(consoleErrors).toEqual([]);
  });
}

test('1440 px, tr: Default Register sends the national id and the birth date from three fields', async ({ page, backend }) => {
  await page.setViewportSize(SIZES[0].viewport);
  const dialog = await openRegister(page, 'tr');
  await dialog.getByRole('tab', { name: TEXTS.tr.standard }).click();
  const who = await fillCommon(dialog, 'tr');
  await dialog.getByLabel(TEXTS.tr.personalNo).fill('12345678901');
  await birthDate(dialog, 'tr', '29', '02', '1992');
  await expect(dialog.getByLabel('Ülke')).toHaveValue('235');
  await screenshot(page, 'register-default-1440-tr');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'));
  await dialog.getByRole('button', { name: TEXTS.tr.submit }).click();
  expect((await sent).postDataJSON()).toMatchObject({ username: who.username, PersonalNo: '12345678901', birthDate: '1992-02-29', country: 235, phone: `90${who.phone}` });
  await expect(page.getByRole('dialog', { name: TEXTS.tr.congratulations })).toBeVisible();
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authData') ?? '{}') as { token?: string }).token);
  const profile = await (await fetch(`${backend.url}/api/customer/profile`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(profile.data).toMatchObject({ username: who.username, birthDate: '1992-02-29', country: { id: 235 } });
});

test('390 px, en: Default Register with the national id and the birth date', async ({ page, context, backend }) => {
  void backend;
  await speak(context, 'en');
  await page.setViewportSize(SIZES[1].viewport);
  const dialog = await openRegister(page, 'en');
  await dialog.getByRole('tab', { name: TEXTS.en.standard }).click();
  await fillCommon(dialog, 'en');
  await dialog.getByLabel(TEXTS.en.personalNo).fill('12345678901');
  await birthDate(dialog, 'en', '07', '11', '1988');
  await dialog.getByLabel(TEXTS.en.personalNo).scrollIntoViewIfNeeded();
  await screenshot(page, 'register-default-390-en');
  await dialog.getByRole('button', { name: TEXTS.en.submit }).click();
  await expect(page.getByRole('dialog', { name: TEXTS.en.congratulations })).toBeVisible();
});

for (const [size, locale] of PAIRINGS[0]) {
  const t = TEXTS[locale];
  test(`${size.name} px, ${locale}: an under-18 birth date and a taken username are refused with the server's words`, async ({
    page,
    context,
    backend,
  }) => {
    void backend;
    await speak(context, locale);
    await page.setViewportSize(size.viewport);
    const dialog = await openRegister(page, locale);
    await dialog.getByRole('tab', { name: t.standard }).click();
    await fillCommon(dialog, locale);
    await dialog.getByLabel(t.personalNo).fill('12345678901');
    await birthDate(dialog, locale, '01', '06', String(new Date().getFullYear() - 12));
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.underage })).toBeVisible();
    await screenshot(page, `register-underage-${size.name}-${locale}`);
    await expect(dialog.getByRole('button', { name: t.submit })).toHaveAttribute('aria-busy', 'false');

    await birthDate(dialog, locale, '01', '06', '1990');
    await dialog.getByLabel(t.username, { exact: true }).fill('demouser');
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.taken })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  });
}

test('1440 px, tr: sign-up with the keyboard alone, from the header to the congratulations', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize(SIZES[0].viewport);
  await page.goto('/');
  const register = page.getByRole('banner').getByRole('button', { name: TEXTS.tr.register });
  for (let step = 0; step < 40 && !(await register.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(register).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: TEXTS.tr.register });
  await expect(dialog.getByLabel(TEXTS.tr.name, { exact: true })).toBeFocused();

  // Default Register through the tabs: back to them with Shift+Tab, across with the arrow key.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('tab', { name: TEXTS.tr.fast })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: TEXTS.tr.standard })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');

  const who = newcomer();
  const typed = ['Gökçe Şule', 'Işıkoğlu', who.username, who.email, who.phone, '12345678901'];
  for (const text of typed) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  // The country stays Türkiye; the birth date replaces the 01 / 01 / 1970 already there.
  await expect(dialog.getByLabel('Ülke')).toBeFocused();
  await expect(dialog.getByLabel('Ülke')).toHaveValue('235');
  await page.keyboard.press('Tab');
  for (const part of ['15', '03', '1991']) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(part);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type('gizli12345');
  await page.keyboard.press('Tab');
  await page.keyboard.type('gizli12345');
  // The trial bonus box, left unticked.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: TEXTS.tr.submit })).toBeFocused();
  await page.keyboard.press('Enter');

  const done = page.getByRole('dialog', { name: TEXTS.tr.congratulations });
  await expect(done.getByText(TEXTS.tr.welcome)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(done.getByRole('link', { name: TEXTS.tr.deposit })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard/deposit');
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  for (const size of SIZES) {
    test(`${size.name} px: no serious axe violation in the sign-up dialog, its default tab, errors and congratulations`, async ({ page, backend }) => {
      void backend;
      await page.setViewportSize(size.viewport);
      const dialog = await openRegister(page, 'tr');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('tab', { name: TEXTS.tr.standard }).click();
      await dialog.getByRole('button', { name: TEXTS.tr.submit }).click();
      await expect(dialog.getByText('Bu alan zorunludur').first()).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await fillCommon(dialog, 'tr');
      await dialog.getByLabel(TEXTS.tr.personalNo).fill('12345678901');
      await dialog.getByRole('button', { name: TEXTS.tr.submit }).click();
      await expect(page.getByRole('dialog', { name: TEXTS.tr.congratulations })).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    });
  }
});

test.describe('celebration', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('1440 px, en: confetti falls over the congratulations, under the content policy', async ({ page, context, backend, consoleErrors }) => {
    void backend;
    await speak(context, 'en');
    await page.setViewportSize(SIZES[0].viewport);
    const dialog = await openRegister(page, 'en');
    await fillCommon(dialog, 'en');
    await dialog.getByRole('button', { name: TEXTS.en.submit }).click();
    const done = page.getByRole('dialog', { name: TEXTS.en.congratulations });
    await expect(done).toBeVisible();
    const canvas = done.locator('canvas');
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
          let painted = 0;
          for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) painted += 1;
          return painted;
        }),
      )
      .toBeGreaterThan(500);
    await screenshot(page, 'register-confetti-1440-en');
    expect(consoleErrors).toEqual([]);
  });
});
