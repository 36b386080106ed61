import { createTranslate } from '@oyna/sdk/i18n';
import { topLeaguesOf, visibleTree, type PrematchCategory } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { countedName, prematchPanelView, timeFilterOptions } from './prematchPanel.model';

const competition = (id: number, name: string, count: number, sort = 1) => ({ id, name, count, sort });

/** A small feed/categorylist answer: football in three countries, basketball in one. */
const tree = visibleTree([
  {
    id: 1,
    name: 'Futbol',
    count: 18,
    sort: 1,
    groups: [
      { groupName: 'turkey', name: 'Türkiye', count: 7, sort: 1, competitions: [competition(101, 'Süper Lig', 4), competition(102, '1. Lig', 3, 2)] },
      { groupName: 'england', name: 'İngiltere', count: 5, sort: 2, competitions: [competition(201, 'Premier League', 5)] },
      { groupName: 'spain', name: 'İspanya', count: 6, sort: 3, competitions: [competition(301, 'La Liga', 6)] },
    ],
  },
  {
    id: 2,
    name: 'Basketbol',
    count: 3,
    sort: 2,
    groups: [{ groupName: 'usa', name: 'ABD', count: 3, sort: 1, competitions: [competition(701, 'NBA', 3)] }],
  },
] satisfies PrematchCategory[]);

describe('prematch panel view', () => {
  it('marks selected and starred competitions wherever they are listed', () => {
    const view = prematchPanelView({
      tree,
      topLeagues: topLeaguesOf(tree),
      favourites: [{ competitionId: 101, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 99 }],
      selectedIds: new Set([201, 101]),
    });
    expect(view.topLeagues.map((league) => [league.name, league.selected])).toEqual([
      ['Premier League', true],
      ['La Liga', false],
      ['NBA', false],
    ]);
    expect(view.favourites).toEqual([
      { competitionId: 101, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 4, selected: true, favourite: true },
    ]);
    const turkey = view.sports[0]!.groups.find((group) => group.name === 'Türkiye')!;
    expect(turkey.selectedCount).toBe(1);
    expect(turkey.competitions[0]).toMatchObject({ name: 'Süper Lig', favourite: true, selected: true });
    expect(turkey.competitions[1]).toMatchObject({ name: '1. Lig', favourite: false, selected: false });
    expect(view.selectedCount).toBe(2);
  });

  it('gives a starred competition without events in the time filter a count of 0', () => {
    const view = prematchPanelView({
      tree: [],
      topLeagues: [],
      favourites: [{ competitionId: 101, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 9 }],
      selectedIds: new Set(),
    });
    expect(view.favourites[0]!.count).toBe(0);
  });

  it('offers All, 6H, 12H, 24H and 48H, each with a spoken name', () => {
    const options = timeFilterOptions(createTranslate('en'));
    expect(options.map((option) => option.text)).toEqual(['All', '6H', '12H', '24H', '48H']);
    expect(options[2]).toEqual({ value: 12, text: '12H', label: 'Next 12 hours' });
    expect(timeFilterOptions(createTranslate('tr')).map((option) => option.text)).toEqual(['Tümü', '6S', '12S', '24S', '48S']);
  });
});

describe('countedName', () => {
  it('names a line by what it shows (name and count), then what is chosen, each said once', () => {
    const tr = createTranslate('tr');
    expect(countedName(tr, { name: 'Premier League', count: 92 })).toBe('Premier League, 92 etkinlik');
    expect(countedName(tr, { name: 'Premier League', count: 93, selected: true })).toBe('Premier League, 93 etkinlik, seçili');
    expect(countedName(tr, { name: 'İngiltere', count: 185, selectedCount: 2 })).toBe('İngiltere, 185 etkinlik, 2 seçili');
    expect(countedName(createTranslate('en'), { name: 'NBA', count: 12, selected: true })).toBe('NBA, 12 events, selected');
  });
});
