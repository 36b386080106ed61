import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { TeamSearch } from './TeamSearch';
import * as stories from './TeamSearch.stories';

// The search waits 1500 ms after the last key, so the answer takes a moment longer than that.
const ANSWER_MS = 3000;

describe('TeamSearch', () => {
  it('shows a skeleton while waiting, then the results with date, group, competition and teams', async () => {
    const { user, container } = renderWithDemoApi(<TeamSearch />, { locale: 'en' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Team' }), 'madrid');
    expect(screen.getByRole('status').textContent).toBe('Searching...');

    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^\d+ Results Found$/), { timeout: ANSWER_MS });
    const links = screen.getAllByRole('link');
    expect(screen.getByRole('status').textContent).toBe(`${links.length} Results Found`);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.textContent).toMatch(/Madrid/);
    expect(links[0]!.getAttribute('href')).toMatch(/^\/spor\/prematch\/prematch-detail\/\d+$/);
    expect(links.some((link) => /İspanya · La Liga/.test(link.textContent ?? ''))).toBe(true);
    expect(links[0]!.textContent).toMatch(/\d{1,2}\.[A-Z][a-z]{2}\.\d{2} \d{2}:\d{2}/);
    await expectNoAxeViolations(container);
  });

  it('finds İstanbul teams from lower-case istanbul, the Turkish way', async () => {
    const { user } = renderWithDemoApi(<TeamSearch />, { locale: 'tr' });
    await user.type(screen.getByRole('searchbox', { name: 'Takım Ara' }), 'istanbul');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Sonuç Bulundu$/), { timeout: ANSWER_MS });
    expect(screen.getAllByRole('link').every((link) => /İstanbulspor/.test(link.textContent ?? ''))).toBe(true);
  });

  it('says 0 Results Found when nothing matches, and closes on Escape', async () => {
    const { user } = renderWithDemoApi(<TeamSearch />, { locale: 'en' });
    const box = screen.getByRole('searchbox', { name: 'Search Team' });
    await user.type(box, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 Results Found'), { timeout: ANSWER_MS });
    expect(screen.getByText('0 Results Found', { selector: 'p' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('0 Results Found', { selector: 'p' })).toBeNull();
  });

  it('clears the search with the clear button', async () => {
    const { user } = renderWithDemoApi(<TeamSearch />, { locale: 'en' });
    const box = screen.getByRole('searchbox', { name: 'Search Team' }) as HTMLInputElement;
    await user.type(box, 'ars');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(within(document.body).queryByText('Searching...', { selector: 'p' })).toBeNull();
  });
});

describe('TeamSearch stories', () => {
  itRendersEveryStory(stories);
});
