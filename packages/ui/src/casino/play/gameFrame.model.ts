import { launchOrigin, type LaunchTarget } from '@oyna/sdk/casino';

/** Browser features a game may use: full screen and sound without a click. */
export const GAME_FRAME_ALLOW = 'fullscreen; autoplay';

export interface GameFrameAttributes {
  src?: string;
  srcDoc?: string;
  /** Only what games need: scripts, forms, popups (help, cashier); storage on their own origin. */
  sandbox: string;
  allow: string;
  referrerPolicy: 'strict-origin';
  /** The origin the game's messages carry: its URL's, or 'null' for an opaque-origin document. */
  messageOrigin: string;
}

const BASE_SANDBOX = ['allow-scripts', 'allow-forms', 'allow-popups'];

/**
 * How a game frame is built. A URL game keeps its own origin (`allow-same-origin`, for its cookies
 * and storage), except one served from the page's own origin, which would then reach the page. The
 * HTML launch goes into `srcdoc` without same-origin, so its script runs in an opaque origin.
 */
export function gameFrameAttributes(target: LaunchTarget, pageOrigin: string): GameFrameAttributes {
  const common = { allow: GAME_FRAME_ALLOW, referrerPolicy: 'strict-origin' } as const;
  if (target.kind === 'html') {
    return { ...common, srcDoc: target.html, sandbox: BASE_SANDBOX.join(' '), messageOrigin: 'null' };
  }
  const ownOrigin = launchOrigin(target) !== pageOrigin;
  return {
    ...common,
    src: target.url,
    sandbox: [...BASE_SANDBOX, ...(ownOrigin ? ['allow-same-origin'] : [])].join(' '),
    messageOrigin: ownOrigin ? launchOrigin(target) : 'null',
  };
}
