import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/oyna.errors';
import { useStoreSandbox } from '../test/storeSandbox';
import { HISTORY_PAGE_SIZE } from './history.constants';
import { historyOf, type HistoryQuery } from './history.store';

const sandbox = useStoreSandbox();
const ALL: HistoryQuery = { page: 0, dateFrom: null, dateTo: null };

describe('the dashboard’s history', () => {
  it('pages the player’s casino rounds, newest first', async () => {
    const { client } = await sandbox.playerClient();
    const { gameActivities } = historyOf(client);
    await gameActivities.show(ALL);
    const first = gameActivities.$list.get();
    expect(first.status).toBe('ready');
    if (first.status !== 'ready') return;
    expect(first.value.total).toBeGreaterThan(HISTORY_PAGE_SIZE);
    expect(first.value.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.value.pageCount).toBe(Math.ceil(first.value.total / HISTORY_PAGE_SIZE));
    const times = first.value.items.map((round) => Date.parse(round.playedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await gameActivities.show({ ...ALL, page: 1 });
    const second = gameActivities.$list.get();
    expect(second.status === 'ready' && second.value.items.length).toBe(first.value.total - HISTORY_PAGE_SIZE);
  });

  it('keeps to a date range, and fails a reversed one with the server’s words', async () => {
    const { client } = await sandbox.playerClient();
    const { financial } = historyOf(client);
    await financial.show(ALL);
    const all = financial.$list.get();
    if (all.status !== 'ready') throw new Error(`financial history: ${all.status}`);
    const newest = all.value.items[0]!.createdAt;
    await financial.show({ page: 0, dateFrom: newest, dateTo: null });
    const since = financial.$list.get();
    expect(since.status === 'ready' && since.value.items.every((record) => record.createdAt >= newest)).toBe(true);

    await financial.show({ page: 0, dateFrom: '2026-03-14', dateTo: '2026-03-01' });
    const reversed = financial.$list.get();
    expect(reversed.status).toBe('failed');
    expect(reversed.status === 'failed' && reversed.error).toBeInstanceOf(ApiError);
    expect(reversed.status === 'failed' && reversed.error.message).toMatch(/date/i);
  });

  it('lists bonuses, the logins with this one marked, and Personal information', async () => {
    const { client } = await sandbox.playerClient();
    const history = historyOf(client);
    await Promise.all([history.bonuses.show(ALL), history.sessions.show(ALL), history.showProfile()]);
    const bonuses = history.bonuses.$list.get();
    expect(bonuses.status === 'ready' && bonuses.value.items.some((bonus) => bonus.kind === 'trial')).toBe(true);
    const sessions = history.sessions.$list.get();
    expect(sessions.status === 'ready' && sessions.value.items.filter((session) => session.current)).toHaveLength(1);
    expect(history.$profile.get()).toMatchObject({ status: 'ready', value: { username: 'demouser', email: 'deniz.yilmaz@example.com' } });
  });

  it('forgets what it showed when another player logs in', async () => {
    const { client } = await sandbox.playerClient();
    const history = historyOf(client);
    await Promise.all([history.gameActivities.show(ALL), history.showProfile()]);
    client.setAuth(await sandbox.login('vipuser'));
    expect(history.gameActivities.$list.get()).toEqual({ status: 'idle' });
    expect(history.$profile.get()).toEqual({ status: 'idle' });
  });

  it('shows the page asked for last, whatever order the answers come in', async () => {
    const { client } = await sandbox.playerClient();
    const { gameActivities } = historyOf(client);
    const held = sandbox.net.hold('customer/gameactivities');
    const older = gameActivities.show(ALL);
    await held.arrived;
    await gameActivities.show({ ...ALL, page: 1 });
    expect(await held.release().catch((error: unknown) => error)).toMatchObject({ name: 'AbortError' });
    await older;
    const state = gameActivities.$list.get();
    expect(state.status === 'ready' && state.query.page).toBe(1);
  });
});
