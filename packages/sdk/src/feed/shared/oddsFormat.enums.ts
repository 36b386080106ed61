/** How odds are displayed; the slip always computes with decimal odds. */
export const OddsFormat = { Decimal: 'decimal', American: 'american', Fractional: 'fractional' } as const;
export type OddsFormat = (typeof OddsFormat)[keyof typeof OddsFormat];
