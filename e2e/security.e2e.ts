import { expect, test } from './fixtures';

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
