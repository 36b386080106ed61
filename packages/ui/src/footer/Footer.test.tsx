import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Footer } from './Footer';
import * as stories from './Footer.stories';

const sandbox = useSandbox();

/** The footer as a page renders it, with the start-up data the server sent in that language. */
async function renderFooter(locale = 'en') {
  const bootstrap = await sandbox.bootstrap(locale);
  return { ...renderWithOyna(<Footer />, sandbox, { locale, bootstrap }), bootstrap };
}

describe('Footer', () => {
  it('links the content pages of category 1', async () => {
    const { container, bootstrap } = await renderFooter();
    const category = bootstrap.categoryList.find((entry) => entry.id === 1)!;
    const aboutUs = category.contentList.find((page) => page.id === 3)!;
    const pages = within(screen.getByRole('navigation', { name: category.name }));
    expect(pages.getByRole('link', { name: aboutUs.title }).getAttribute('href')).toBe('/pages/3');
    expect(pages.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      category.contentList.map((page) => [page.title, `/pages/${page.id}`]),
    );
    // Only category 1: no page of another category slips in.
    const others = bootstrap.categoryList.filter((entry) => entry.id !== 1).flatMap((entry) => entry.contentList);
    expect(others.length).toBeGreaterThan(0);
    for (const page of others) expect(pages.queryByRole('link', { name: page.title })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows no page links before start-up data arrives', () => {
    renderWithOyna(<Footer />, sandbox, { locale: 'en' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to top' })).toBeVisible();
  });

  it('shows sixteen game providers', async () => {
    await renderFooter();
    const providers = within(screen.getByRole('region', { name: 'Game providers' })).getAllByRole('listitem');
    expect(providers).toHaveLength(16);
    expect(providers.map((p) => p.textContent)).toContain("Play'n GO");
  });

  it('shows the 18+, licence and copyright notices', async () => {
    const { bootstrap } = await renderFooter();
    const licence = bootstrap.siteOptionList.find((option) => option.key === 'license_number')!.value;
    expect(screen.getByText('Gambling is only for players aged 18 and over.')).toBeVisible();
    expect(screen.getByText(/operated under a gaming licence/).textContent).toContain(`Licence number: ${licence}`);
    expect(screen.getByText('© 2025 Oyna. All rights reserved.')).toBeVisible();
  });

  it('speaks Turkish by default', async () => {
    const bootstrap = await sandbox.bootstrap('tr');
    renderWithOyna(<Footer />, sandbox, { bootstrap });
    expect(screen.getByText('Şans oyunları yalnızca 18 yaş ve üzeri oyuncular içindir.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Yukarı çık' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: bootstrap.categoryList.find((entry) => entry.id === 1)!.name })).toBeVisible();
  });

  it('leads back to the top of the page without a script (the e2e clicks it in Chromium)', async () => {
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Back to top' }).getAttribute('href')).toBe('#top');
  });
});

describe('Footer stories', () => {
  itRendersEveryStory(stories);
});
