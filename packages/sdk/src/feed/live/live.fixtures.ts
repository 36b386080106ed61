import type { LeagueGroup, LiveCategory, LiveEvent } from '../shared/feed.schema';

/** A live football event as the feed sends it; tests change what they are about. */
export function liveEvent(id: number, overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    id,
    sportId: 1,
    competitionId: 100,
    homeName: `Home ${id}`,
    awayName: `Away ${id}`,
    result: { Goal: '0-0' },
    period: '1. Yarı',
    periodMinute: 12,
    eventStatus: 'O',
    liveActiveExefeedId: `feed-${id}`,
    eventDate: '2025-05-10T17:00:00',
    oddCount: 40,
    winner: { odd1: 1.85, oddX: 3.4, odd2: 4.2, odd1Id: id * 10 + 1, oddXId: id * 10 + 2, odd2Id: id * 10 + 3 },
    doubleChance: null,
    totalGoal: null,
    overUnder: null,
    ...overrides,
  };
}

export function leagueGroup(groupName: string, name: string, events: LiveEvent[]): LeagueGroup {
  return { groupName, name, count: events.length, events };
}

export const football: LiveCategory = { id: 1, name: 'Futbol', count: 3 };
export const basketball: LiveCategory = { id: 2, name: 'Basketbol', count: 1 };
