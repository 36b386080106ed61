import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JackpotCardData } from '../bootstrap/bootstrap.schema';
import { jackpotCards } from './jackpot.calc';

const levels = (count: number) => Array.from({ length: count }, (_, index) => ({ level: index + 1, amount: 1000 * (index + 1) }));
const card = (instanceName: string, overrides: Partial<JackpotCardData> = {}): JackpotCardData => ({
  instanceName,
  levelStats: levels(4),
  currentLevelI: 52_340.5,
  ...overrides,
});

describe('jackpotCards', () => {
  it('shows Clover Chance then High Cash, whatever order they come in', () => {
    const shown = jackpotCards([card('High Cash'), card('Mega Jack'), card('Clover Chance')]);
    expect(shown.map((entry) => entry.instanceName)).toEqual(['Clover Chance', 'High Cash']);
  });

  it('derives the folder, images, short name and class of each card', () => {
    const [clover] = jackpotCards([card('Clover Chance')], { assetBase: '/cdn/jp', imageType: 'webp' });
    expect(clover).toMatchObject({
      folder: 'clover-chance',
      background: '/cdn/jp/clover-chance/background.webp',
      logo: '/cdn/jp/clover-chance/logo.webp',
      sortName: 'clover',
      class: 'jackpot-card--clover',
      levelStats: levels(4),
    });
  });

  it("finds the images where the operator's API serves them unless told otherwise", () => {
    const [cash] = jackpotCards([card('High Cash')]);
    expect(cash).toMatchObject({ background: '/api/casino/art/jackpots/high-cash/background.svg', logo: '/api/casino/art/jackpots/high-cash/logo.svg' });
  });

  it('needs exactly 4 level stats', () => {
    for (const count of [0, 3, 5]) {
      expect(jackpotCards([card('High Cash', { levelStats: levels(count) })])).toEqual([]);
    }
  });

  it('ignores a card reporting the 14000 sentinel', () => {
    const shown = jackpotCards([card('Clover Chance', { currentLevelI: 14000 }), card('High Cash')]);
    expect(shown.map((entry) => entry.instanceName)).toEqual(['High Cash']);
  });

  it('never shows more than one card per name, and only the two names', () => {
    const name = fc.constantFrom('Clover Chance', 'High Cash', 'Lucky', 'clover chance');
    const data = fc.record({
      instanceName: name,
      levelStats: fc.integer({ min: 0, max: 6 }).map(levels),
      currentLevelI: fc.constantFrom(14000, 1, 99_999),
    });
    fc.assert(
      fc.property(fc.array(data), (cards) => {
        const names = jackpotCards(cards).map((entry) => entry.instanceName);
        expect(names).toEqual([...new Set(names)]);
        expect(['Clover Chance', 'High Cash']).toEqual(expect.arrayContaining(names));
        expect(names).toEqual([...names].sort());
      }),
    );
  });
});
