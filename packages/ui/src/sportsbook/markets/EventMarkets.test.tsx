import { screen, within } from '@testing-library/react';
import { matchName, type EventDetail, type Market } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { withdrawAnOutcome } from '../../test/live.sandbox';
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

/** The button of a market's nth odd on offer: 'Beşiktaş – Kayserispor, Match Result, 1, 11.50'. */
const oddButton = (event: EventDetail, marketName: string, index: number) => {
  const odd = market(event, marketName).odds.filter((candidate) => !candidate.locked)[index]!;
  return `${matchName(event)}, ${marketName}, ${odd.name}, ${odd.rate.toFixed(2)}`;
};

describe('EventMarkets', () => {
  it('lists every market with its odds, each named in full', async () => {
    const event = await liveDetail();
    const { container } = renderWithOyna(<EventMarkets event={event} />, sandbox, { locale: 'en' });
    const markets = screen.getByRole('region', { name: 'Markets' });
    expect(within(markets).getAllByRole('button').length).toBeGreaterThan(15);
    expect(screen.getByRole('button', { name: oddButton(event, 'Match Result', 0) })).toBeVisible();
    expect(screen.getByRole('button', { name: oddButton(event, 'Correct Score', 4) })).toBeVisible();
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
    expect(screen.getByRole('group', { name: `${matchName(event)}, Match Result, 1, Suspended` })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps a withdrawn odd in its place with a lock, and names a settled market with its note', async () => {
    const [match] = await sandbox.liveFootball();
    await withdrawAnOutcome(sandbox, match!.id);
    const event = (await sandbox.sb<EventDetail>('feed/eventdetail', { body: { eventId: match!.id } })).data;
    const { container } = renderWithOyna(<EventMarkets event={event} />, sandbox, { locale: 'en' });
    const name = matchName(event);
    // Match Result keeps all three in order, each withdrawn one locked where its price was.
    const result = market(event, 'Match Result');
    expect(result.odds.some((odd) => odd.locked) && result.odds.some((odd) => !odd.locked)).toBe(true);
    const grid = screen.getByText('Match Result').closest('details')!.querySelector('summary + div')!;
    const cells = [...grid.children].map((cell) => cell.getAttribute('aria-label'));
    expect(cells).toEqual(result.odds.map((odd) => `${name}, Match Result, ${odd.name}, ${odd.locked ? 'Suspended' : odd.rate.toFixed(2)}`));
    // Four goals in: Total Goals 2.5 is settled, and so is Correct Score (its listed scores are passed).
    const total = market(event, 'Total Goals (2.5)');
    expect(total).toMatchObject({ settled: true, odds: [] });
    const settled = screen.getByText('Total Goals (2.5)').parentElement!;
    expect(settled.textContent).toBe('Total Goals (2.5)Settled');
    expect(within(settled).queryByRole('button')).toBeNull();
    expect(settled.closest('details')).toBeNull();
    expect(screen.getByText('Correct Score').parentElement!.textContent).toBe('Correct ScoreSettled');
    await expectNoAxeViolations(container);
  });

  it('says in Turkish that a settled market is settled', async () => {
    const [match] = await sandbox.liveFootball();
    await withdrawAnOutcome(sandbox, match!.id);
    const event = (await sandbox.sb<EventDetail>('feed/eventdetail', { body: { eventId: match!.id }, locale: 'tr' })).data;
    renderWithOyna(<EventMarkets event={event} />, sandbox, { locale: 'tr' });
    expect(screen.getByText('Toplam Gol (2,5)').parentElement!.textContent).toBe('Toplam Gol (2,5)Sonuçlandı');
    const locked = market(event, 'Maç Sonucu').odds.find((odd) => odd.locked)!;
    expect(screen.getByRole('group', { name: `${matchName(event)}, Maç Sonucu, ${locked.name}, Kapalı` })).toBeVisible();
  });

  it('says every market is settled once the match is over', async () => {
    const [match] = await sandbox.liveFootball();
    await sandbox.hook('finish', { eventId: match!.id });
    const event = (await sandbox.sb<EventDetail>('feed/eventdetail', { body: { eventId: match!.id } })).data;
    expect(event).toMatchObject({ eventStatus: 'F', markets: [] });
    renderWithOyna(<EventMarkets event={event} />, sandbox, { locale: 'en' });
    expect(screen.getByText('The match is over: every market is settled.')).toBeVisible();
    expect(screen.queryByText('No markets are open for this event right now.')).toBeNull();
  });

  it('says so when no market is open', async () => {
    renderWithOyna(<EventMarkets event={{ ...(await liveDetail()), markets: [] }} />, sandbox, { locale: 'en' });
    expect(screen.getByText('No markets are open for this event right now.')).toBeVisible();
  });
});

describe('EventMarkets stories', () => {
  itRendersEveryStory(stories);
});
