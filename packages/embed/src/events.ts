/** What the runtime tells the host page, as `CustomEvent`s that bubble out of the element's shadow root. */
import type { OynaSessionReadout } from './readout';

/** A bet went through: the coupons the server created and what was staked on them, in TRY. */
export interface OynaBetPlacedDetail {
  couponIds: readonly number[];
  stake: number;
  currency: 'TRY';
}

/** The betslip's picks changed (added, removed, placed, cleared). */
export interface OynaBetslipChangedDetail {
  /** The odds on the slip, in the order they were added. */
  oddIds: readonly number[];
}

/** The elements now show another player, or a guest (a login or logout on the page or in another tab). */
export type OynaSessionChangedDetail = OynaSessionReadout;

/** A casino game, as the lobby knows it. */
export interface OynaGameDetail {
  gameCode: string;
  name: string;
  providerName: string;
}

/** The widgets asked to go to one of the operator's pages (`path`, and `url` when `siteUrl` is configured). */
export interface OynaRouteRequestedDetail {
  path: string;
  url: string | null;
}

/** Why the widgets asked for a login. */
export interface OynaLoginRequestedDetail {
  /** The element the player was using. */
  source: string;
}

/**
 * Every event an Oyna element dispatches, by name. Cancelable ones have a default the host can take
 * over with `preventDefault()`:
 * - `oyna:login-requested` (cancelable): default, the built-in login dialog in that element;
 * - `oyna:deposit-requested` (cancelable): default, the operator's deposit page in a new tab;
 * - `oyna:route-requested` (cancelable): default, the operator's page in a new tab;
 * - `oyna:game-opened` (cancelable): default, the configured `games` way (new tab, same page);
 * - `oyna:bet-placed`, `oyna:betslip-changed`, `oyna:session-changed`, `oyna:game-closed`: notices.
 */
export interface OynaEventMap {
  'oyna:login-requested': CustomEvent<OynaLoginRequestedDetail>;
  'oyna:deposit-requested': CustomEvent<Record<string, never>>;
  'oyna:bet-placed': CustomEvent<OynaBetPlacedDetail>;
  'oyna:betslip-changed': CustomEvent<OynaBetslipChangedDetail>;
  'oyna:session-changed': CustomEvent<OynaSessionChangedDetail>;
  'oyna:game-opened': CustomEvent<OynaGameDetail>;
  'oyna:game-closed': CustomEvent<OynaGameDetail>;
  'oyna:route-requested': CustomEvent<OynaRouteRequestedDetail>;
}

export type OynaEventName = keyof OynaEventMap;
export type OynaEventDetail<N extends OynaEventName> = OynaEventMap[N] extends CustomEvent<infer D> ? D : never;

declare global {
  // `element.addEventListener('oyna:bet-placed', (event) => event.detail.couponIds)` is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends OynaEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends OynaEventMap {}
}

/**
 * Dispatches `name` from `target` (bubbling out of shadow roots). Returns false when the host called
 * `preventDefault()` on a cancelable event: it takes care of it.
 */
export function dispatchOynaEvent<N extends OynaEventName>(
  target: EventTarget,
  name: N,
  detail: OynaEventDetail<N>,
  { cancelable = false } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
