/** Each element's chunk, built as an entry of its own so its file has a name a partner recognises. */
export const ELEMENT_ENTRIES = {
  'elements/betslip': 'src/elements/betslip.tsx',
  'elements/live-panel': 'src/elements/livePanel.tsx',
  'elements/prematch': 'src/elements/prematch.tsx',
  'elements/casino-lobby': 'src/elements/casinoLobby.tsx',
  'elements/jackpots': 'src/elements/jackpots.tsx',
  'elements/login-button': 'src/elements/loginButton.tsx',
  'elements/my-bets': 'src/elements/myBets.tsx',
  'oyna-runtime': 'src/runtime/runtime.tsx',
} as const;
