import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { SportsbookCarousel } from './SportsbookCarousel';
import * as stories from './SportsbookCarousel.stories';

const sandbox = useSandbox();

/** The start-up data as the page hands it over, and the sportsbook's banners in it. */
async function startUp() {
  const bootstrap = await sandbox.bootstrap('en');
  const slides = bootstrap.sliderList.filter((slide) => slide.slug === 'fcg_sportsbook_carousel');
  return { bootstrap, slides };
}

const isExternal = (url: string) => /^https?:\/\//.test(url);

describe('SportsbookCarousel', () => {
  it('shows the sportsbook banners, each with its second image and named by the offer it shows', async () => {
    const { bootstrap, slides } = await startUp();
    expect(slides.length).toBeGreaterThan(1);
    const { container } = renderWithOyna(<SportsbookCarousel />, sandbox, { locale: 'en', bootstrap });
    const carousel = screen.getByRole('region', { name: 'Sportsbook offers' });
    const groups = within(carousel).getAllByRole('group');
    expect(groups.map((slide) => slide.getAttribute('aria-label'))).toEqual(slides.map((slide) => slide.title));
    expect(groups[0]!.getAttribute('aria-label')).toBe('Derby night is here');
    const images = within(carousel).getAllByRole('img') as HTMLImageElement[];
    // The test page is not on the sandbox's origin: the banners load from the API's.
    expect(images.map((image) => image.getAttribute('src'))).toEqual(slides.map((slide) => new URL(slide.images[1]!, sandbox.url).href));
    expect(images[0]!.getAttribute('alt')).toBe('Derby night is here');
    await expectNoAxeViolations(container);
  });

  it('names a banner by its place in the row when the back end gives it no title', async () => {
    const { bootstrap, slides } = await startUp();
    const untitled = bootstrap.sliderList.map((slide) => ({ ...slide, title: '' }));
    renderWithOyna(<SportsbookCarousel />, sandbox, { locale: 'en', bootstrap: { ...bootstrap, sliderList: untitled } });
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(slides.map((_, index) => `Banner ${index + 1} of ${slides.length}`));
  });

  it('opens an external banner in a new tab without giving it the page, and site banners in place', async () => {
    const { bootstrap, slides } = await startUp();
    const external = slides.findIndex((slide) => isExternal(slide.url));
    expect(external).toBeGreaterThanOrEqual(0);
    expect(slides.some((slide) => !isExternal(slide.url))).toBe(true);
    renderWithOyna(<SportsbookCarousel />, sandbox, { locale: 'en', bootstrap });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual(
      slides.map((slide) => (isExternal(slide.url) ? [slide.url, '_blank', 'noopener noreferrer'] : [slide.url, null, null])),
    );
    expect(screen.getByRole('link', { name: `${slides[external]!.title} (opens in a new tab)` })).toBe(links[external]);
  });

  // happy-dom lays nothing out, so embla cannot scroll here; the e2e journey swipes in Chromium.
  it('starts on the first banner with the way back closed, since it does not loop', async () => {
    const { bootstrap } = await startUp();
    renderWithOyna(<SportsbookCarousel />, sandbox, { locale: 'en', bootstrap });
    expect((screen.getByRole('button', { name: 'Previous banner' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next banner' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Show banner 1' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-current')).toBeNull();
  });

  it('renders nothing without sportsbook banners', async () => {
    const { bootstrap } = await startUp();
    const others = bootstrap.sliderList.filter((slide) => slide.slug !== 'fcg_sportsbook_carousel');
    expect(others.length).toBeGreaterThan(0);
    const { container } = renderWithOyna(<SportsbookCarousel />, sandbox, { bootstrap: { ...bootstrap, sliderList: others } });
    expect(container.textContent).toBe('');
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('SportsbookCarousel stories', () => {
  itRendersEveryStory(stories);
});
