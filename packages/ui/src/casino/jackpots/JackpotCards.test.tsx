import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDemoCasino } from '../../fixtures/casinoDemoApi';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { JackpotCards } from './JackpotCards';
import * as stories from './JackpotCards.stories';

const levelsOf = (card: HTMLElement) => within(card).getAllByRole('listitem').map((level) => level.textContent);

describe('JackpotCards', () => {
  it('shows Clover Chance then High Cash, each with four levels highest first', async () => {
    const { container } = renderWithDemoApi(<JackpotCards />, { locale: 'en' });
    const cards = within(screen.getByRole('region', { name: 'Jackpots' })).getAllByRole('listitem').filter((item) => item.dataset.card);
    expect(cards.map((card) => within(card).getByRole('heading').textContent || within(card).getByRole('img', { name: /./ }).getAttribute('alt'))).toEqual([
      'Clover Chance',
      'High Cash',
    ]);
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/casino/art/jackpots/clover-chance/background.svg',
      '/api/casino/art/jackpots/high-cash/background.svg',
    ]);
    const clover = levelsOf(cards[0]!);
    expect(clover).toHaveLength(4);
    expect(clover[0]).toContain('Level 4');
    expect(clover[0]).toContain('₺301.442,20');
    expect(clover[3]).toContain('Level 1Next to drop');
    await expectNoAxeViolations(container);
  });

  it('follows the refreshed feed', async () => {
    const casino = createDemoCasino();
    casino.egtJackpots = casino.egtJackpots.map((card) =>
      card.instanceName === 'High Cash' ? { ...card, levelStats: card.levelStats.map((stat) => ({ ...stat, amount: stat.amount + 1000 })) } : card,
    );
    renderWithDemoApi(<JackpotCards />, { locale: 'en', api: { casino } });
    expect(await screen.findByText('₺613.905,35')).toBeTruthy();
  });

  it('shows nothing when no card qualifies', () => {
    const { container } = renderWithDemoApi(<JackpotCards />, { bootstrap: null, api: { casino: createDemoCasino({ egtJackpots: [] }) } });
    expect(container.textContent).toBe('');
  });
});

describe('JackpotCards stories', () => {
  itRendersEveryStory(stories);
});
