import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithDemoApi } from '../test/render.demo';
import { itRendersEveryStory } from '../test/stories';
import { Footer } from './Footer';
import * as stories from './Footer.stories';

describe('Footer', () => {
  it('links the content pages of category 1', async () => {
    const { container } = renderWithDemoApi(<Footer />, { locale: 'en' });
    const pages = within(screen.getByRole('navigation', { name: 'Kurumsal' }));
    expect(pages.getByRole('link', { name: 'Hakkımızda' }).getAttribute('href')).toBe('/pages/3');
    expect(pages.getAllByRole('link')).toHaveLength(5);
    await expectNoAxeViolations(container);
  });

  it('shows sixteen game providers', () => {
    renderWithDemoApi(<Footer />, { locale: 'en' });
    const providers = within(screen.getByRole('region', { name: 'Game providers' })).getAllByRole('listitem');
    expect(providers).toHaveLength(16);
    expect(providers.map((p) => p.textContent)).toContain("Play'n GO");
  });

  it('shows the 18+, licence and copyright notices', () => {
    renderWithDemoApi(<Footer />, { locale: 'en' });
    expect(screen.getByText('Gambling is only for players aged 18 and over.')).toBeTruthy();
    expect(screen.getByText(/operated under a gaming licence.*Licence number: OGL\/2024\/1187\/0552/)).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Oyna. All rights reserved.`)).toBeTruthy();
  });

  it('speaks Turkish by default', () => {
    renderWithDemoApi(<Footer />);
    expect(screen.getByText('Şans oyunları yalnızca 18 yaş ve üzeri oyuncular içindir.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yukarı çık' })).toBeTruthy();
  });

  it('scrolls back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderWithDemoApi(<Footer />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });
});

describe('Footer stories', () => {
  itRendersEveryStory(stories);
});
