import type { JackpotCardData } from '../bootstrap/bootstrap.schema';

/** The only jackpot cards shown, in this order. */
export const JACKPOT_CARD_NAMES = ['Clover Chance', 'High Cash'] as const;
export type JackpotCardName = (typeof JACKPOT_CARD_NAMES)[number];
/** A card is shown only with exactly this many level stats. */
export const JACKPOT_LEVEL_COUNT = 4;
/** currentLevelI value meaning the jackpot feed has no real data. */
export const JACKPOT_SENTINEL_LEVEL = 14000;

/** Presentation of each card: the spec names these derived fields but not their values. */
const CARD_LOOKS: Record<JackpotCardName, { folder: string; sortName: string }> = {
  'Clover Chance': { folder: 'clover-chance', sortName: 'clover' },
  'High Cash': { folder: 'high-cash', sortName: 'cash' },
};

export interface JackpotCard extends JackpotCardData {
  instanceName: JackpotCardName;
  /** Asset folder of the card, under the asset base. */
  folder: string;
  background: string;
  logo: string;
  /** Short name, also the card's position key. */
  sortName: string;
  /** Class name the card is styled by. */
  class: string;
}

/** Where the operator's API serves jackpot artwork (through the site's proxy, like every `/api` call). */
export const JACKPOT_ASSET_BASE = '/api/casino/art/jackpots';

export interface JackpotCardOptions {
  /**
   * Where jackpot images live: `{assetBase}/{folder}/background.{imageType}` and `logo.{imageType}`.
   * @default '/api/casino/art/jackpots'
   */
  assetBase?: string;
  /** The images' file extension. @default 'svg' */
  imageType?: string;
}

/**
 * The jackpot cards to show: only Clover Chance and High Cash, in that order, each with exactly 4
 * level stats, skipping a card whose currentLevelI is the 14000 sentinel; of several cards with one
 * name the first that qualifies is shown.
 */
export function jackpotCards(
  cards: readonly JackpotCardData[],
  { assetBase = JACKPOT_ASSET_BASE, imageType = 'svg' }: JackpotCardOptions = {},
): JackpotCard[] {
  return JACKPOT_CARD_NAMES.flatMap((name) => {
    const card = cards.find(
      (candidate) =>
        candidate.instanceName === name &&
        candidate.levelStats.length === JACKPOT_LEVEL_COUNT &&
        candidate.currentLevelI !== JACKPOT_SENTINEL_LEVEL,
    );
    if (!card) return [];
    const { folder, sortName } = CARD_LOOKS[name];
    return [
      {
        ...card,
        instanceName: name,
        folder,
        background: `${assetBase}/${folder}/background.${imageType}`,
        logo: `${assetBase}/${folder}/logo.${imageType}`,
        sortName,
        class: `jackpot-card--${sortName}`,
      },
    ];
  });
}
