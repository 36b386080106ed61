import type { OddDescription } from './odd.quote.ts';

/** An odd's description as the slip's picks and the coupons' selections both store it. */
export const oddDescriptionFromRow = (row: Record<string, unknown>): OddDescription => ({
  oddId: Number(row.odd_id),
  eventId: Number(row.event_id),
  marketId: Number(row.market_id),
  line: row.line === null ? null : Number(row.line),
  isLive: row.is_live === 1,
  eventName: String(row.event_name),
  kickoff: Number(row.kickoff_ms),
  marketName: { tr: String(row.market_name_tr), en: String(row.market_name_en) },
  oddName: { tr: String(row.odd_name_tr), en: String(row.odd_name_en) },
});
