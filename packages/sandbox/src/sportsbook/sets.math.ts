import { setTarget, setWinner } from './match.script.ts';
import type { SetPlay } from './sports.catalog.ts';

/** Where a set ends from `home`-`away` when each point goes home's way with `chance`: total points → probability. */
export function setEndings(play: SetPlay, target: number, chance: number, home: number, away: number): { homeWins: number; totals: Map<number, number> } {
  const totals = new Map<number, number>();
  let homeWins = 0;
  let frontier = new Map<string, [number, number, number]>([[`${home}:${away}`, [home, away, 1]]]);
  while (frontier.size > 0) {
    const next = new Map<string, [number, number, number]>();
    for (const [h, a, probability] of frontier.values()) {
      const winner = setWinner(play, target, h, a);
      if (winner) {
        totals.set(h + a, (totals.get(h + a) ?? 0) + probability);
        if (winner === 'home') homeWins += probability;
        continue;
      }
      for (const [nh, na, share] of [[h + 1, a, chance], [h, a + 1, 1 - chance]] as const) {
        const key = `${nh}:${na}`;
        const existing = next.get(key);
        if (existing) existing[2] += probability * share;
        else next.set(key, [nh, na, probability * share]);
      }
    }
    frontier = next;
  }
  return { homeWins, totals };
}

/** Final set scores 'h-a' → probability, given sets won so far and the current set's chance for home. */
export function finalSetScores(play: SetPlay, chance: number, setsHome: number, setsAway: number, currentSetHomeWins: number): Map<string, number> {
  const needed = Math.ceil(play.bestOf / 2);
  const freshChances = new Map<number, number>();
  const fresh = (index: number): number => {
    const known = freshChances.get(setTarget(play, index));
    if (known !== undefined) return known;
    const computed = setEndings(play, setTarget(play, index), chance, 0, 0).homeWins;
    freshChances.set(setTarget(play, index), computed);
    return computed;
  };
  const finals = new Map<string, number>();
  const walk = (h: number, a: number, probability: number, homeWins: number) => {
    if (h === needed || a === needed) {
      finals.set(`${h}-${a}`, (finals.get(`${h}-${a}`) ?? 0) + probability);
      return;
    }
    walk(h + 1, a, probability * homeWins, fresh(h + a + 1));
    walk(h, a + 1, probability * (1 - homeWins), fresh(h + a + 1));
  };
  walk(setsHome, setsAway, 1, currentSetHomeWins);
  return finals;
}
