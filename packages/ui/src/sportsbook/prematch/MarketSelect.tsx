import { useId } from 'react';
import { ROW_MARKETS, type RowMarket } from '@oyna/sdk/feed';
import { useT } from '../../provider/hooks';
import { marketOptions } from './eventRow.model';
import * as css from './MarketSelect.css';

export interface MarketSelectProps {
  value: RowMarket;
  onChange(market: RowMarket): void;
}

const isRowMarket = (value: string): value is RowMarket => (ROW_MARKETS as readonly string[]).includes(value);

/** Match Result or Total Goals: which odds the event rows show. */
export function MarketSelect({ value, onChange }: MarketSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {t('prematch.market')}
      </label>
      <select
        id={id}
        className={css.select}
        value={value}
        onChange={(event) => {
          if (isRowMarket(event.target.value)) onChange(event.target.value);
        }}
      >
        {marketOptions(t).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
