import type { JackpotCardData } from '@oyna/sdk/bootstrap';
import { jackpotCards } from '@oyna/sdk/casino';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { recordingFetch } from '../../test/recordingFetch';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { JackpotCards } from './JackpotCards';
import * as stories from './JackpotCards.stories';

const sandbox = useSandbox();

const levelsOf = (card: HTMLElement) => within(card).getAllByRole('listitem').map((level) => level.textContent);
/** Turkish lira the Turkish way, independently of the widget's formatter: ₺301.442,20. */
const lira = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);

/** EGT's jackpot feed as the sandbox answers it now. */
async function egtFeed(): Promise<JackpotCardData[]> {
  const answer = await sandbox.api<JackpotCardData[]>('casino/eqyptquest');
  if (!answer.success) throw new Error(answer.message);
  return answer.data;
}

/** The card of that name the lobby shows, as the feed has it. */
const shownCard = (feed: JackpotCardData[], name: 'Clover Chance' | 'High Cash') =>
  jackpotCards(feed).find((card) => card.instanceName === name)!;

describe('JackpotCards', () => {
  it('shows Clover Chance then High Cash, each with four levels highest first', async () => {
    const { container } = renderWithOyna(<JackpotCards />, sandbox, { locale: 'en', bootstrap: await sandbox.bootstrap('en') });
    const cards = within(screen.getByRole('region', { name: 'Jackpots' })).getAllByRole('listitem').filter((item) => item.dataset.card);
    expect(cards.map((card) => within(card).getByRole('heading').textContent || within(card).getByRole('img', { name: /./ }).getAttribute('alt'))).toEqual([
      'Clover Chance',
      'High Cash',
    ]);
    // The test page is not on the sandbox's origin: the artwork loads from the API's, as on a partner's page.
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual([
      `${sandbox.url}/api/casino/art/jackpots/clover-chance/background.svg`,
      `${sandbox.url}/api/casino/art/jackpots/high-cash/background.svg`,
    ]);
    const feed = shownCard(await egtFeed(), 'Clover Chance');
    const clover = levelsOf(cards[0]!);
    expect(clover).toHaveLength(4);
    expect(clover[0]).toContain('Level 4');
    expect(clover[0]).toContain(lira(feed.levelStats[3]!.amount));
    expect(clover[3]).toContain('Level 1');
    expect(clover[3]).toContain(lira(feed.levelStats[0]!.amount));
    const next = feed.levelStats[feed.currentLevelI]!.level;
    expect(clover.filter((level) => level?.includes('Next to drop'))).toEqual([expect.stringContaining(`Level ${next}Next to drop`)]);
    await expectNoAxeViolations(container);
  });

  it('offers a dot per card to show it, the first one current (a phone shows one card at a time)', async () => {
    const { user } = renderWithOyna(<JackpotCards />, sandbox, { locale: 'en', bootstrap: await sandbox.bootstrap('en') });
    const region = screen.getByRole('region', { name: 'Jackpots' });
    const dots = within(region).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show the Clover Chance jackpot', 'Show the High Cash jackpot']);
    await waitFor(() => expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null]));
    await user.click(dots[1]!);
    expect(within(region).getAllByRole('listitem').filter((item) => item.dataset.card)).toHaveLength(2);
  });

  it('follows the refreshed feed', async () => {
    const bootstrap = await sandbox.bootstrap('en');
    const before = shownCard(bootstrap.egtJackpotCards, 'High Cash').levelStats[3]!.amount;
    // An hour later the pots have grown; the widget, showing the bootstrap's, asks the feed.
    await sandbox.hook('clock', { advanceMinutes: 60 });
    const after = shownCard(await egtFeed(), 'High Cash').levelStats[3]!.amount;
    expect(after).not.toBe(before);
    renderWithOyna(<JackpotCards />, sandbox, { locale: 'en', bootstrap });
    expect(screen.getAllByText(lira(before))).not.toHaveLength(0);
    expect(await screen.findAllByText(lira(after))).not.toHaveLength(0);
  });

  it('shows nothing when no card qualifies', async () => {
    // The feed's own answer without the two cards shown: left are a High Cash without data, a Clover Chance a level short, Egypt Quest.
    let left: JackpotCardData[] = [];
    const network = recordingFetch(async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith('casino/eqyptquest')) return response;
      const envelope = (await response.json()) as { data: JackpotCardData[] };
      const shown = jackpotCards(envelope.data).map((card) => card.levelStats);
      left = envelope.data.filter((card) => !shown.includes(card.levelStats));
      return Response.json({ ...envelope, data: left });
    });
    const { container } = renderWithOyna(<JackpotCards />, sandbox, { bootstrap: null, fetch: network.fetch });
    await waitFor(() => expect(network.answersTo('casino/eqyptquest')).toHaveLength(1));
    await act(async () => {});
    expect(left.map((card) => card.instanceName)).toEqual(expect.arrayContaining(['Clover Chance', 'High Cash']));
    expect(container.textContent).toBe('');
  });
});

describe('JackpotCards stories', () => {
  itRendersEveryStory(stories);
});
