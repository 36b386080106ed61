import type { RowMarket } from '@oyna/sdk/feed';
import { useT } from '../../provider/hooks';
import { Select } from '../../shared/Select';
import { marketOptions } from './eventRow.model';

export interface MarketSelectProps {
  value: RowMarket;
  onChange(market: RowMarket): void;
}

/** Match Result or Total Goals: which odds the event rows show. */
export function MarketSelect({ value, onChange }: MarketSelectProps) {
  const t = useT();
  return <Select label={t('prematch.market')} options={marketOptions(t)} value={value} onChange={onChange} />;
}
