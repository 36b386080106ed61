import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jackpotCards } from '../content/jackpots.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.call('/__test/reset', { body: {} });
  token = await t.login('demouser', 'demo12345');
});

const balance = async () => (await t.call('/api/user/balance', { token })).body.data.balance as number;
// The pots grow with the world's clock: frozen, the level holds the same amount when read and when won.
const frozenNow = async () => Date.parse((await t.call('/__test/clock', { body: { freeze: true } })).body.data.now as string);

describe('a jackpot level dropping for a player (test hook)', () => {
  it('pays what the level holds, and the player hears of it live on frnotify as a Jackpot notification', async () => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${t.url}/hub/frnotify`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
      .configureLogging(LogLevel.None)
      .build();
    const pushed = new Promise<string>((resolve) => connection.on('NotifyMessage', (_command: string, text: string) => resolve(text)));
    await connection.start();
    try {
      const before = await balance();
      const pot = jackpotCards(await frozenNow()).find((card) => card.instanceName === 'High Cash')?.levelStats[1]?.amount;
      const won = await t.call('/__test/casino/jackpot-win', { body: { username: 'demouser', jackpot: 'high cash', level: 2 }, locale: 'en' });
      expect(won.body).toMatchObject({ success: true, data: { jackpot: 'High Cash', level: 2, amount: pot } });
      expect(await balance()).toBeCloseTo(before + (pot ?? Number.NaN), 2);
      expect(JSON.parse(await pushed)).toMatchObject({ type: 3, title: 'High Cash jackpot won!', isRead: false });
      const list = (await t.call('/api/customer/notification', { token, body: { skip: 0, take: 10 } })).body.data;
      expect(JSON.stringify(list)).toContain('High Cash');
    } finally {
      await connection.stop();
    }
  });

  it('refuses a jackpot or level there is none of, and an unknown player, in words, moving no money', async () => {
    const before = await balance();
    const noJackpot = await t.call('/__test/casino/jackpot-win', { body: { username: 'demouser', jackpot: 'Mega Moolah', level: 1 }, locale: 'en' });
    expect(noJackpot.body).toMatchObject({ success: false, message: 'There is no level 1 of a jackpot named Mega Moolah.' });
    const noLevel = await t.call('/__test/casino/jackpot-win', { body: { username: 'demouser', jackpot: 'High Cash', level: 5 } });
    expect(noLevel.body.success).toBe(false);
    const nobody = await t.call('/__test/casino/jackpot-win', { body: { username: 'nobody', jackpot: 'High Cash', level: 1 } });
    expect(nobody.body.success).toBe(false);
    expect(await balance()).toBe(before);
  });
});
