import type { AuthData } from '@oyna/sdk';
import type { Game } from '@oyna/sdk/casino';

/** Makes the recording again from a fresh sandbox (recording.json, media.json). */
export const RECORD_COMMAND = 'pnpm --filter @oyna/ui run record:stories';
export const RECORD_HINT = `Add the call to src/stories/api/scenes.ts and re-record: ${RECORD_COMMAND}`;

/** The languages every call is recorded in. */
export const STORY_LOCALES = ['tr', 'en'] as const;
export type StoryLocale = (typeof STORY_LOCALES)[number];

/** What the sandbox answers every call with. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

/** One call as a story's client makes it, with the sandbox's answer. */
export interface RecordedCall {
  method: 'GET' | 'POST';
  /** From the sandbox's root, query included: `/sbapi/api/feed/upcoming?sportId=1`. */
  path: string;
  /** The JSON body sent, if any. */
  body?: unknown;
  /** The languages it was asked in that got this answer (one entry where the answer does not depend on the language). */
  locales: StoryLocale[];
  status: number;
  answer: Envelope;
}

/** Who asks, and what the sandbox answered them that differs from anyone else. */
export interface RecordedScene {
  /** The player's login as `auth/login` answered it; `null` for a guest. Token normalised to {@link sceneToken}. */
  player: AuthData | null;
  calls: RecordedCall[];
}

/** A live or prematch event a story points at, with the names its widgets show. */
export interface StoryEvent {
  id: number;
  sportId: number;
  /** The region as the lists show it in tr ('Türkiye'). */
  groupName: string;
  homeName: string;
  awayName: string;
}

/** An odd a story shows or puts on a slip, with the names its button's accessible name is made of (in tr). */
export interface StoryOdd {
  id: number;
  rate: number;
  eventName: string;
  marketName: string;
  name: string;
}

/** A prematch competition as the sports tree lists it. */
export interface StoryCompetition {
  id: number;
  sportId: number;
  name: string;
  groupName: string;
}

/** Ids and names the recorder picked from the sandbox's world, for the stories that point at one thing. */
export interface StoryFacts {
  /** A live football match, open, with every market. */
  liveMatch: StoryEvent;
  /** A live football match suspended after a goal. */
  suspendedMatch: StoryEvent;
  /** A live tennis match. */
  liveTennis: StoryEvent;
  /** A live basketball match. */
  liveBasketball: StoryEvent;
  /** A prematch Süper Lig match. */
  prematchMatch: StoryEvent;
  /** A prematch Match Result odd (the home win of `prematchMatch`). */
  prematchOdd: StoryOdd;
  /** Competitions by what the stories call them, in tr. */
  competitions: { superLig: StoryCompetition; premierLeague: StoryCompetition; nba: StoryCompetition };
  /** Games by provider, for the play stories. */
  games: { softGamings: Game; digitain: Game; amusnet: Game };
}

export interface StoryApiRecording {
  /** How to make it again. */
  about: string;
  /** The sandbox clock the world was frozen at. */
  clock: string;
  facts: StoryFacts;
  /** Answers that depend only on the world (feed, CMS, casino catalogue), asked as a guest. */
  world: RecordedCall[];
  /** Answers that depend on who asks, by scene. */
  scenes: Record<string, RecordedScene>;
  /** The sandbox's own answer to a call that failed unexpectedly (HTTP 500), by language. */
  failure: Record<StoryLocale, { status: number; answer: Envelope }>;
}

/** The bearer a scene's client sends: a guest's anonymous token or a player's login, made the same on every run. */
export const sceneToken = (scene: string): string => `story-token:${scene}`;

/** The scene a bearer token belongs to, if it is one of {@link sceneToken}'s. */
export const sceneOfToken = (token: string | null): string | null =>
  token?.startsWith('story-token:') ? token.slice('story-token:'.length) : null;

/** A request's body, serialised with sorted keys so two equal bodies always read the same. */
export function canonicalBody(body: unknown): string {
  if (body === undefined) return '';
  return JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** A call as a client makes it: what a recorded answer is looked up by. */
export interface CallRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  locale: StoryLocale;
}

/** How a recorded call is looked up: method, path with query, body and language. */
export const callKey = (call: CallRequest): string => `${call.method} ${call.path} ${canonicalBody(call.body)} ${call.locale}`;
