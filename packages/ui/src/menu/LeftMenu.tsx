import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { bootstrapOf } from '@oyna/sdk/bootstrap';
import { i18nOf } from '@oyna/sdk/i18n';
import { sessionOf } from '@oyna/sdk/session';
import { openDialog } from '../dialog/dialog.store';
import { capabilitiesOf, type GameSearch } from '../host/host.flows';
import { useHostFlows } from '../host/HostFlowsContext';
import { openLogin } from '../login/openLogin';
import { useLocale, useOyna, useSession, useT } from '../provider/hooks';
import { visuallyHidden } from '../shared/a11y.css';
import { Button, ButtonLink } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Logo } from '../shared/Logo';
import { useViewportWidth } from '../shared/useViewportWidth';
import { media } from '../theme/breakpoints';
import * as css from './LeftMenu.css';
import { LEFT_MENU_ID } from './menu.ids';
import { buildMenu, type MenuAction, type MenuGroup, type MenuItem } from './menu.model';
import { sidebar as sharedSidebar, type SidebarStore } from './sidebar.store';
import { OynaLink } from '../provider/navigation';

export interface LeftMenuProps {
  /** Path of the page being shown; its item is marked as the current page. */
  currentPath: string;
  /** Searches for a game and opens the first found (Aviator). Without it the item is left out. */
  onOpenGame?: (game: GameSearch) => void;
  /** Opens or closes the live chat panel. Without it the item is left out. */
  onLiveChat?: () => void;
  /** Opens the call request form. Without it the item is left out. */
  onCallRequest?: () => void;
  /** Opens registration. Without it the Register item is left out. */
  onRegister?: () => void;
  /** Opens password recovery from the login form. */
  onRecovery?: () => void;
  /** Called after a language was chosen and stored (the SDK then reloads the page). */
  onLocaleChange?: (locale: string) => void;
  /** The open state on narrow screens. @default the shared `sidebar` */
  sidebar?: SidebarStore;
}

/**
 * The site's left menu: a column on wide screens, a drawer opened by the header's hamburger on
 * narrow ones. Any click on an item closes the drawer.
 */
