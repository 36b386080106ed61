import { PAIRINGS, expect, logIn, test } from './fixtures';
import { axePath, seriousViolations } from './axe';

// axe is injected as a script, which the site's own policy rightly refuses.
test.use({ bypassCSP: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no serious accessibility violations at ${viewport.width} px: guest, login dialog, player`, async ({
    page,
    backend,
  }) => {
    void backend;
    await page.setViewportSize(viewport);
    await page.goto('/');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(await logIn(page)).toBeHidden();
    await page.goto('/dashboard');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`no serious accessibility violations on the dashboard's pages at ${viewport.width} px: the player's lists, filters and details`, async ({
    page,
    backend,
  }) => {
    void backend;
    // Six full axe runs over the player's pages.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(await logIn(page)).toBeHidden();
    for (const path of ['game-history', 'bonuses', 'financial-activities', 'session-history']) {
      await page.goto(`/dashboard/${path}`);
      await expect(page.getByRole('main').getByText(/^\d+ kayıt$/)).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // A refused range shows the server's words beside the filter.
    await page.goto('/dashboard/game-history');
    await page.getByLabel('Başlangıç').fill('14.03.2026');
    await page.getByLabel('Bitiş').fill('01.03.2026');
    await page.getByRole('button', { name: 'Göster' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Başlangıç tarihinden önce olamaz' })).toBeVisible();
    expect(await seriousViolations(page), 'refused range').toEqual([]);
    await page.goto('/dashboard/account');
    await expect(page.getByRole('main').getByText('deniz.yilmaz@example.com')).toBeVisible();
    expect(await seriousViolations(page), 'account').toEqual([]);
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no serious accessibility violations on the prematch pages at ${viewport.width} px: rows, search results, detail, upcoming`, async ({
    page,
    backend,
  }) => {
    void backend;
    // Four full axe runs over pages with hundreds of odds and a long sports tree.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/spor/prematch');
    const panel = page.getByRole('navigation', { name: 'Spor bahisleri' });
    await panel.getByRole('region', { name: 'Öne Çıkan Ligler' }).getByRole('button', { name: /^Serie A/ }).click();
    await expect(page.getByRole('region', { name: 'Seçili ligler' }).getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('searchbox', { name: 'Takım Ara' }).fill('inter');
    await expect(panel.getByRole('status').filter({ hasText: /Sonuç Bulundu$/ })).toHaveCount(1, { timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /^\d.*Inter/ }).first().click();
    await expect(page.getByRole('region', { name: 'Bahisler' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/spor/prematch/upcoming/1?hour=12');
    await expect(page.getByRole('link', { name: /^12S,/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: /^\+\d+ oran: / }).first()).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`no serious accessibility violations on the live pages at ${viewport.width} px`, async ({ page, backend }) => {
    void backend;
    await page.setViewportSize(viewport);
    for (const path of ['/spor/live/event-view', '/spor/live/overview/1']) {
      await page.goto(path);
      await expect(page.locator('a[href^="/spor/live/event-view/"]').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no serious accessibility violations in the betslip and My Bets at ${viewport.width} px`, async ({ page, backend }) => {
    void backend;
    test.setTimeout(60_000);
    const phone = viewport.width < 1280;
    await page.setViewportSize(viewport);
    await page.goto('/spor/prematch/upcoming/1?hour=48');
    const odds = page.locator('main button[aria-pressed="false"][aria-label*=" – "]:not([aria-label^="Favori"])');
    await odds.nth(0).click();
    await odds.nth(5).click();
    const slip = phone ? page.getByRole('dialog', { name: 'Kupon' }) : page.getByRole('region', { name: /^Kupon/ });
    if (phone) await page.getByRole('button', { name: /^Kupon \d+$/ }).click();
    await expect(slip.getByRole('listitem')).toHaveCount(2);
    await slip.getByRole('textbox', { name: 'Tutar' }).fill('10');
    await slip.getByRole('button', { name: 'Bahis Yap' }).click();
    await expect(slip.getByRole('alert')).toContainText('Lütfen önce giriş yapın');
    expect(await seriousViolations(page)).toEqual([]);

    await slip.getByRole('alert').getByRole('button', { name: 'Giriş Yap' }).click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.getByLabel('Kullanıcı adı').fill('demouser');
    await login.getByLabel('Şifre', { exact: true }).fill('demo12345');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(login).toBeHidden();
    if (phone) await page.getByRole('button', { name: /^Kupon \d+$/ }).click();
    await slip.getByRole('button', { name: 'Bahislerim' }).click();
    // A fresh player: no coupons yet.
    await expect(page.getByRole('dialog', { name: 'Bahislerim' }).getByText('Açık bahsiniz yok.')).toBeVisible();
    // The page behind the modal is inert, so its scroll boxes hold nothing focusable: axe would say so.
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
}

for (const [{ viewport }, locale] of PAIRINGS[1]) {
  test(`the casino lobby at ${viewport.width} px (${locale}): every game tile is named by what it shows, no serious violations`, async ({
    page,
    backend,
  }) => {
    void backend;
    await page.context().addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
    await page.setViewportSize(viewport);
    await page.goto('/casino/slot');
    const tiles = page.getByRole('main').getByRole('listitem').getByRole('button', { name: locale === 'tr' ? /: oyna$/ : /: play$/ });
    await expect(tiles.first()).toBeVisible();
    // What the tile shows, name then provider, starts its name.
    const [name, provider] = (await tiles.first().innerText()).split('\n');
    expect(await tiles.first().getAttribute('aria-label')).toMatch(new RegExp(`^${name}, ${provider}: `));
    await page.addScriptTag({ path: axePath });
    const labelInName = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ nodes: unknown[] }>; passes: Array<{ nodes: unknown[] }> }> } }).axe;
      const result = await axe.run(document, { runOnly: ['label-content-name-mismatch'] });
      return { violations: result.violations.flatMap((rule) => rule.nodes).length, passes: result.passes.flatMap((rule) => rule.nodes).length };
    });
    expect(labelInName.violations).toBe(0);
    // The rule looked at every tile rendered (a phone renders fewer rows).
    expect(labelInName.passes).toBeGreaterThanOrEqual(await tiles.count());
    expect(await seriousViolations(page)).toEqual([]);
  });
}
