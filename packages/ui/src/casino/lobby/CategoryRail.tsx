import { useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { useAssetUrl } from '../../shared/useAssetUrl';
import type { LobbyTab, LobbyTabView } from './casinoLobby.model';
import * as css from './CategoryRail.css';

export interface CategoryRailProps {
  tabs: readonly LobbyTabView[];
  onSelect(tab: LobbyTab): void;
}

/** The lobby's categories (and My Favourites for players) as a row that scrolls sideways on phones. */
export function CategoryRail({ tabs, onSelect }: CategoryRailProps) {
  const asset = useAssetUrl();
  const t = useT();
  return (
    <nav className={css.rail} aria-label={t('casino.categories')}>
      <ul className={css.list}>
        {tabs.map((entry) => (
          <li key={entry.key}>
            <button type="button" className={css.tab} aria-pressed={entry.selected} onClick={() => onSelect(entry.tab)}>
              {entry.imageUrl ? (
                <img className={css.icon} src={asset(entry.imageUrl)} alt="" width={24} height={24} />
              ) : entry.tab.kind === 'favourites' ? (
                <Icon name="star" size={18} />
              ) : null}
              {'text' in entry.label ? entry.label.text : t(entry.label.key)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
