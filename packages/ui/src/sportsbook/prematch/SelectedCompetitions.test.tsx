import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { betslipOf } from '@oyna/sdk/betslip';
import { favouritesOf } from '@oyna/sdk/favourites';
import { matchName, prematchOf, type CompetitionChoice, type PrematchEvent } from '@oyna/sdk/feed';
import { expectNoAxeViolations } from '../../test/axe';
import { competitionEvents, competitionIn, prematchTree } from '../../test/prematch.sandbox';
import { renderWithOyna, type TestClientOptions } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { SelectedCompetitions } from './SelectedCompetitions';
import * as stories from './SelectedCompetitions.stories';

const sandbox = useSandbox();

/** The time filter the tests choose, keeping each competition to a few matches. */
const HOURS = 12;

/**
 * Premier League and NBA as the sandbox's tree names them (with their counts within {@link HOURS}),
 * and their events as the SDK loads them.
 */
async function competitions() {
  const tree = await prematchTree(sandbox, { hour: HOURS });
  const premierLeague = competitionIn(tree, 'Football', 'Premier League');
  const nba = competitionIn(tree, 'Basketball', 'NBA');
  return {
    premierLeague,
    nba,
    premierLeagueEvents: await competitionEvents(sandbox, premierLeague),
    nbaEvents: await competitionEvents(sandbox, nba),
  };
}

async function renderSelected(choices: CompetitionChoice[], options: TestClientOptions = {}) {
  const stored = { filterbyhour: String(HOURS) };
  const result = renderWithOyna(<SelectedCompetitions />, sandbox, { locale: 'en', stored, ...options });
  const prematch = prematchOf(result.client);
  act(() => {
    for (const { competitionId, sportId, name, groupName } of choices) prematch.selectCompetition({ competitionId, sportId, name, groupName });
  });
  await waitFor(() => expect(prematch.$selected.get().every((entry) => !entry.loading)).toBe(true));
  await screen.findAllByRole('link', { name: /^\+\d+ odds/ });
  return result;
}

/** An event's row, found by its link to every odd. */
const rowOf = (event: PrematchEvent) =>
  screen.getByRole('link', { name: `+${event.oddCount} odds: ${matchName(event)}` }).closest('li')!;

