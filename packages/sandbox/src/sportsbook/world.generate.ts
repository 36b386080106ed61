import { slotsOfHour, type KickoffSlot } from './kickoff.slots.ts';
import type { ScriptSeed } from './match.script.ts';
import { competitionsOf } from './competitions.catalog.ts';
import { hashInts, prngFor } from './prng.ts';
import { hourIndexOf, hourStart, type WorldSize } from './world.grid.ts';

/** An event as the world schedules it; everything else about it follows from the seed and its id. */
export interface WorldEvent {
  id: number;
  sportId: number;
  competitionId: number;
  /** Kick-off, ms since the Unix epoch (always on a quarter hour). */
  kickoff: number;
  homeName: string;
  awayName: string;
}

/** A scheduled event with its final whistle (the schedule keeps teams busy until then). */
interface Scheduled extends WorldEvent {
  end: number;
}

/**
 * The schedule is made a day at a time, so an hour's events are a pure function of the seed, the
 * size and that day. A team is busy from kick-off to the final whistle and never plays two matches
 * at once, across every competition of the world (a name is one team). Matches that run over the
 * start of a day are chosen first, on their own, so both days know them: the day before finishes
 * their teams' earlier matches before they kick off, the day after keeps them busy until they end.
 * That costs some matches in the hours before a day starts, so days start at different hours for
 * competitions that share no team: 06:00 UTC (the quietest hour) in the default world, spread over
 * the clock in the large one.
 */
const DAY_HOURS = 24;
const QUIET_HOUR = 6;
/** Every match is shorter than this, so a match that runs over the start of a day kicked off within it. */
const LONGEST_MATCH_HOURS = 6;
const TEAM_PURPOSE = 6;
const DAY_START_PURPOSE = 7;
/** The share of a competition's teams booked for matches that run over the start of a day (at most). */
const NIGHT_SHARE = 0.85;

/** Competitions linked by the teams they share; they are scheduled together. */
interface Group {
  key: number;
  /** The hour of the UTC day at which this group's days start. */
  dayStartsAt: number;
}

const groupsMemo = new Map<WorldSize, ReadonlyMap<number, Group>>();

/** Each competition's group: competitions that share a team, directly or through others, are one group. */
function groupsOf(size: WorldSize): ReadonlyMap<number, Group> {
  let groups = groupsMemo.get(size);
  if (groups) return groups;
  const parent = new Map<number, number>();
  const root = (id: number): number => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at) as number;
    return at;
  };
  const owner = new Map<string, number>();
  for (const competition of competitionsOf(size)) {
    parent.set(competition.id, competition.id);
    for (const team of competition.teams) {
      const other = owner.get(team);
      if (other === undefined) owner.set(team, competition.id);
      else {
        const [a, b] = [root(other), root(competition.id)];
        parent.set(Math.max(a, b), Math.min(a, b));
      }
    }
  }
  groups = new Map(
    competitionsOf(size).map((competition) => {
      const key = root(competition.id);
      const dayStartsAt = size === 'large' ? hashInts(DAY_START_PURPOSE, key) % DAY_HOURS : QUIET_HOUR;
      return [competition.id, { key, dayStartsAt }];
    }),
  );
  groupsMemo.set(size, groups);
  return groups;
}

const dayOf = (group: Group, hour: number): number => Math.floor((hour - group.dayStartsAt) / DAY_HOURS);
const dayStartHour = (group: Group, day: number): number => day * DAY_HOURS + group.dayStartsAt;

/**
 * Two different teams for the slot from those free for it (null when fewer than two are). Teams
 * for whom it is the last match that fits before the night's kick-off they are booked for go first,
 * so they do not sit idle waiting for it.
 */
function drawTeams(seed: number, slot: KickoffSlot, free: (team: string) => boolean, lastChance: (team: string) => boolean = () => false): [string, string] | null {
  const candidates = slot.competition.teams.filter(free);
  if (candidates.length < 2) return null;
  const prng = prngFor(seed, TEAM_PURPOSE, slot.id);
  const pressed = candidates.filter(lastChance);
  const pick = (from: readonly string[]) => from[prng.int(0, from.length - 1)] as string;
  const home = pick(pressed.length > 0 ? pressed : candidates);
  const rest = (pressed.length > 1 ? pressed : candidates).filter((team) => team !== home);
  return [home, pick(rest)];
}

const scheduled = (slot: KickoffSlot, [homeName, awayName]: [string, string]): Scheduled => ({
  id: slot.id,
  sportId: slot.competition.sportId,
  competitionId: slot.competition.id,
  kickoff: slot.kickoff,
  homeName,
  awayName,
  end: slot.end,
});

/** A bounded memory: the window asks for the same days and hours again and again. */
class Memo<T> {
  readonly #entries = new Map<string, T>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get(key: string, make: () => T): T {
    let value = this.#entries.get(key);
    if (value === undefined) {
      value = make();
      if (this.#entries.size >= this.#limit) this.#entries.delete(this.#entries.keys().next().value as string);
      this.#entries.set(key, value);
    }
    return value;
  }
}

