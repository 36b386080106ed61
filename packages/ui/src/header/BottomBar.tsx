import { openDialog } from '../dialog/dialog.store';
import { useT } from '../provider/hooks';
import { Icon } from '../shared/Icon';
import { visuallyHidden } from '../shared/a11y.css';
import { NotificationBell } from '../notifications/NotificationBell';
import { Balance } from './Balance';
import * as css from './BottomBar.css';
import { RoutePath } from '../routes/route.paths';
import { OynaLink } from '../provider/navigation';

export interface BottomBarProps {
  currentPath: string;
  onOpenNotifications?: () => void;
}

/**
 * The signed-in player's bar at the bottom of narrow screens: account, notifications, My Bets,
 * balance, deposit. My Bets is here because the phone's slip button leaves with the last pick: after
 * a bet nothing else on the page leads to the coupon just placed.
 */
export function BottomBar({ currentPath, onOpenNotifications }: BottomBarProps) {
  const t = useT();
  const current = (href: string) => (currentPath === href ? 'page' : undefined);
  return (
    <nav className={css.bar} aria-label={t('header.quickActions')}>
      <OynaLink to={RoutePath.dashboard} className={css.item} aria-current={current(RoutePath.dashboard)}>
        <Icon name="user" size={22} />
        {t('header.account')}
      </OynaLink>
      <NotificationBell className={css.item} onOpen={onOpenNotifications} panel="sheet">
        {t('header.notifications')}
      </NotificationBell>
      <button type="button" className={css.item} aria-haspopup="dialog" onClick={() => openDialog('myBets')}>
        <Icon name="book" size={22} />
        {t('betslip.myBets')}
      </button>
      <p className={css.item}>
        <Icon name="wallet" size={22} />
        <span className={visuallyHidden}>{t('header.balance')}</span>
        <span className={css.amount}>
          <Balance />
        </span>
      </p>
      <OynaLink
        to={RoutePath.deposit}
        className={`${css.item} ${css.deposit}`}
        aria-current={current(RoutePath.deposit)}
      >
        <Icon name="plus" size={22} />
        {t('header.deposit')}
      </OynaLink>
    </nav>
  );
}
