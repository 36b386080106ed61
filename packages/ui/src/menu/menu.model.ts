import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { siteOption } from '@oyna/sdk/bootstrap';
import type { MessageKey } from '@oyna/sdk/i18n';
import { hasBetcoAccess, type SessionState } from '@oyna/sdk/session';
import type { IconName } from '../shared/icons';
import { BREAKPOINTS } from '../theme/breakpoints';

/** Game search parameters a menu item opens (platform spec: Aviator, not live). */
export interface GameSearch {
  search: string;
  isLive: boolean;
}

export type MenuAction =
  | { kind: 'link'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'game'; game: GameSearch }
  | { kind: 'liveChat' }
  | { kind: 'callRequest' }
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'logout' };

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
export interface MenuCapabilities {
  openGame: boolean;
  liveChat: boolean;
  callRequest: boolean;
  register: boolean;
}

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

export const MenuRoute = {
  dashboard: '/dashboard',
  deposit: '/dashboard/deposit',
  withdraw: '/dashboard/withdraw',
  slots: '/casino/slot',
  liveCasino: '/casino/live',
  liveBettings: '/spor/live/event-view',
  liveOverview: '/spor/live/overview/1',
  prematch: '/spor/prematch',
  betco: '/spor/betco',
  bingo: '/casino/popular-games',
  tvBets: '/casino/tvbets',
  promotions: '/promotions',
  aboutUs: '/pages/3',
  contents: '/pages',
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
  return viewportWidth < BREAKPOINTS.wide ? MenuRoute.liveOverview : MenuRoute.liveBettings;
}

/** The left menu for who is looking, on what screen, with what the operator has configured. */
export function buildMenu({ session, bootstrap, viewportWidth, capabilities }: MenuInput): Menu {
  const player = session.status === 'player' ? session.user : null;
  const blog = siteOption(bootstrap, MENU_SITE_OPTIONS.blog);

  const account: MenuItem[] = player
    ? [
        link('dashboard', 'route.dashboard', 'user', MenuRoute.dashboard),
        link('deposit', 'route.deposit', 'plus', MenuRoute.deposit),
        link('withdraw', 'route.withdraw', 'arrowDown', MenuRoute.withdraw),
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
        link('slots', 'menu.slots', 'cards', MenuRoute.slots),
        link('liveCasino', 'menu.liveCasino', 'live', MenuRoute.liveCasino),
      ],
    },
    {
      id: 'sports',
      titleKey: 'menu.sportsBettings',
      icon: 'ball',
      items: [
        link('liveBettings', 'menu.liveBettings', 'live', liveBettingsHref(viewportWidth)),
        link('sports', 'menu.sports', 'ball', MenuRoute.prematch),
        hasBetcoAccess(player) && link('betco', 'menu.betco', 'trophy', MenuRoute.betco),
      ].filter(present),
    },
    {
      id: 'games',
      titleKey: 'menu.games',
      icon: 'gamepad',
      items: [
        capabilities.openGame && entry('aviator', 'menu.aviator', 'plane', { kind: 'game', game: AVIATOR_SEARCH }),
        link('bingo', 'menu.bingo', 'grid', MenuRoute.bingo),
        link('tvBets', 'menu.tvBets', 'tv', MenuRoute.tvBets),
      ].filter(present),
    },
    {
      id: 'other',
      titleKey: 'menu.other',
      icon: 'dots',
      items: [
        link('promotions', 'menu.promotions', 'megaphone', MenuRoute.promotions),
        capabilities.liveChat && entry('liveChat', 'menu.liveChat', 'chat', { kind: 'liveChat' }),
        capabilities.callRequest && entry('callRequest', 'menu.callRequest', 'phone', { kind: 'callRequest' }),
        link('aboutUs', 'menu.aboutUs', 'info', MenuRoute.aboutUs),
        link('contents', 'menu.contents', 'file', MenuRoute.contents),
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
