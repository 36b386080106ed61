import type { JackpotCard } from '@oyna/sdk/casino';
import { roundKurus } from '@oyna/sdk/i18n';

export interface JackpotLevelView {
  level: number;
  amount: number;
  /** The level the feed says drops next. */
  next: boolean;
  /** A card suit for the level, the way EGT draws its four levels (decoration). */
  suit: string;
}

const SUITS = ['♣', '♦', '♥', '♠'];

/** A card's four levels, highest first, the next to drop marked. */
export function jackpotLevels(card: JackpotCard): JackpotLevelView[] {
  return card.levelStats
    .map((stat, index) => ({
      level: stat.level,
      amount: stat.amount,
      next: index === card.currentLevelI,
      suit: SUITS[index % SUITS.length]!,
    }))
    .sort((a, b) => b.level - a.level);
}

/**
 * The number shown while an amount counts from `from` to `to`: eased out, reaching `to` exactly
 * at `progress` 1. Amounts move by whole kuruş.
 */
export function tweenAmount(from: number, to: number, progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  const eased = 1 - (1 - clamped) ** 3;
  return clamped === 1 ? to : roundKurus(from + (to - from) * eased);
}
