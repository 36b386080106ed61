import { useState } from 'react';
import * as css from './StakeInput.css';
import { stakeText, typedStake } from './stakeInput.model';

export interface StakeInputProps {
  /** The stake in TRY; null for none. */
  value: number | null;
  onChange(stake: number | null): void;
  /** 'Stake: Galatasaray – Fenerbahçe, Maç Sonucu, 1' */
  label: string;
  disabled?: boolean;
}

/**
 * A stake box: digits and one decimal separator only, two decimals at most, the number keyboard on
 * phones. What the bettor types stays as typed ('12,' while going on to '12,5'); otherwise the box
 * shows the slip's stake the Turkish way.
 */
export function StakeInput({ value, onChange, label, disabled = false }: StakeInputProps) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <span className={css.box}>
      <span className={css.currency} aria-hidden="true">
        ₺
      </span>
      <input
        className={css.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder="0,00"
        aria-label={label}
        disabled={disabled}
        value={typing ?? stakeText(value)}
        onChange={(event) => {
          const typed = typedStake(event.target.value);
          setTyping(typed.text);
          if (typed.stake !== value) onChange(typed.stake);
        }}
        onBlur={() => setTyping(null)}
      />
    </span>
  );
}
