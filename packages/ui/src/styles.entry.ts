// Built only for its stylesheet: every widget's CSS in one file (`@oyna/ui/styles.css`), so shared
// rules are written once and in one order whichever entry point a page's scripts come from.
export * from './index';
export * from './sportsbook/index';
export * from './betslip/index';
export * from './casino/index';
export * from './dashboard/index';
export * from './content/index';
export * from './texts/index';
