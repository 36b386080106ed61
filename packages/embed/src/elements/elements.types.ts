import type { OynaThemeName } from '../config';

/** What every element takes: its own theme, over the one `Oyna.configure` set. */
interface SharedAttributes {
  theme?: OynaThemeName;
}

/**
 * Each element's attributes by tag, for typing the elements in a framework's templates (see the
 * README for React's `JSX.IntrinsicElements`). Values are attribute strings, as HTML writes them.
 */
export interface OynaElementAttributes {
  'oyna-betslip': SharedAttributes;
  'oyna-live-panel': SharedAttributes;
  'oyna-prematch': SharedAttributes & { view?: 'home' | 'tree' };
  'oyna-casino-lobby': SharedAttributes & { lobby?: 'slots' | 'liveCasino' | 'bingo' | 'tvBets'; jackpots?: 'true' | 'false' };
  'oyna-jackpots': SharedAttributes;
  'oyna-login-button': SharedAttributes;
  /** `settled` (present, or anything but 'false') opens the list on the settled bets. */
  'oyna-my-bets': SharedAttributes & { settled?: string };
}

declare global {
  // `document.querySelector('oyna-betslip')` is typed; each is a plain HTMLElement with a shadow root.
  interface HTMLElementTagNameMap {
    'oyna-betslip': HTMLElement;
    'oyna-live-panel': HTMLElement;
    'oyna-prematch': HTMLElement;
    'oyna-casino-lobby': HTMLElement;
    'oyna-jackpots': HTMLElement;
    'oyna-login-button': HTMLElement;
    'oyna-my-bets': HTMLElement;
  }
}
