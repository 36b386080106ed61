import { describe, expect, it } from 'vitest';
import { TOP_LEAGUES, resolveTopLeagues } from './topLeagues.calc';

describe('Top Leagues', () => {
  it('lists ten football leagues and the NBA', () => {
    expect(TOP_LEAGUES.filter((league) => league.sportId === 1)).toHaveLength(10);
    expect(TOP_LEAGUES.at(-1)).toEqual({ name: 'NBA', sportId: 2 });
  });

  it('finds the leagues the feed offers, in the fixed order', () => {
    const competitions = [
      { id: 9, name: 'NBA', sportId: 2 },
      { id: 4, name: 'bundesliga', sportId: 1 },
      { id: 3, name: 'Premier League', sportId: 1 },
      { id: 5, name: 'NBA', sportId: 1 },
      { id: 6, name: 'Süper Lig', sportId: 1 },
    ];
    expect(resolveTopLeagues(competitions).map((competition) => competition.id)).toEqual([3, 4, 9]);
  });
});
