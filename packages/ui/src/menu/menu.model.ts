import type { Capabilities, GameSearch } from '../host/host.flows';
import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { siteOption } from '@oyna/sdk/bootstrap';
import type { MessageKey } from '@oyna/sdk/i18n';
import { hasBetcoAccess, type SessionState } from '@oyna/sdk/session';
import type { IconName } from '../shared/icons';
import { RoutePath } from '../routes/route.paths';
import { BREAKPOINTS } from '../theme/breakpoints';

export type MenuAction =
  | { kind: 'link'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'game'; game: GameSearch }
  | { kind: 'liveChat' }
  | { kind: 'callRequest' }
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'logout' }
  | { kind: 'myBets' };

export interface MenuItem {
  id: string;
  labelKey: MessageKey;
  icon: IconName;
  action: MenuAction;
}

export interface MenuGroup {
  id: 'casino' | 'sports' | 'games' | 'other';
  titleKey: MessageKey;
  icon: IconName;
  items: MenuItem[];
}

export interface SocialLink {
  id: 'twitter' | 'instagram' | 'telegram';
  labelKey: MessageKey;
  icon: IconName;
  href: string;
}

export interface Menu {
  /** Login and Register for guests; account links and Logout for players. */
  account: MenuItem[];
  groups: MenuGroup[];
  /** The 'Follow Me' links, only those the operator has switched on. */
  social: SocialLink[];
  languages: Bootstrap['languageList'];
}

/** What the host page can do; items it cannot handle are left out rather than shown dead. */
export type MenuCapabilities = Pick<Capabilities, 'openGame' | 'liveChat' | 'callRequest' | 'register'>;

export interface MenuInput {
  session: SessionState;
  bootstrap: Bootstrap | null;
  /** Window width in CSS pixels. */
  viewportWidth: number;
  capabilities: MenuCapabilities;
}

/** Site option keys holding the menu's external links. */
export const MENU_SITE_OPTIONS = {
  blog: 'blog_url',
  twitter: 'twitter_url',
  instagram: 'instagram_url',
  telegram: 'telegram_url',
} as const;


export const AVIATOR_SEARCH: GameSearch = { search: 'Aviator', isLive: false };

const entry = (id: string, labelKey: MessageKey, icon: IconName, action: MenuAction): MenuItem => ({
  id,
  labelKey,
  icon,
  action,
});

const link = (id: string, labelKey: MessageKey, icon: IconName, href: string): MenuItem =>
  entry(id, labelKey, icon, { kind: 'link', href });

const present = <T>(value: T | false | null | undefined): value is T => Boolean(value);

/** Live Bettings opens the overview on windows narrower than 1100 px. */
export function liveBettingsHref(viewportWidth: number): string {
  return viewportWidth < BREAKPOINTS.wide ? RoutePath.liveOverview : RoutePath.liveBettings;
}

/** The left menu for who is looking, on what screen, with what the operator has configured. */
export function buildMenu({ session, bootstrap, viewportWidth, capabilities }: MenuInput): Menu {
  const player = session.status === 'player' ? session.user : null;
  const blog = siteOption(bootstrap, MENU_SITE_OPTIONS.blog);

  const account: MenuItem[] = player
    ? [
        link('dashboard', 'route.dashboard', 'user', RoutePath.dashboard),
        link('deposit', 'route.deposit', 'plus', RoutePath.deposit),
        link('withdraw', 'route.withdraw', 'arrowDown', RoutePath.withdraw),
        entry('logout', 'header.logout', 'logout', { kind: 'logout' }),
      ]
    : [
        entry('login', 'header.login', 'user', { kind: 'login' }),
        capabilities.register && entry('register', 'header.register', 'plus', { kind: 'register' }),
      ].filter(present);

  const groups: MenuGroup[] = [
    {
      id: 'casino',
      titleKey: 'menu.casino',
      icon: 'cards',
      items: [
        link('slots', 'menu.slots', 'cards', RoutePath.slots),
        link('liveCasino', 'menu.liveCasino', 'live', RoutePath.liveCasino),
      ],
    },
    {
      id: 'sports',
      titleKey: 'menu.sportsBettings',
      icon: 'ball',
      items: [
        link('liveBettings', 'menu.liveBettings', 'live', liveBettingsHref(viewportWidth)),
        link('sports', 'menu.sports', 'ball', RoutePath.prematch),
        hasBetcoAccess(player) && link('betco', 'menu.betco', 'trophy', RoutePath.betco),
        // A player's bets are reachable from every page at every width, not only from the slip.
        player && entry('myBets', 'betslip.myBets', 'book', { kind: 'myBets' }),
      ].filter(present),
    },
    {
      id: 'games',
      titleKey: 'menu.games',
      icon: 'gamepad',
      items: [
        capabilities.openGame && entry('aviator', 'menu.aviator', 'plane', { kind: 'game', game: AVIATOR_SEARCH }),
        link('bingo', 'menu.bingo', 'grid', RoutePath.bingo),
        link('tvBets', 'menu.tvBets', 'tv', RoutePath.tvBets),
      ].filter(present),
    },
    {
      id: 'other',
      titleKey: 'menu.other',
      icon: 'dots',
      items: [
        link('promotions', 'menu.promotions', 'megaphone', RoutePath.promotions),
        capabilities.liveChat && entry('liveChat', 'menu.liveChat', 'chat', { kind: 'liveChat' }),
        capabilities.callRequest && entry('callRequest', 'menu.callRequest', 'phone', { kind: 'callRequest' }),
        link('aboutUs', 'menu.aboutUs', 'info', RoutePath.aboutUs),
        link('contents', 'menu.contents', 'file', RoutePath.pages),
        blog ? entry('blog', 'menu.blog', 'book', { kind: 'external', href: blog }) : null,
      ].filter(present),
    },
  ];

  const social = (
    [
      ['twitter', 'menu.social.twitter', 'x'],
      ['instagram', 'menu.social.instagram', 'instagram'],
      ['telegram', 'menu.social.telegram', 'telegram'],
    ] as const
  )
    .map(([id, labelKey, icon]) => {
      const href = siteOption(bootstrap, MENU_SITE_OPTIONS[id]);
      return href ? { id, labelKey, icon, href } : undefined;
    })
    .filter(present);

  return { account, groups, social, languages: bootstrap?.languageList ?? [] };
}
