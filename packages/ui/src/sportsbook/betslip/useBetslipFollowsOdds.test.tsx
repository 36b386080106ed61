import { act, screen, waitFor, within } from '@testing-library/react';
import { oddsOf } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { demoBetslipWith, DEMO_ODDS } from '../../fixtures/betslip.data';
import { renderWithOyna } from '../../test/render';
import { BetslipLauncher } from './BetslipLauncher';
import { BetslipPanel } from './BetslipPanel';

describe('the betslip following the feed', () => {
  it('shows a pick’s new rate and the server’s message soon after the feed moved its odd', async () => {
    const { client, demo } = renderWithOyna(
      <>
        <BetslipPanel />
        <BetslipLauncher />
      </>,
      { locale: 'en', api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome }]) } },
    );
    const slip = () => screen.getByRole('region', { name: /^Betslip/ });
    await waitFor(() => expect(within(slip()).getByRole('listitem').textContent).toContain('1.42'));
    const reloadsBefore = (demo!.api.betslip.reads ?? 0);

    demo!.api.betslip.movedRates[DEMO_ODDS.derbyHome] = 1.55;
    act(() => oddsOf(client).observe([{ id: DEMO_ODDS.derbyHome, rate: 1.42 }]));
    act(() => oddsOf(client).observe([{ id: DEMO_ODDS.derbyHome, rate: 1.55 }]));

    await waitFor(() => expect(within(slip()).getByRole('listitem').textContent).toContain('1.55'), { timeout: 3000 });
    expect(within(slip()).getByRole('listitem').textContent).toMatch(/Oran değişti: 1.42 → 1.55/);
    // The panel and the phone's button share one follower: one reload, not two.
    expect((demo!.api.betslip.reads ?? 0) - reloadsBefore).toBe(1);
  });

  it('does not reload for odds that are not on the slip', async () => {
    const { client, demo } = renderWithOyna(<BetslipPanel />, {
      locale: 'en',
      api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome }]) },
    });
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toContain('1.42'));
    const reloadsBefore = (demo!.api.betslip.reads ?? 0);

    act(() => oddsOf(client).observe([{ id: DEMO_ODDS.arsenalAway, rate: 2.56 }]));
    act(() => oddsOf(client).observe([{ id: DEMO_ODDS.arsenalAway, rate: 2.7 }]));
    await new Promise((resolve) => setTimeout(resolve, 1300));

    expect((demo!.api.betslip.reads ?? 0)).toBe(reloadsBefore);
  });
});
