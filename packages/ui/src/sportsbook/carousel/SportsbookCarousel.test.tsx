import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoBootstrap } from '../../fixtures/demo.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { SportsbookCarousel } from './SportsbookCarousel';
import * as stories from './SportsbookCarousel.stories';

describe('SportsbookCarousel', () => {
  it('shows the sportsbook banners, each with its second image', async () => {
    const { container } = renderWithDemoApi(<SportsbookCarousel />, { locale: 'en' });
    const carousel = screen.getByRole('region', { name: 'Sportsbook offers' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['Banner 1 of 3', 'Banner 2 of 3', 'Banner 3 of 3']);
    const images = within(carousel).getAllByRole('img') as HTMLImageElement[];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      demoBootstrap.sliderList.filter((slide) => slide.slug === 'fcg_sportsbook_carousel').map((slide) => slide.images[1]),
    );
    await expectNoAxeViolations(container);
  });

  it('opens an external banner in a new tab without giving it the page, and site banners in place', () => {
    renderWithDemoApi(<SportsbookCarousel />, { locale: 'en' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['/spor/prematch', null, null],
      ['/promotions', null, null],
      ['https://blog.oyna.example/derbi-analizi', '_blank', 'noopener noreferrer'],
    ]);
    expect(screen.getByRole('link', { name: 'Banner 3 of 3 (opens in a new tab)' })).toBe(links[2]);
  });

  // happy-dom lays nothing out, so embla cannot scroll here; the e2e journey swipes in Chromium.
  it('starts on the first banner with the way back closed, since it does not loop', () => {
    renderWithDemoApi(<SportsbookCarousel />, { locale: 'en' });
    expect((screen.getByRole('button', { name: 'Previous banner' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next banner' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Show banner 1' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-current')).toBeNull();
  });

  it('renders nothing without sportsbook banners', () => {
    const { container } = renderWithDemoApi(<SportsbookCarousel />, { bootstrap: { ...demoBootstrap, sliderList: [] } });
    expect(container.textContent).toBe('');
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('SportsbookCarousel stories', () => {
  itRendersEveryStory(stories);
});
