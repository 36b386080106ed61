import type { ChipTone } from './statusChip.model';
import * as css from './StatusChip.css';

/** A status in words on a coloured pill: the colour helps, the text carries the meaning. */
export function StatusChip({ tone, label }: { tone: ChipTone; label: string }) {
  return <span className={css.chip({ tone })}>{label}</span>;
}
