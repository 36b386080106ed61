import { foldSearchText } from '../../search/search.calc';

/** The fixed Top Leagues list, in display order, with the sport (category) each belongs to. */
export const TOP_LEAGUES = [
  { name: 'Premier League', sportId: 1 },
  { name: 'La Liga', sportId: 1 },
  { name: 'Serie A', sportId: 1 },
  { name: 'Super League', sportId: 1 },
  { name: 'Ligue 1', sportId: 1 },
  { name: 'Bundesliga', sportId: 1 },
  { name: 'Liga Portuguesa', sportId: 1 },
  { name: 'Champions League', sportId: 1 },
  { name: 'Europa League', sportId: 1 },
  { name: 'Conference League', sportId: 1 },
  { name: 'NBA', sportId: 2 },
] as const;

export interface CompetitionRef {
  id: number;
  name: string;
  sportId: number;
}

/**
 * The spec does not give the competition ids, so the Top Leagues are found by name (ignoring
 * case) in the sport's competitions from feed/categorylist. Leagues the feed does not offer are
 * left out; the order stays the fixed one.
 */
export function resolveTopLeagues<T extends CompetitionRef>(competitions: readonly T[]): T[] {
  return TOP_LEAGUES.flatMap((league) => {
    const found = competitions.find(
      (competition) =>
        competition.sportId === league.sportId && foldSearchText(competition.name) === foldSearchText(league.name),
    );
    return found ? [found] : [];
  });
}
