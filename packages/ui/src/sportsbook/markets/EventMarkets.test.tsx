import { screen, within } from '@testing-library/react';
import { matchName, type EventDetail, type Market } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { EventMarkets } from './EventMarkets';
import * as stories from './EventMarkets.stories';

const sandbox = useSandbox();

/** The detail of the first live football match, as the feed answers it. */
async function liveDetail(): Promise<EventDetail> {
  const [match] = await sandbox.liveFootball();
  const answer = await sandbox.sb<EventDetail>('feed/eventdetail', { body: { eventId: match!.id } });
  return answer.data;
}

const market = (event: EventDetail, name: string): Market => {
  const found = event.markets.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${matchName(event)} offers no ${name}`);
  return found;
};

/** An odd's button: 'Beşiktaş – Kayserispor, Match Result, 1, 11.50'. */
const oddButton = (event: EventDetail, marketName: string, index: number) => {
  const odd = market(event, marketName).odds[index]!;
  return `${matchName(event)}, ${marketName}, ${odd.name}, ${odd.rate.toFixed(2)}`;
};

describe('EventMarkets', () => {
  it('lists every market with its odds, each named in full', async () => {
    const event = await liveDetail();
    const { container } = renderWithOyna(<EventMarkets event={event} />, sandbox, { locale: 'en' });
    const markets = screen.getByRole('region', { name: 'Markets' });
    expect(within(markets).getAllByRole('button').length).toBeGreaterThan(15);
    expect(screen.getByRole('button', { name: oddButton(event, 'Match Result', 0) })).toBeTruthy();
    expect(screen.getByRole('button', { name: oddButton(event, 'Correct Score', 4) })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('folds a market away and back', async () => {
    const { user, container } = renderWithOyna(<EventMarkets event={await liveDetail()} />, sandbox, { locale: 'en' });
    const details = container.querySelector('details');
    await user.click(screen.getByText('Match Result'));
    expect(details?.open).toBe(false);
    await user.click(screen.getByText('Match Result'));
    expect(details?.open).toBe(true);
  });

  it('locks everything while the live event is suspended', async () => {
    const [match] = await sandbox.liveFootball();
    // A goal suspends the match (for good: the sandbox's clock stands still).
    await sandbox.hook('goal', { eventId: match!.id, side: 'home' });
    const event = (await sandbox.sb<EventDetail>('feed/eventdetail', { body: { eventId: match!.id } })).data;
    expect(event.eventStatus).not.toBe('O');
    renderWithOyna(<EventMarkets event={event} />, sandbox, { locale: 'en' });
    expect(screen.getByRole('group', { name: `${matchName(event)}, Match Result, 1, Suspended` })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when no market is open', async () => {
    renderWithOyna(<EventMarkets event={{ ...(await liveDetail()), markets: [] }} />, sandbox, { locale: 'en' });
    expect(screen.getByText('No markets are open for this event right now.')).toBeTruthy();
  });
});

describe('EventMarkets stories', () => {
  itRendersEveryStory(stories);
});
