// What the README's fragments leave to the reader: the client made in its first block, and the
// reader's own functions and values. `scripts/check-readme-snippets.mjs` compiles each block with these.
import type { OynaClient } from '@oyna/sdk';
import type { Game } from '@oyna/sdk/casino';

declare global {
  const oyna: OynaClient;
  const serverClient: OynaClient;
  function render(value: unknown): void;
  function renderEvent(value: unknown): void;
  function showToast(error: unknown): void;
  function paintPressedOdds(oddIds: ReadonlySet<number>): void;
  const eventId: number;
  const oddId: number;
  const isLive: boolean;
  const eventName: string;
  const marketName: string;
  const oddName: string;
  const rate: number;
  const game: Game;
}
