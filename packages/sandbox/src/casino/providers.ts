/**
 * The seven game providers the casino launches games through. A game's `mainProviderId` is one of
 * these ids; the SDK maps the same numbers to its launch calls.
 */
export const ProviderId = {
  Digitain: 1,
  PragmaticPlay: 2,
  EveryMatrix: 3,
  Amusnet: 4,
  EgtDigital: 5,
  Hub88: 6,
  SoftGamings: 7,
} as const;
export type ProviderId = (typeof ProviderId)[keyof typeof ProviderId];

export interface Provider {
  id: ProviderId;
  name: string;
  /** Letters of its logo and the logo's two colours. */
  mark: string;
  colors: readonly [string, string];
}

export const PROVIDERS: readonly Provider[] = [
  { id: ProviderId.Digitain, name: 'Digitain', mark: 'DG', colors: ['#1d4ed8', '#0b1e4f'] },
  { id: ProviderId.PragmaticPlay, name: 'Pragmatic Play', mark: 'PP', colors: ['#f97316', '#431407'] },
  { id: ProviderId.EveryMatrix, name: 'EveryMatrix', mark: 'EM', colors: ['#7c3aed', '#1e1b4b'] },
  { id: ProviderId.Amusnet, name: 'Amusnet', mark: 'AN', colors: ['#dc2626', '#450a0a'] },
  { id: ProviderId.EgtDigital, name: 'Egt Digital', mark: 'EGT', colors: ['#16a34a', '#052e16'] },
  { id: ProviderId.Hub88, name: 'Hub88', mark: 'H88', colors: ['#0d9488', '#042f2e'] },
  { id: ProviderId.SoftGamings, name: 'SoftGamings', mark: 'SG', colors: ['#db2777', '#1e1b4b'] },
];

export const providerById = (id: number): Provider | undefined => PROVIDERS.find((provider) => provider.id === id);
