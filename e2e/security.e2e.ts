import { expect, logIn, test } from './fixtures';

test('the content security policy lets the CMS cover script run and nothing else inline', async ({
  page,
  backend,
  consoleErrors,
}) => {
  void backend;
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).toContain("object-src 'none'");

  await expect(page.locator('html')).toHaveAttribute('data-oyna-cover', 'sandbox');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(consoleErrors).toEqual([]);

  const injected = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.text = 'document.documentElement.setAttribute("data-injected", "yes")';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return document.documentElement.getAttribute('data-injected');
  });
  expect(injected).toBeNull();
});

test('nothing on the way breaks the policy: no eval, no blocked script, guest or player', async ({ page, backend }) => {
  void backend;
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const seen: string[] = [];
  const collect = async () => seen.push(...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)));

  await page.goto('/');
  await logIn(page);
  await expect(page.getByRole('banner').getByText('₺1.500,00')).toBeVisible();
  await collect();
  for (const path of ['/dashboard', '/pages/3', '/spor/prematch']) {
    await page.goto(path);
    await collect();
  }

  expect(seen).toEqual([]);
});
