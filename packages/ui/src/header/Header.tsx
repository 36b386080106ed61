import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { isVip, sessionOf } from '@oyna/sdk/session';
import { capabilitiesOf } from '../host/host.flows';
import { useHostFlows } from '../host/HostFlowsContext';
import { useOpenLogin } from '../login/useOpenLogin';
import { LEFT_MENU_ID } from '../menu/menu.ids';
import { sidebar as sharedSidebar, type SidebarStore } from '../menu/sidebar.store';
import { NotificationBell } from '../notifications/NotificationBell';
import { useOyna, useSession, useT } from '../provider/hooks';
import { visuallyHidden } from '../shared/a11y.css';
import { Button, ButtonLink } from '../shared/Button';
import { cx } from '../theme/cx';
import { Icon } from '../shared/Icon';
import { Logo } from '../shared/Logo';
import { Balance } from './Balance';
import { BottomBar } from './BottomBar';
import * as css from './Header.css';
import { RoutePath } from '../routes/route.paths';
import { searchHref } from './header.links';
import { useHeaderHidden } from './useHeaderHidden';
import { OynaLink } from '../provider/navigation';

export interface HeaderProps {
  /** Path of the page being shown, e.g. '/casino/live'; the site passes it. */
  currentPath: string;
  /** Opens or closes the live chat panel. */
  onLiveChat?: () => void;
  /** Opens registration: the Register button and the login form's sign-up link. */
  onRegister?: () => void;
  /** Opens password recovery from the login form. */
  onRecovery?: () => void;
  /** Opens the notification panel (the bell). */
  onOpenNotifications?: () => void;
  /** @default history.back() */
  onBack?: () => void;
  /** The left menu's open state. @default the shared `sidebar` */
  sidebar?: SidebarStore;
}

/**
 * The sticky site header. Guests get Register and Login; players get their balance, Deposit,
 * notifications and account links, and on narrow screens a bottom bar. It slides away while the
 * page scrolls down past 100 px and comes back on the way up.
 */
export function Header({
  currentPath,
  onLiveChat,
  onRegister,
  onRecovery,
  onOpenNotifications,
  onBack = () => window.history.back(),
  sidebar = sharedSidebar,
}: HeaderProps) {
  const t = useT();
  const session = useSession();
  const hidden = useHeaderHidden();
  const menuOpen = useStore(sidebar.$open);
  const flows = useHostFlows({ register: onRegister, recovery: onRecovery, liveChat: onLiveChat });
  const can = capabilitiesOf(flows);

  return (
    <>
      <header className={css.header} data-hidden={hidden}>
        <div className={css.bar}>
          <div className={css.start}>
            <Button
              tone="ghost"
              size="sm"
              shape="icon"
              className={css.mobileOnly}
              aria-label={t('header.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={LEFT_MENU_ID}
              onClick={sidebar.toggle}
            >
              <Icon name="menu" />
            </Button>
            <Button tone="ghost" size="sm" shape="icon" aria-label={t('header.back')} onClick={onBack}>
              <Icon name="arrowLeft" />
            </Button>
            <OynaLink to={RoutePath.home} className={css.logoLink} aria-label={t('header.logoLabel')}>
              <Logo compact={session.status === 'guest'} />
            </OynaLink>
          </div>
          <div className={css.end}>
            <ButtonLink
              to={searchHref(currentPath)}
              tone="ghost"
              size="sm"
              shape="icon"
              aria-label={t('header.search')}
            >
              <Icon name="search" />
            </ButtonLink>
            {can.liveChat ? (
              <Button tone="ghost" size="sm" shape="icon" aria-label={t('header.liveChat')} onClick={flows.liveChat}>
                <Icon name="chat" />
              </Button>
            ) : null}
            <span className={cx(css.divider, css.desktopOnly)} />
            {session.status === 'player' ? (
              <PlayerActions
                userName={session.user.username}
                vip={isVip(session.user)}
                onOpenNotifications={onOpenNotifications}
              />
            ) : (
              <GuestActions onRegister={flows.register} onRecovery={flows.recovery} />
            )}
          </div>
        </div>
        <nav className={css.quickLinks} aria-label={t('header.quickLinks')}>
          <RewardLinks />
        </nav>
      </header>
      {session.status === 'player' ? (
        <BottomBar currentPath={currentPath} onOpenNotifications={onOpenNotifications} />
      ) : null}
    </>
  );
}

/** Promotions and Claim Reward, with their words: in the bar on wide screens, under it on phones. */
function RewardLinks({ className }: { className?: string }) {
  const t = useT();
  return (
    <>
      <ButtonLink to={RoutePath.promotions} size="sm" tone="ghost" className={className}>
        {t('header.promotions')}
      </ButtonLink>
      <ButtonLink to={RoutePath.bonuses} size="sm" tone="ghost" className={className}>
        <Icon name="gift" size={18} />
        {t('header.claimReward')}
      </ButtonLink>
    </>
  );
}

function GuestActions({ onRegister, onRecovery }: Pick<HeaderProps, 'onRegister' | 'onRecovery'>) {
  const t = useT();
  const openLogin = useOpenLogin({ register: onRegister, recovery: onRecovery });
  return (
    <>
      <RewardLinks className={css.desktopOnly} />
      <Button size="sm" onClick={openLogin}>
        {t('header.login')}
      </Button>
      {onRegister ? (
        <Button size="sm" tone="primary" onClick={onRegister}>
          {t('header.register')}
        </Button>
      ) : null}
    </>
  );
}

interface PlayerActionsProps {
  userName: string;
  vip: boolean;
  onOpenNotifications?: () => void;
}

function PlayerActions({ userName, vip, onOpenNotifications }: PlayerActionsProps) {
  const t = useT();
  const client = useOyna();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    // What follows is the host's (`afterLogout`): a page that stays shows the guest at once.
    await sessionOf(client).logout().finally(() => setLeaving(false));
  };
  return (
    <>
      <RewardLinks className={css.desktopOnly} />
      <p className={cx(css.balance, css.desktopOnly)}>
        <Icon name="wallet" size={18} className={css.balanceIcon} />
        <span className={visuallyHidden}>{t('header.balance')}</span>
        <Balance />
      </p>
      <ButtonLink to={RoutePath.deposit} size="sm" tone="primary" className={css.desktopOnly}>
        {t('header.deposit')}
      </ButtonLink>
      <NotificationBell className={css.desktopOnly} onOpen={onOpenNotifications} />
      <span className={cx(css.user, css.desktopOnly)}>
        <Icon name="user" size={18} />
        <span className={css.userName}>{userName}</span>
      </span>
      {vip ? (
        <ButtonLink
          to={RoutePath.dashboard}
          tone="ghost"
          size="sm"
          shape="icon"
          className={cx(css.crown, css.desktopOnly)}
          aria-label={t('header.vip')}
        >
          <Icon name="crown" size={24} />
        </ButtonLink>
      ) : (
        <ButtonLink to={RoutePath.dashboard} size="sm" className={css.desktopOnly}>
          {t('header.myAccount')}
        </ButtonLink>
      )}
      <Button
        size="sm"
        tone="ghost"
        shape="icon"
        className={css.desktopOnly}
        aria-label={t('header.logout')}
        disabled={leaving}
        onClick={logout}
      >
        <Icon name="logout" />
      </Button>
    </>
  );
}
