import { DEMO, expect, submitLogin, test } from './fixtures';

test('a password guesser is stopped and told so in a toast, in the envelope the SDK reads', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  const answers: number[] = [];
  page.on('response', (response) => response.url().endsWith('/api/auth/login') && answers.push(response.status()));

  // The sandbox lets one address try 5 wrong passwords for a username, then makes each next try
  // wait twice as long (1 s, 2 s, 4 s …): a guesser soon meets a wait, however slow the machine.
  for (let attempt = 1; attempt <= 12 && !answers.includes(429); attempt += 1) {
    await submitLogin(dialog, `wrong-${attempt}`);
    await expect.poll(() => answers.length).toBe(attempt);
  }

  expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(answers.at(-1)).toBe(429);
  await expect(page.getByRole('alert').filter({ hasText: /Çok fazla deneme yapıldı\. Lütfen \d+ saniye sonra tekrar deneyin\./ })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner').getByText(DEMO.username)).toHaveCount(0);
});