export function LeftMenu({
  currentPath,
  onOpenGame,
  onLiveChat,
  onCallRequest,
  onRegister,
  onRecovery,
  onLocaleChange,
  sidebar = sharedSidebar,
}: LeftMenuProps) {
  const t = useT();
  const client = useOyna();
  const session = useSession();
  const locale = useLocale();
  const bootstrap = useStore(bootstrapOf(client).$bootstrap);
  const viewportWidth = useViewportWidth();
  const open = useStore(sidebar.$open);
  const closeRef = useRef<HTMLButtonElement>(null);
  const socialId = useId();
  const languageId = useId();

  const flows = useHostFlows({
    register: onRegister,
    recovery: onRecovery,
    liveChat: onLiveChat,
    callRequest: onCallRequest,
    openGame: onOpenGame,
  });
  const menu = buildMenu({
    session,
    bootstrap,
    viewportWidth,
    capabilities: capabilitiesOf(flows),
  });

  useEffect(() => {
    if (open && window.matchMedia(media.mobile).matches) closeRef.current?.focus();
  }, [open]);

  const run = (action: MenuAction) => {
    sidebar.close();
    switch (action.kind) {
      case 'game':
        return flows.openGame?.(action.game);
      case 'liveChat':
        return flows.liveChat?.();
      case 'callRequest':
        return flows.callRequest?.();
      case 'register':
        return flows.register?.();
      case 'login':
        return openLogin(flows);
      case 'logout':
        return void sessionOf(client).logout();
      case 'myBets':
        return openDialog('myBets');
      default:
        return undefined;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    sidebar.close();
    document.querySelector<HTMLElement>(`[aria-controls="${LEFT_MENU_ID}"]`)?.focus();
  };

  const chooseLanguage = (next: string) => {
    sidebar.close();
    i18nOf(client).setLocale(next);
    onLocaleChange?.(next);
  };

  return (
    <>
      {open ? <div className={css.backdrop} aria-hidden="true" onClick={sidebar.close} /> : null}
      <nav id={LEFT_MENU_ID} className={css.panel} data-open={open} aria-label={t('menu.label')} onKeyDown={onKeyDown}>
        <div className={css.top}>
          <Logo />
          <Button ref={closeRef} tone="ghost" size="sm" shape="icon" aria-label={t('menu.close')} onClick={sidebar.close}>
            <Icon name="close" />
          </Button>
        </div>

        <ul className={css.account}>
          {menu.account.map((item, index) => (
            <li key={item.id}>
              <AccountEntry item={item} primary={index === 0} onAction={run} currentPath={currentPath} />
            </li>
          ))}
        </ul>

        {menu.groups.map((group) => (
          <GroupSection key={group.id} group={group} currentPath={currentPath} onAction={run} />
        ))}

        {menu.social.length ? (
          <section aria-labelledby={socialId}>
            <h2 id={socialId} className={css.sectionTitle}>
              {t('menu.followMe')}
            </h2>
            <ul className={css.social}>
              {menu.social.map((link) => (
                <li key={link.id}>
                  <ButtonLink
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    tone="secondary"
                    shape="icon"
                    aria-label={`${t(link.labelKey)} ${t('menu.opensInNewTab')}`}
                    onClick={sidebar.close}
                  >
                    <Icon name={link.icon} />
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {menu.languages.length ? (
          <section aria-labelledby={languageId}>
            <h2 id={languageId} className={css.sectionTitle}>
              {t('menu.language')}
            </h2>
            <div className={css.languages} role="group" aria-labelledby={languageId}>
              {menu.languages.map((language) => (
                <Button
                  key={language.locale}
                  size="sm"
                  className={css.language}
                  lang={language.locale}
                  aria-pressed={language.locale === locale}
                  onClick={() => chooseLanguage(language.locale)}
                >
                  <Icon name="globe" size={16} />
                  {language.name || language.locale.toUpperCase()}
                </Button>
              ))}
            </div>
          </section>
        ) : null}
      </nav>
    </>
  );
}

interface EntryProps {
  item: MenuItem;
  currentPath: string;
  onAction(action: MenuAction): void;
}

function AccountEntry({ item, primary, currentPath, onAction }: EntryProps & { primary: boolean }) {
  const t = useT();
  const tone = primary ? 'primary' : 'secondary';
  if (item.action.kind === 'link') {
    return (
      <ButtonLink
        to={item.action.href}
        tone={tone}
        size="sm"
        block
        aria-current={currentPath === item.action.href ? 'page' : undefined}
        onClick={() => onAction(item.action)}
      >
        {t(item.labelKey)}
      </ButtonLink>
    );
  }
  return (
    <Button tone={tone} size="sm" block onClick={() => onAction(item.action)}>
      {t(item.labelKey)}
    </Button>
  );
}

function GroupSection({ group, currentPath, onAction }: { group: MenuGroup } & Omit<EntryProps, 'item'>) {
  const t = useT();
  const [expanded, setExpanded] = useState(true);
  const panelId = useId();
  if (!group.items.length) return null;
  return (
    <section>
      <h2>
        <button
          type="button"
          className={css.groupTitle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icon name={group.icon} size={16} />
          {t(group.titleKey)}
          <Icon name="chevronDown" size={16} className={css.chevron} />
        </button>
      </h2>
      <ul id={panelId} className={css.items} hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.id}>
            <MenuEntry item={item} currentPath={currentPath} onAction={onAction} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MenuEntry({ item, currentPath, onAction }: EntryProps) {
  const t = useT();
  const { action } = item;
  const content = (
    <>
      <Icon name={item.icon} className={css.itemIcon} />
      {t(item.labelKey)}
    </>
  );
  if (action.kind === 'link') {
    return (
      <OynaLink
        to={action.href}
        className={css.item}
        aria-current={currentPath === action.href ? 'page' : undefined}
        onClick={() => onAction(action)}
      >
        {content}
      </OynaLink>
    );
  }
  if (action.kind === 'external') {
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer" className={css.item} onClick={() => onAction(action)}>
        {content}
        <span className={visuallyHidden}>{t('menu.opensInNewTab')}</span>
        <Icon name="external" size={14} className={css.external} />
      </a>
    );
  }
  return (
    <button type="button" className={css.item} onClick={() => onAction(action)}>
      {content}
    </button>
  );
}