describe('SelectedCompetitions', () => {

  it('renders nothing while no competition is selected', () => {
    const { container } = renderWithOyna(<SelectedCompetitions />, sandbox, { locale: 'en' });
    expect(container.textContent).toBe('');
  });

  it('shows each competition, last chosen first, with its events in the time filter by day and the odds named in full', async () => {
    const { premierLeague, nba, premierLeagueEvents } = await competitions();
    const { container } = await renderSelected([nba, premierLeague]);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([`${premierLeague.groupName}${premierLeague.name}`, `${nba.groupName}${nba.name}`]);
    const league = screen.getByRole('region', { name: new RegExp(premierLeague.name) });
    expect(within(league).getAllByRole('heading', { level: 4 })[0]!.textContent).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
    // The events within the time filter: as many as the tree counted for it.
    const rows = within(league).getAllByRole('listitem');
    expect(rows).toHaveLength(premierLeague.count);
    expect(premierLeagueEvents.length).toBeGreaterThan(premierLeague.count);
    const [event] = premierLeagueEvents as [PrematchEvent];
    const first = rows[0]!;
    expect(within(first).getAllByRole('button', { name: /, Match Result, (1|X|2), \d+\.\d{2}$/ }).map((odd) => odd.getAttribute('aria-label'))).toEqual([
      `${matchName(event)}, Match Result, 1, ${event.winner!.odd1.toFixed(2)}`,
      `${matchName(event)}, Match Result, X, ${event.winner!.oddX!.toFixed(2)}`,
      `${matchName(event)}, Match Result, 2, ${event.winner!.odd2.toFixed(2)}`,
    ]);
    expect(within(first).getAllByRole('button', { name: /, Double Chance, / })).toHaveLength(3);
    expect(within(first).getByRole('link', { name: /^\+\d+ odds: / }).getAttribute('href')).toBe(`/spor/prematch/prematch-detail/${event.id}`);
    expect(first.querySelector('time')?.textContent).toMatch(/^\d{2}:\d{2} \d{1,2}\.[A-Z][a-z]{2}\.\d{2}$/);
    await expectNoAxeViolations(container);
  });

  it('puts a prematch odd in the betslip as a prematch pick', async () => {
    const { premierLeague, premierLeagueEvents } = await competitions();
    const [event] = premierLeagueEvents as [PrematchEvent];
    const token = await sandbox.guestToken();
    const { user, client } = await renderSelected([premierLeague], { anonymousToken: token });
    const odd = within(rowOf(event)).getByRole('button', { name: new RegExp(`^${matchName(event)}, Match Result, 2, `) });
    await user.click(odd);
    await waitFor(() => expect(odd.getAttribute('aria-pressed')).toBe('true'));
    // The slip hears of the press after the frame that shows it.
    await waitFor(() =>
      expect(betslipOf(client).$betslip.get().picks[0]).toMatchObject({ oddId: event.winner!.odd2Id, isLive: false, eventName: matchName(event), oddName: '2' }),
    );
    // The guest's slip on the server holds it too.
    await waitFor(async () => {
      const slip = await sandbox.sb<{ oddList: { oddId: number }[] }>('sportsbook/betslip', { token });
      expect(slip.data.oddList.map((pick) => pick.oddId)).toEqual([event.winner!.odd2Id]);
    });
  });

  it('locks the odds the feed does not offer', async () => {
    const { nba, nbaEvents } = await competitions();
    // Basketball has no draw; a one-sided match's Match Result is decided: 1 and 2 kept in place, locked.
    const shown = nbaEvents.slice(0, nba.count);
    const noDraw = shown.find((event) => event.winner && !event.winner.oddXId && event.winner.odd1 > 0)!;
    const noWinner = shown.find((event) => !event.winner?.odd1 && !event.winner?.odd2);
    await renderSelected([nba]);
    const row = rowOf(noDraw);
    expect(within(row).getByRole('group', { name: `${matchName(noDraw)}, Match Result, X, Suspended` })).toBeVisible();
    expect(within(row).getByRole('button', { name: `${matchName(noDraw)}, Match Result, 1, ${noDraw.winner!.odd1.toFixed(2)}` })).toBeVisible();
    if (noWinner) {
      expect(within(rowOf(noWinner)).getAllByRole('group', { name: /, Match Result, (1|X|2), Suspended$/ })).toHaveLength(3);
    }
  });

  it('switches every row to Total Goals', async () => {
    const { premierLeague, premierLeagueEvents } = await competitions();
    const { user, client } = await renderSelected([premierLeague]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'Total Goals');
    const [event] = premierLeagueEvents as [PrematchEvent];
    expect(within(rowOf(event)).getAllByRole('button', { name: /, Total Goals, / }).map((odd) => odd.getAttribute('aria-label'))).toEqual([
      `${matchName(event)}, Total Goals, Under, ${event.totalGoal!.under.toFixed(2)}`,
      `${matchName(event)}, Total Goals, Over, ${event.totalGoal!.over.toFixed(2)}`,
    ]);
    expect(screen.queryAllByRole('button', { name: /, Match Result, / })).toEqual([]);
    expect(prematchOf(client).$market.get()).toBe('totalGoals');
  });

  it('stars an event as a prematch favourite', async () => {
    const { premierLeague, premierLeagueEvents } = await competitions();
    const [event] = premierLeagueEvents as [PrematchEvent];
    const { user, client } = await renderSelected([premierLeague]);
    const row = rowOf(event);
    await user.click(within(row).getByRole('button', { name: `Favourite: ${matchName(event)}` }));
    expect(favouritesOf(client).$prematchEvents.get()).toEqual([
      expect.objectContaining({ eventId: event.id, sportId: 1, leagueName: premierLeague.name, groupName: premierLeague.groupName }),
    ]);
    expect(within(row).getByRole('button', { name: `Favourite: ${matchName(event)}` }).getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a competition with its close icon', async () => {
    const { premierLeague, nba } = await competitions();
    const { user, client } = await renderSelected([nba, premierLeague]);
    await user.click(screen.getByRole('button', { name: `Remove ${premierLeague.name}` }));
    expect(prematchOf(client).$selected.get().map((entry) => entry.name)).toEqual([nba.name]);
    expect(screen.queryByRole('region', { name: new RegExp(premierLeague.name) })).toBeNull();
  });
});

describe('SelectedCompetitions stories', () => {
  itRendersEveryStory(stories);
});
