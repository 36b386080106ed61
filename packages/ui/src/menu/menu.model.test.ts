import { beforeAll, describe, expect, it } from 'vitest';
import type { Bootstrap } from '@oyna/sdk/bootstrap';
import type { SessionState } from '@oyna/sdk/session';
import { useSandbox } from '../test/sandbox';
import { buildMenu, type MenuCapabilities, type MenuInput, type MenuItem } from './menu.model';

const sandbox = useSandbox({ resetEachTest: false });

const everything: MenuCapabilities = { openGame: true, liveChat: true, callRequest: true, register: true };
const guest: SessionState = { status: 'guest' };

// The operator's start-up data and the two seeded players (vipuser has betco access) as the sandbox answers them.
let bootstrap: Bootstrap;
let player: SessionState;
let betcoPlayer: SessionState;
beforeAll(async () => {
  bootstrap = await sandbox.bootstrap('en');
  player = { status: 'player', user: await sandbox.login('demouser') };
  betcoPlayer = { status: 'player', user: await sandbox.login('vipuser') };
});

/** A site option's value, as the operator configured it. */
const option = (key: string) => bootstrap.siteOptionList.find((entry) => entry.key === key)!;

function menu(overrides: Partial<MenuInput> = {}) {
  return buildMenu({ session: guest, bootstrap, viewportWidth: 1440, capabilities: everything, ...overrides });
}

const group = (id: string, input?: Partial<MenuInput>) => menu(input).groups.find((g) => g.id === id)!;
const ids = (items: MenuItem[]) => items.map((item) => item.id);
const hrefOf = (item: MenuItem | undefined) =>
  item?.action.kind === 'link' || item?.action.kind === 'external' ? item.action.href : undefined;

describe('buildMenu', () => {
  it('has the four titled groups of the spec, in order', () => {
    expect(menu().groups.map((g) => g.titleKey)).toEqual([
      'menu.casino',
      'menu.sportsBettings',
      'menu.games',
      'menu.other',
    ]);
  });

  it('links Casino to slots and live casino', () => {
    expect(group('casino').items.map(hrefOf)).toEqual(['/casino/slot', '/casino/live']);
  });

  it('sends Live Bettings to the overview on windows narrower than 1100 px', () => {
    const liveAt = (viewportWidth: number) => hrefOf(group('sports', { viewportWidth }).items[0]);
    expect(liveAt(1100)).toBe('/spor/live/event-view');
    expect(liveAt(1440)).toBe('/spor/live/event-view');
    expect(liveAt(1099)).toBe('/spor/live/overview/1');
    expect(liveAt(390)).toBe('/spor/live/overview/1');
  });

  it('shows Betco only to a player with betco access', () => {
    expect(ids(group('sports').items)).toEqual(['liveBettings', 'sports']);
    expect(ids(group('sports', { session: player }).items)).toEqual(['liveBettings', 'sports', 'myBets']);
    const betco = group('sports', { session: betcoPlayer }).items[2];
    expect(hrefOf(betco)).toBe('/spor/betco');
  });

  it('gives players My Bets at every width, guests none', () => {
    for (const viewportWidth of [390, 1024, 1440]) {
      const myBets = group('sports', { session: player, viewportWidth }).items.find((item) => item.id === 'myBets');
      expect(myBets).toMatchObject({ labelKey: 'betslip.myBets', action: { kind: 'myBets' } });
    }
    expect(ids(group('sports', { session: betcoPlayer }).items)).toEqual(['liveBettings', 'sports', 'betco', 'myBets']);
  });

  it('opens the Aviator game search, not live, and links Bingo and TV Bets', () => {
    const [aviator, bingo, tvBets] = group('games').items;
    expect(aviator?.action).toEqual({ kind: 'game', game: { search: 'Aviator', isLive: false } });
    expect(hrefOf(bingo)).toBe('/casino/popular-games');
    expect(hrefOf(tvBets)).toBe('/casino/tvbets');
  });

  it('fills Other with promotions, live chat, call request, about us, contents and the blog', () => {
    const other = group('other').items;
    expect(ids(other)).toEqual(['promotions', 'liveChat', 'callRequest', 'aboutUs', 'contents', 'blog']);
    expect(other.find((i) => i.id === 'liveChat')?.action).toEqual({ kind: 'liveChat' });
    expect(hrefOf(other.find((i) => i.id === 'aboutUs'))).toBe('/pages/3');
    expect(hrefOf(other.find((i) => i.id === 'contents'))).toBe('/pages');
    expect(other.find((i) => i.id === 'blog')?.action).toEqual({ kind: 'external', href: option('blog_url').value });
  });

  it('leaves out items the host page cannot handle', () => {
    const bare = { openGame: false, liveChat: false, callRequest: false, register: false };
    expect(ids(group('games', { capabilities: bare }).items)).toEqual(['bingo', 'tvBets']);
    expect(ids(group('other', { capabilities: bare }).items)).toEqual(['promotions', 'aboutUs', 'contents', 'blog']);
    expect(ids(menu({ capabilities: bare }).account)).toEqual(['login']);
  });

  it('leaves out the blog and social links the operator has not switched on', () => {
    const switchedOn = new Set(['telegram_url']);
    const configured = {
      ...bootstrap,
      siteOptionList: bootstrap.siteOptionList.map((entry) => ({ ...entry, status: switchedOn.has(entry.key) })),
    };
    expect(ids(group('other', { bootstrap: configured }).items)).not.toContain('blog');
    expect(menu({ bootstrap: configured }).social).toEqual([
      { id: 'telegram', labelKey: 'menu.social.telegram', icon: 'telegram', href: option('telegram_url').value },
    ]);
  });

  it('lists the follow-me links from site options', () => {
    for (const key of ['twitter_url', 'instagram_url', 'telegram_url']) expect(option(key).status).toBe(true);
    expect(menu().social.map((s) => [s.id, s.href])).toEqual([
      ['twitter', option('twitter_url').value],
      ['instagram', option('instagram_url').value],
      ['telegram', option('telegram_url').value],
    ]);
  });

  it('offers guests Login and Register, players their account, deposit, withdraw and logout', () => {
    expect(ids(menu().account)).toEqual(['login', 'register']);
    expect(ids(menu({ session: player }).account)).toEqual(['dashboard', 'deposit', 'withdraw', 'logout']);
  });

  it('lists the languages of the bootstrap data, none before it arrives', () => {
    expect(menu().languages).toEqual(bootstrap.languageList);
    expect(menu().languages.map((l) => l.locale)).toEqual(['tr', 'en']);
    const empty = menu({ bootstrap: null });
    expect(empty.languages).toEqual([]);
    expect(empty.social).toEqual([]);
  });
});