const scriptTags = new WeakMap<object, number>();
let lastScriptTag = 0;
/** Memo keys tell worlds apart by their scripts too: two worlds can share a seed but not a secret. */
function tagOf(scripts: ScriptSeed): string {
  if (typeof scripts === 'number') return `seed ${scripts}`;
  let tag = scriptTags.get(scripts);
  if (tag === undefined) scriptTags.set(scripts, (tag = ++lastScriptTag));
  return `secret ${tag}`;
}

const slotsMemo = new Memo<ReadonlyMap<number, readonly KickoffSlot[]>>(192);
const nightMemo = new Memo<Scheduled[]>(4096);
const dayMemo = new Memo<ReadonlyMap<number, readonly WorldEvent[]>>(4096);

/** An hour's kick-off slots, by group. */
function groupSlots(seed: number, scripts: ScriptSeed, size: WorldSize, hour: number, group: Group): readonly KickoffSlot[] {
  const byGroup = slotsMemo.get(`${seed}|${tagOf(scripts)}|${size}|${hour}`, () => {
    const groups = groupsOf(size);
    const map = new Map<number, KickoffSlot[]>();
    for (const slot of slotsOfHour(seed, size, hour, scripts)) {
      const key = (groups.get(slot.competition.id) as Group).key;
      const list = map.get(key);
      if (list) list.push(slot);
      else map.set(key, [slot]);
    }
    return map;
  });
  return byGroup.get(group.key) ?? [];
}

/** The group's matches that run over the start of its `day` (they kicked off in the day before). */
function overnight(seed: number, scripts: ScriptSeed, size: WorldSize, group: Group, day: number): Scheduled[] {
  return nightMemo.get(`${seed}|${tagOf(scripts)}|${size}|${group.key}|${day}`, () => {
    const start = dayStartHour(group, day);
    const used = new Set<string>();
    const events: Scheduled[] = [];
    const booked = new Map<number, number>();
    for (let hour = start - LONGEST_MATCH_HOURS; hour < start; hour += 1) {
      for (const slot of groupSlots(seed, scripts, size, hour, group)) {
        if (slot.end <= hourStart(start)) continue;
        // About as many of a competition's teams play through the night as are busy at any time.
        const matches = booked.get(slot.competition.id) ?? 0;
        if (matches >= Math.floor((NIGHT_SHARE * slot.competition.teams.length) / 2)) continue;
        const teams = drawTeams(seed, slot, (team) => !used.has(team));
        if (!teams) continue;
        teams.forEach((team) => used.add(team));
        booked.set(slot.competition.id, matches + 1);
        events.push(scheduled(slot, teams));
      }
    }
    return events;
  });
}

/** The group's events kicking off in its `day`, by hour. */
function dayEvents(seed: number, scripts: ScriptSeed, size: WorldSize, group: Group, day: number): ReadonlyMap<number, readonly WorldEvent[]> {
  return dayMemo.get(`${seed}|${tagOf(scripts)}|${size}|${group.key}|${day}`, () => {
    const start = dayStartHour(group, day);
    const end = hourStart(start + DAY_HOURS);
    const busyUntil = new Map<string, number>();
    for (const event of overnight(seed, scripts, size, group, day)) {
      busyUntil.set(event.homeName, event.end);
      busyUntil.set(event.awayName, event.end);
    }
    const tonight = overnight(seed, scripts, size, group, day + 1);
    const freeUntil = new Map<string, number>();
    for (const event of tonight) {
      freeUntil.set(event.homeName, event.kickoff);
      freeUntil.set(event.awayName, event.kickoff);
    }
    const byHour = new Map<number, WorldEvent[]>();
    const add = ({ end: _end, ...event }: Scheduled) => {
      const hour = hourIndexOf(event.kickoff);
      const list = byHour.get(hour);
      if (list) list.push(event);
      else byHour.set(hour, [event]);
    };
    for (let hour = start; hour < start + DAY_HOURS; hour += 1) {
      for (const slot of groupSlots(seed, scripts, size, hour, group)) {
        // A match running into the next day is scheduled with that night's matches, or not at all.
        if (slot.end > end) continue;
        const length = slot.end - slot.kickoff;
        const teams = drawTeams(
          seed,
          slot,
          (team) => (busyUntil.get(team) ?? 0) <= slot.kickoff && slot.end <= (freeUntil.get(team) ?? Infinity),
          (team) => (freeUntil.get(team) ?? Infinity) - slot.end < length,
        );
        if (!teams) continue;
        teams.forEach((team) => busyUntil.set(team, slot.end));
        add(scheduled(slot, teams));
      }
    }
    for (const event of tonight) add(event);
    return byHour;
  });
}

/**
 * The events kicking off in one hour of the grid: a pure function of the seed, the scripts' seed
 * (the matches' lengths decide who is free to play), the size and the hour.
 */
export function eventsOfHour(seed: number, size: WorldSize, hour: number, scripts: ScriptSeed = seed): WorldEvent[] {
  const events: WorldEvent[] = [];
  const seen = new Set<number>();
  for (const group of groupsOf(size).values()) {
    if (seen.has(group.key)) continue;
    seen.add(group.key);
    events.push(...(dayEvents(seed, scripts, size, group, dayOf(group, hour)).get(hour) ?? []));
  }
  return events.sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
}
