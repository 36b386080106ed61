import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { betslipOf } from '@oyna/sdk/betslip';
import { favouritesOf } from '@oyna/sdk/favourites';
import { prematchOf } from '@oyna/sdk/feed';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { SelectedCompetitions } from './SelectedCompetitions';
import * as stories from './SelectedCompetitions.stories';

const premierLeague = { competitionId: 201, sportId: 1, name: 'Premier League', groupName: 'İngiltere' };
const nba = { competitionId: 701, sportId: 2, name: 'NBA', groupName: 'ABD' };

async function renderSelected(...choices: (typeof premierLeague)[]) {
  const result = renderWithDemoApi(<SelectedCompetitions />, { locale: 'en' });
  act(() => {
    for (const choice of choices) prematchOf(result.client).selectCompetition(choice);
  });
  await screen.findAllByRole('link', { name: /^\+\d+ odds/ });
  return result;
}

describe('SelectedCompetitions', () => {
  it('renders nothing while no competition is selected', () => {
    const { container } = renderWithDemoApi(<SelectedCompetitions />, { locale: 'en' });
    expect(container.textContent).toBe('');
  });

  it('shows each competition, last chosen first, with its events by day and the odds named in full', async () => {
    const { container } = await renderSelected(nba, premierLeague);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['İngilterePremier League', 'ABDNBA']);
    const league = screen.getByRole('region', { name: /Premier League/ });
    expect(within(league).getAllByRole('heading', { level: 4 })[0]!.textContent).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
    const rows = within(league).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const first = rows[0]!;
    expect(within(first).getAllByRole('button', { name: /, Match Result, (1|X|2), \d+\.\d{2}$/ })).toHaveLength(3);
    expect(within(first).getAllByRole('button', { name: /, Double Chance, / })).toHaveLength(3);
    expect(within(first).getByRole('link', { name: /^\+\d+ odds: / }).getAttribute('href')).toMatch(/^\/spor\/prematch\/prematch-detail\/201\d\d$/);
    expect(first.querySelector('time')?.textContent).toMatch(/^\d{2}:\d{2} \d{1,2}\.[A-Z][a-z]{2}\.\d{2}$/);
    await expectNoAxeViolations(container);
  });

  it('puts a prematch odd in the betslip as a prematch pick', async () => {
    const { user, client } = await renderSelected(premierLeague);
    const odd = within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: /^Arsenal – Liverpool, Match Result, 2, / });
    await user.click(odd);
    expect(odd.getAttribute('aria-pressed')).toBe('true');
    expect(betslipOf(client).$betslip.get().picks[0]).toMatchObject({ oddId: 201013, isLive: false, eventName: 'Arsenal – Liverpool', oddName: '2' });
  });

  it('locks the odds the feed does not offer', async () => {
    await renderSelected(nba);
    const row = screen.getAllByRole('listitem')[0]!;
    expect(within(row).getByRole('group', { name: /, Match Result, X, Suspended$/ })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /, Match Result, 1, \d/ })).toBeTruthy();
  });

  it('switches every row to Total Goals', async () => {
    const { user, client } = await renderSelected(premierLeague);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'Total Goals');
    const row = screen.getAllByRole('listitem')[0]!;
    expect(within(row).getAllByRole('button', { name: /, Total Goals, / }).map((odd) => odd.getAttribute('aria-label')?.replace(/^.* – [^,]+, /, ''))).toEqual([
      expect.stringMatching(/^Total Goals, Under, \d+\.\d{2}$/),
      expect.stringMatching(/^Total Goals, Over, \d+\.\d{2}$/),
    ]);
    expect(prematchOf(client).$market.get()).toBe('totalGoals');
  });

  it('stars an event as a prematch favourite', async () => {
    const { user, client } = await renderSelected(premierLeague);
    const row = screen.getAllByRole('listitem')[0]!;
    await user.click(within(row).getByRole('button', { name: /^Favourite: / }));
    expect(favouritesOf(client).$prematchEvents.get()).toEqual([
      expect.objectContaining({ sportId: 1, leagueName: 'Premier League', groupName: 'İngiltere' }),
    ]);
    expect(within(row).getByRole('button', { name: /^Favourite: / }).getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a competition with its close icon', async () => {
    const { user, client } = await renderSelected(nba, premierLeague);
    await user.click(screen.getByRole('button', { name: 'Remove Premier League' }));
    expect(prematchOf(client).$selected.get().map((entry) => entry.name)).toEqual(['NBA']);
    expect(screen.queryByRole('region', { name: /Premier League/ })).toBeNull();
  });
});

describe('SelectedCompetitions stories', () => {
  itRendersEveryStory(stories);
});
