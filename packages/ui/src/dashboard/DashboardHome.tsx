import { sessionOf } from '@oyna/sdk/session';
import { useState } from 'react';
import { useOyna, useT } from '../provider/hooks';
import { Icon } from '../shared/Icon';
import { dashboardTiles } from './dashboard.model';
import * as css from './Dashboard.css';
import { useFeatureT } from '../shared/useFeatureT';
import { dashboardMessages } from './dashboard.messages';
import { OynaLink } from '../provider/navigation';

export interface DashboardHomeProps {
  /** Opens the Change Password dialog; the tile is shown only when it is given. */
  onChangePassword?: () => void;
}

/** `/dashboard`: the spec's tiles, links to the account pages plus Change Password and Log out. */
export function DashboardHome({ onChangePassword }: DashboardHomeProps) {
  const t = useT();
  const td = useFeatureT(dashboardMessages);
  const client = useOyna();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    // What follows is the host's (`afterLogout`): a page that stays shows the guest at once.
    await sessionOf(client).logout().finally(() => setLeaving(false));
  };
  return (
    <nav aria-label={td('dashboard.tiles')}>
      <ul className={css.tiles}>
        {dashboardTiles({ changePassword: Boolean(onChangePassword) }).map((tile) => (
          <li key={tile.titleKey}>
            {tile.kind === 'link' ? (
              <OynaLink className={css.tile} to={tile.href}>
                <Icon name={tile.icon} size={28} className={css.tileIcon} />
                {t(tile.titleKey)}
              </OynaLink>
            ) : tile.kind === 'changePassword' ? (
              <button type="button" className={css.tile} onClick={onChangePassword} aria-haspopup="dialog">
                <Icon name={tile.icon} size={28} className={css.tileIcon} />
                {t(tile.titleKey)}
              </button>
            ) : (
              <button type="button" className={css.tile} onClick={logout} disabled={leaving} aria-busy={leaving || undefined}>
                <Icon name={tile.icon} size={28} className={css.tileIcon} />
                {td(tile.titleKey)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
