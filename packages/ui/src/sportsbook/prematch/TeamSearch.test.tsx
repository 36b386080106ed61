import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchName } from '@oyna/sdk/feed';
import { expectNoAxeViolations } from '../../test/axe';
import { searchTeams } from '../../test/prematch.sandbox';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { TeamSearch } from './TeamSearch';
import * as stories from './TeamSearch.stories';

const sandbox = useSandbox();

/** The search is sent this long after the last key. */
const WAIT_MS = 1500;

/** Lets the wait after the last key pass at once: the search is then on its way to the sandbox. */
const passTheWait = () => act(() => vi.advanceTimersByTime(WAIT_MS));

describe('TeamSearch', () => {
  // The page's timers run on a stand-in clock that keeps up with real time, and that a test moves on.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a skeleton while waiting, then the results with date, group, competition and teams', async () => {
    const results = await searchTeams(sandbox, 'madrid');
    expect(results.length).toBeGreaterThan(0);

    const { user, container } = renderWithOyna(<TeamSearch />, sandbox, { locale: 'en' });
    const box = screen.getByRole('searchbox', { name: 'Search Team' });
    await user.type(box, 'm');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(box, 'adrid');
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    // The results' popup loads with the first search.
    expect(await screen.findByText('Searching...', { selector: 'p' })).toBeTruthy();
    passTheWait();

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${results.length} Results Found`));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(results.map((result) => `/spor/prematch/prematch-detail/${result.id}`));
    for (const link of links) expect(link.textContent).toMatch(/Madrid/);
    const [first] = results;
    expect(links[0]!.textContent).toMatch(/^\d{1,2}\.[A-Z][a-z]{2}\.\d{2} \d{2}:\d{2}/);
    expect(links[0]!.textContent).toContain(`${first!.group} · ${first!.competition}${matchName(first!)}`);
    await expectNoAxeViolations(container);
  });

  it('finds İstanbul teams from lower-case istanbul, the Turkish way', async () => {
    const results = await searchTeams(sandbox, 'istanbul', 'tr');
    expect(results.length).toBeGreaterThan(0);

    const { user } = renderWithOyna(<TeamSearch />, sandbox, { locale: 'tr' });
    await user.type(screen.getByRole('searchbox', { name: 'Takım Ara' }), 'istanbul');
    passTheWait();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${results.length} Sonuç Bulundu`));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(results.length);
    expect(links.every((link) => /İstanbul/.test(link.textContent ?? ''))).toBe(true);
  });

  it('says 0 Results Found when nothing matches, and closes on Escape', async () => {
    expect(await searchTeams(sandbox, 'zzz')).toEqual([]);
    const { user } = renderWithOyna(<TeamSearch />, sandbox, { locale: 'en' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Team' }), 'zzz');
    passTheWait();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 Results Found'));
    expect(screen.getByText('0 Results Found', { selector: 'p' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('0 Results Found', { selector: 'p' })).toBeNull();
  });

  it('clears the search with the clear button', async () => {
    const { user } = renderWithOyna(<TeamSearch />, sandbox, { locale: 'en' });
    const box = screen.getByRole('searchbox', { name: 'Search Team' }) as HTMLInputElement;
    await user.type(box, 'ars');
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(within(document.body).queryByText('Searching...', { selector: 'p' })).toBeNull();
  });
});

describe('TeamSearch stories', () => {
  itRendersEveryStory(stories);
});
