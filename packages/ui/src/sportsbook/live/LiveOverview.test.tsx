import { screen, waitFor, within } from '@testing-library/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import {
  clockOf,
  eventHref,
  goalsOf,
  leagueOf,
  liveNetwork,
  liveWorld,
  matchOf,
  matchResultOf,
  useLargeWorld,
  withdrawAnOutcome,
} from '../../test/live.sandbox';
import { renderWithOyna, type TestClientOptions } from '../../test/render';
import { useSandbox, type SandboxOdd } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { LiveOverview } from './LiveOverview';
import * as stories from './LiveOverview.stories';

const sandbox = useSandbox();

/** An odd's button, named as the overview names it. */
const oddName = (odd: SandboxOdd) => `${odd.eventName}, ${odd.marketName}, ${odd.name}, ${odd.rate.toFixed(2)}`;

const renderOverview = (sportId: number, options: TestClientOptions = {}) =>
  renderWithOyna(<LiveOverview sportId={sportId} />, sandbox, { locale: 'en', ...options });

describe('LiveOverview', () => {
  it("lists the sport's live events by league with score, minute and Match Result odds", async () => {
    const world = await liveWorld(sandbox);
    const [first] = await sandbox.liveFootball();
    const event = world.eventsOf(1).find((candidate) => candidate.id === first!.id)!;
    const { container } = renderOverview(1);
    expect(await screen.findByRole('heading', { name: 'Live Football', level: 2 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: new RegExp(`^${leagueOf(world.groupOf(event))}`), level: 3 })).toBeTruthy();
    const match = screen.getAllByRole('link').find((link) => link.getAttribute('href') === eventHref(event))!;
    expect(match.textContent).toContain(goalsOf(event.result));
    expect(match.textContent).toContain(clockOf(event));
    expect(screen.getByRole('button', { name: oddName(first!.odds.draw!) })).toBeVisible();
    expect(screen.getByRole('link', { name: `All ${event.oddCount} odds: ${matchOf(event)}` }).getAttribute('href')).toBe(eventHref(event));
    await expectNoAxeViolations(container);
  });

  it('puts a live odd in the betslip as a live pick', async () => {
    const [first] = await sandbox.liveFootball();
    const draw = first!.odds.draw!;
    const guest = await sandbox.guestToken();
    const { user, client } = renderOverview(1, { anonymousToken: guest });
    await user.click(await screen.findByRole('button', { name: oddName(draw) }));
    expect(await screen.findByRole('button', { name: oddName(draw), pressed: true })).toBeTruthy();
    // The slip hears of the press after the frame that shows it.
    await waitFor(() => expect(betslipOf(client).$betslip.get().picks[0]).toMatchObject({ oddId: draw.id, isLive: true, eventName: first!.name, oddName: 'X' }));
    await waitFor(async () => {
      const slip = (await sandbox.sb('sportsbook/betslip', { token: guest, locale: 'en' })).data;
      expect(slip.oddList).toMatchObject([{ oddId: draw.id, isLive: true, eventName: first!.name, oddName: 'X' }]);
    });
  });

  it('switches between live sports, the current one marked', async () => {
    const world = await liveWorld(sandbox);
    const basketball = world.eventsOf(2);
    const priced = basketball.find((event) => event.winner && event.winner.odd2 > 0)!;
    renderOverview(2);
    const nav = await screen.findByRole('navigation', { name: 'Live sports' });
    const current = await within(nav).findByRole('link', { name: `Basketball ${basketball.length}` });
    expect(current.getAttribute('aria-current')).toBe('page');
    const football = await within(nav).findByRole('link', { name: `Football ${world.eventsOf(1).length}` });
    expect(football.getAttribute('href')).toBe('/spor/live/overview/1');
    expect(football.getAttribute('aria-current')).toBeNull();
    expect(world.hidden.length).toBeGreaterThan(0);
    for (const hidden of world.hidden) expect(within(nav).queryByRole('link', { name: new RegExp(`^${hidden.name}`) })).toBeNull();
    const away = `${matchOf(priced)}, Match Result, 2, ${priced.winner!.odd2.toFixed(2)}`;
    expect(await screen.findByRole('button', { name: away })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(`^${matchOf(priced)}, Match Result, X`) })).toBeNull();
  });

  it('locks the odds of a match a goal has suspended', async () => {
    const [first] = await sandbox.liveFootball();
    const goal = await sandbox.hook('goal', { eventId: first!.id, side: 'away' });
    expect(goal.eventStatus).toBe('S');
    renderOverview(1);
    await screen.findByRole('heading', { name: 'Live Football', level: 2 });
    window.scrollTo(0, 0);
    expect(await screen.findByRole('group', { name: `${first!.name}, Match Result, 1, Suspended` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(`^${first!.name}, Match Result`) })).toBeNull();
  });

  it('keeps a withdrawn outcome in its place with a lock, beside the odds still offered', async () => {
    const [first] = await sandbox.liveFootball();
    const event = await withdrawAnOutcome(sandbox, first!.id);
    const { container } = renderOverview(1);
    await screen.findByRole('heading', { name: 'Live Football', level: 2 });
    window.scrollTo(0, 0);
    const name = matchOf(event);
    const outcomes = matchResultOf(event);
    expect(outcomes.map((odd) => odd.name)).toEqual(['1', 'X', '2']);
    for (const odd of outcomes) {
      if (odd.rate === 0) expect(await screen.findByRole('group', { name: `${name}, Match Result, ${odd.name}, Suspended` })).toBeTruthy();
      else expect(await screen.findByRole('button', { name: `${name}, Match Result, ${odd.name}, ${odd.rate.toFixed(2)}` })).toBeTruthy();
    }
    // Three cells in the row, in their order: the locked ones where their odds were.
    const row = screen.getByRole('link', { name: new RegExp(`: ${name}$`) }).parentElement!;
    const cells = [...row.querySelectorAll(`[aria-label^="${name}, Match Result"]`)].map((cell) => cell.getAttribute('aria-label')!.split(', ')[3]);
    expect(cells).toEqual(outcomes.map((odd) => (odd.rate === 0 ? 'Suspended' : odd.rate.toFixed(2))));
    await expectNoAxeViolations(container);
  });

  it('stars a match into My Favourites', async () => {
    const [first] = await sandbox.liveFootball();
    const { user, client } = renderOverview(1);
    await user.click(await screen.findByRole('button', { name: `Favourite: ${first!.name}` }));
    expect(screen.getByRole('button', { name: `Favourite: ${first!.name}` }).getAttribute('aria-pressed')).toBe('true');
    expect(client.storage.readText('sb_live_favorite_events')).toContain(`"eventId":${first!.id}`);
  });

  it("shows its sport's events as soon as their list is in, while another sport's list is on its way", async () => {
    const [first] = await sandbox.liveFootball();
    const network = liveNetwork();
    const answerBasketball = network.holdSport(2);
    renderOverview(1, { fetch: network.fetch });
    expect(await screen.findByRole('button', { name: oddName(first!.odds.draw!) })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    answerBasketball();
  });

  it('says so for a sport that is not live', async () => {
    const world = await liveWorld(sandbox);
    // Futsal plays in the large world only.
    expect(world.sports.map((sport) => sport.id)).not.toContain(9);
    renderOverview(9);
    expect(await screen.findByText('There are no live events right now.')).toBeTruthy();
  });

  it('renders only the rows in view of hundreds of events', async () => {
    await useLargeWorld(sandbox);
    const [football] = (await sandbox.sb<{ id: number; count: number }[]>('feed/livecategorylist', { locale: 'en' })).data;
    expect(football).toMatchObject({ id: 1 });
    expect(football!.count).toBeGreaterThan(100);
    renderOverview(1);
    await screen.findByRole('heading', { name: 'Live Football', level: 2 });
    await screen.findAllByRole('link', { name: /^All \d+ odds/ }, { timeout: 10_000 });
    const rows = screen.getAllByRole('link', { name: /^All \d+ odds/ });
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(40);
  }, 30_000);
});

describe('LiveOverview stories', () => {
  itRendersEveryStory(stories);
});
