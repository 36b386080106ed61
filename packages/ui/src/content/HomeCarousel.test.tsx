import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { HomeCarousel } from './HomeCarousel';

const sandbox = useSandbox({ resetEachTest: false });

describe('HomeCarousel', () => {
  it('shows the home banners only, named by their offers, each picture with its size', async () => {
    const bootstrap = await sandbox.bootstrap('tr');
    const home = bootstrap.sliderList.filter((slide) => slide.slug === 'fcg_home_carousel');
    expect(home.length).toBeGreaterThan(1);
    const { container } = renderWithOyna(<HomeCarousel />, sandbox, { locale: 'tr', bootstrap });
    const carousel = screen.getByRole('region', { name: 'Kampanyalar' });
    expect(within(carousel).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(home.map((slide) => slide.title));
    for (const image of within(carousel).getAllByRole('img')) {
      expect(image.getAttribute('width')).toBe('1280');
      expect(image.getAttribute('height')).toBe('440');
    }
    await expectNoAxeViolations(container);
  });

  it('opens the blog banner in a new tab and site routes in place', async () => {
    const bootstrap = await sandbox.bootstrap('en');
    renderWithOyna(<HomeCarousel />, sandbox, { locale: 'en', bootstrap });
    const carousel = screen.getByRole('region', { name: 'Offers' });
    const blog = within(carousel).getByRole('link', { name: 'New player guide (opens in a new tab)' });
    expect([blog.getAttribute('target'), blog.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(within(carousel).getByRole('link', { name: '100% welcome bonus on your first deposit' }).getAttribute('target')).toBeNull();
  });

  it('renders nothing when the CMS has no home banners', async () => {
    const bootstrap = await sandbox.bootstrap('en');
    renderWithOyna(<HomeCarousel />, sandbox, { locale: 'en', bootstrap: { ...bootstrap, sliderList: [] } });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
