import { createTranslate } from '@oyna/sdk/i18n';
import { topLeaguesOf, visibleTree } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { demoCategoryList, demoPrematchEvents } from '../../fixtures/prematch.data';
import { prematchPanelView, timeFilterOptions } from './prematchPanel.model';

const now = Date.parse('2026-11-23T09:00:00Z');
const tree = visibleTree(demoCategoryList(demoPrematchEvents(now), null, now));

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
      ['Serie A', false],
      ['Bundesliga', false],
      ['Champions League', false],
      ['NBA', false],
    ]);
    expect(view.favourites).toEqual([
      { competitionId: 101, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 4, selected: true, favourite: true },
    ]);
    const turkey = view.sports[0]!.groups.find((group) => group.name === 'Türkiye')!;
    expect(turkey.selectedCount).toBe(1);
    expect(turkey.competitions[0]).toMatchObject({ name: 'Süper Lig', favourite: true, selected: true });
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
