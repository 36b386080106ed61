import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favouritesOf } from '@oyna/sdk/favourites';
import { expectNoAxeViolations } from '../../test/axe';
import { eventDetail } from '../../test/prematch.sandbox';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { PrematchDetail } from './PrematchDetail';
import * as stories from './PrematchDetail.stories';
import { PrematchPanel } from './PrematchPanel';

const sandbox = useSandbox();

/** The soonest prematch football match with a Match Result. */
const nextMatch = async () => (await sandbox.prematchFootball())[0]!;

describe('PrematchDetail', () => {
  it('shows the competition, teams and kick-off, then every market', async () => {
    const match = await nextMatch();
    const detail = await eventDetail(sandbox, match.id);
    expect(detail.markets.length).toBeGreaterThan(3);

    const { container } = renderWithOyna(<PrematchDetail eventId={match.id} />, sandbox, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: match.name })).toBeTruthy();
    expect(screen.getByText(`${detail.groupName} · ${detail.competitionName}`)).toBeVisible();
    expect(screen.getByText(/^\d{1,2}\.[A-Z][a-z]{2}\.\d{2} \d{2}:\d{2}$/)).toBeVisible();
    const markets = screen.getByRole('region', { name: 'Markets' });
    for (const market of detail.markets) expect(within(markets).getAllByText(market.name)).toHaveLength(1);
    const { home } = match.odds;
    expect(within(markets).getByRole('button', { name: `${match.name}, ${home.marketName}, 1, ${home.rate.toFixed(2)}` })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sports' }).getAttribute('href')).toBe('/spor/prematch/home');
    await expectNoAxeViolations(container);
  });

  it('stars the event', async () => {
    const match = await nextMatch();
    const { user, client } = renderWithOyna(<PrematchDetail eventId={match.id} />, sandbox, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: `Favourite: ${match.name}` }));
    expect(favouritesOf(client).$prematchEvents.get().map((favourite) => favourite.eventId)).toEqual([match.id]);
  });

  it('gives the server’s reason for an unknown event, with Try again', async () => {
    const refusal = await sandbox.sb('feed/eventdetail', { body: { eventId: 1 } });
    expect(refusal.success).toBe(false);
    renderWithOyna(<PrematchDetail eventId={1} />, sandbox, { locale: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal.message);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('takes a competition picked in the panel to the prematch home', async () => {
    const match = await nextMatch();
    const { user, navigations } = renderWithOyna(
      <>
        <PrematchPanel />
        <PrematchDetail eventId={match.id} />
      </>,
      sandbox,
      { locale: 'en' },
    );
    await screen.findByRole('heading', { level: 2, name: match.name });
    await user.click(await screen.findByRole('button', { name: /^Premier League/ }));
    expect(navigations).toEqual(['/spor/prematch/home']);
  });
});

describe('PrematchDetail stories', () => {
  itRendersEveryStory(stories);
});
