/** Game search parameters a menu item opens (platform spec: Aviator, not live). */
export interface GameSearch {
  search: string;
  isLive: boolean;
}

/**
 * What the host page can do beyond the widgets themselves. A widget shows a control only when the
 * flow behind it exists: no dead buttons.
 */
export interface HostFlows {
  /** Opens registration (the Register buttons, the login form's sign-up link). */
  register?: () => void;
  /** Opens password recovery (the login form's Recovery Password link). */
  recovery?: () => void;
  /** Opens or closes the live chat panel. */
  liveChat?: () => void;
  /** Opens the call request form. */
  callRequest?: () => void;
  /** Searches for a game and opens the first one found (Aviator in the menu). */
  openGame?: (game: GameSearch) => void;
  /** Opens the deposit flow (the game play modal's Deposit button). */
  deposit?: () => void;
}

export type Capability = keyof HostFlows;
export type Capabilities = Readonly<Record<Capability, boolean>>;

/** The one policy for every widget: a control is shown when, and only when, its flow is provided. */
export function capabilitiesOf(flows: HostFlows): Capabilities {
  return {
    register: Boolean(flows.register),
    recovery: Boolean(flows.recovery),
    liveChat: Boolean(flows.liveChat),
    callRequest: Boolean(flows.callRequest),
    openGame: Boolean(flows.openGame),
    deposit: Boolean(flows.deposit),
  };
}

/** Flows given to a widget directly win over those its provider passes down. */
export function mergeFlows(provided: HostFlows, own: HostFlows): HostFlows {
  const merged: HostFlows = { ...provided };
  for (const [name, flow] of Object.entries(own) as Array<[Capability, HostFlows[Capability]]>) {
    if (flow) (merged as Record<Capability, unknown>)[name] = flow;
  }
  return merged;
}
