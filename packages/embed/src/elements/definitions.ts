import type { ComponentType } from 'react';

/** What an element's chunk exports: the widget it shows, given the element's attributes. */
export interface ElementModule {
  default: ComponentType<{ attributes: Readonly<Record<string, string>> }>;
}

export interface ElementDefinition {
  tag: string;
  /** Attributes whose change re-renders the element (every element also takes `theme`). */
  attributes: readonly string[];
  load: () => Promise<ElementModule>;
  /**
   * A control for the host's bar (a header, a toolbar): as wide as what it shows, never a container
   * whose width comes from the host, which in a flex row would leave it 0 px wide.
   */
  inline?: boolean;
}

/** Every element, with its chunk loaded only once such an element is on the page. */
export const ELEMENTS: readonly ElementDefinition[] = [
  { tag: 'oyna-betslip', attributes: [], load: () => import('./betslip') },
  { tag: 'oyna-live-panel', attributes: [], load: () => import('./livePanel') },
  { tag: 'oyna-prematch', attributes: ['view'], load: () => import('./prematch') },
  { tag: 'oyna-casino-lobby', attributes: ['lobby', 'jackpots'], load: () => import('./casinoLobby') },
  { tag: 'oyna-jackpots', attributes: [], load: () => import('./jackpots') },
  { tag: 'oyna-login-button', attributes: [], load: () => import('./loginButton'), inline: true },
  { tag: 'oyna-my-bets', attributes: ['settled'], load: () => import('./myBets'), inline: true },
];
