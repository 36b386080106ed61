import { describe, expect, it } from 'vitest';
import { CALCULATE_DEBOUNCE_MS } from './betslip.constants';
import { createStakes } from './stakes.task';
import { SB_API, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { valueWhere } from '../test/valueWhere';

const api = useFakeApi();
const { http, HttpResponse } = api;

function setup() {
  const bodies: unknown[] = [];
  api.server.use(
    http.post(`${SB_API}sportsbook/calculate`, async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      bodies.push(body);
      if (body.amount === 13) return HttpResponse.json(envelope(null, 'Stake refused', false));
      return HttpResponse.json(envelope({ possibleWin: body.amount * 2, betAmount: body.amount }));
    }),
  );
  const harness = createTestClient();
  const errors: unknown[] = [];
  const stakes = createStakes(harness.client, (error) => errors.push(error));
  return { ...harness, stakes, bodies, errors };
}

describe('the stakes of a slip', () => {
  it('shows a typed stake at once and asks the server once, after the player pauses', async () => {
    const { stakes, tick, bodies } = setup();
    stakes.setSingle(7, 1);
    stakes.setSingle(7, 10.004);
    expect(stakes.$singles.get().get(7)).toEqual({ stake: 10, calculated: null });
    tick(CALCULATE_DEBOUNCE_MS - 1);
    expect(bodies).toEqual([]);
    tick(1);
    const entry = await valueWhere(stakes.$singles, (singles) => singles.get(7)?.calculated !== null);
    expect(bodies).toEqual([{ type: 1, oddId: 7, amount: 10 }]);
    expect(entry.get(7)).toEqual({ stake: 10, calculated: { stake: 10, possibleWin: 20 } });
  });

  it('calculates the multiple on its own and forgets everything when cleared', async () => {
    const { stakes, tick, bodies } = setup();
    stakes.setMultiple(5);
    stakes.setSingle(7, 3);
    tick(CALCULATE_DEBOUNCE_MS);
    await valueWhere(stakes.$multiple, (multiple) => multiple?.calculated !== null);
    expect(stakes.$multiple.get()).toEqual({ stake: 5, calculated: { stake: 5, possibleWin: 10 } });
    expect(bodies).toHaveLength(2);
    stakes.clear();
    expect(stakes.$singles.get().size).toBe(0);
    expect(stakes.$multiple.get()).toBeNull();
  });

  it("drops a cancelled pick's calculation and the refusal it brings back", async () => {
    const { stakes, tick, bodies, errors } = setup();
    stakes.setSingle(7, 13);
    stakes.cancelSingle(7);
    tick(CALCULATE_DEBOUNCE_MS);
    expect(bodies).toEqual([]);

    // Sent, then cancelled while on its way: its refusal is no one's business any more.
    const answered = new Promise((resolve) =>
      api.server.events.on('response:mocked', ({ request }) => void (request.url.endsWith('/calculate') && resolve(null))),
    );
    stakes.setSingle(8, 13);
    stakes.cancelSingle(8);
    stakes.setSingle(8, 13);
    tick(CALCULATE_DEBOUNCE_MS);
    stakes.cancelSingle(8);
    await answered;
    stakes.setSingle(9, 4);
    tick(CALCULATE_DEBOUNCE_MS);
    await valueWhere(stakes.$singles, (singles) => singles.get(9)?.calculated !== null);
    expect(bodies).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('keeps only the singles of the picks still on the slip', () => {
    const { stakes } = setup();
    stakes.setSingle(1, 0);
    stakes.setSingle(2, 5);
    stakes.keepOnly(new Set([2]));
    expect([...stakes.$singles.get().keys()]).toEqual([2]);
    expect(stakes.$singles.get().get(2)?.stake).toBe(5);
  });
});
