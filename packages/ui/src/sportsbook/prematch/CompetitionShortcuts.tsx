import type { StarToggled } from '@oyna/sdk/favourites';
import { useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { EventCount } from './EventCount';
import { FavouriteStar } from '../shared/FavouriteStar';
import { countedName, type CompetitionItem } from './prematchPanel.model';
import * as css from './CompetitionShortcuts.css';

export interface CompetitionShortcutsProps {
  items: readonly CompetitionItem[];
  /** Brings the competition to the front of the selection. */
  onSelect(item: CompetitionItem): void;
  onStar(item: CompetitionItem): StarToggled;
}

/** Top Leagues and My Favourites: a competition per line that selects it, with its count and star. */
export function CompetitionShortcuts({ items, onSelect, onStar }: CompetitionShortcutsProps) {
  const t = useT();
  return (
    <ul className={css.list}>
      {items.map((item) => (
        <li key={item.competitionId} className={css.item}>
          <button
            type="button"
            className={css.select}
            data-selected={item.selected}
            aria-label={countedName(t, item)}
            onClick={() => onSelect(item)}
          >
            <span className={css.name}>{item.name}</span>
            {item.selected ? <Icon name="check" size={14} className={css.check} /> : null}
            <EventCount count={item.count} className={css.count} />
          </button>
          <FavouriteStar
            starred={item.favourite}
            label={t('prematch.favourite', { name: item.name })}
            onToggle={() => onStar(item)}
          />
        </li>
      ))}
    </ul>
  );
}
