import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogs } from '../../dialog/dialog.store';
import { demoBets, demoBetslipWith, DEMO_ODDS } from '../../fixtures/betslip.data';
import { demoPlayer } from '../../fixtures/demo.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { Toaster } from '../../toast/Toaster';
import { OddsButton } from '../odds/OddsButton';
import { BetslipPanel } from './BetslipPanel';
import * as stories from './BetslipPanel.stories';

const derby = { eventName: 'Galatasaray – Fenerbahçe', marketName: 'Maç Sonucu', isLive: true };

/** The panel beside two live odds and a prematch odd, as a page shows them. */
function Page() {
  return (
    <>
      <OddsButton {...derby} oddId={DEMO_ODDS.derbyHome} rate={1.42} oddName="1" />
      <OddsButton {...derby} oddId={DEMO_ODDS.derbyDraw} rate={4.6} oddName="X" />
      <OddsButton eventName="Arsenal – Liverpool" marketName="Maç Sonucu" isLive={false} oddId={DEMO_ODDS.arsenalAway} rate={2.56} oddName="2" />
      <BetslipPanel />
    </>
  );
}

const slip = () => screen.getByRole('region', { name: /^Betslip/ });
const picks = () => within(slip()).queryAllByRole('listitem');
const typeButton = (name: 'Single' | 'Multiple') => within(slip()).getByRole('button', { name });

describe('BetslipPanel', () => {
  it('starts empty: Single chosen, Multiple unavailable, nothing to place or delete', async () => {
    const { container } = renderWithDemoApi(<BetslipPanel />, { locale: 'en' });
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toContain('Your betslip is empty'));
    expect(typeButton('Single').getAttribute('aria-pressed')).toBe('true');
    expect((typeButton('Multiple') as HTMLButtonElement).disabled).toBe(true);
    expect(typeButton('Multiple').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(slip()).queryByRole('button', { name: /Place Bet|Delete all/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a pick the moment its odd is pressed, then the server’s; two picks make a multiple, one a single', async () => {
    const { user } = renderWithDemoApi(<Page />, { locale: 'en', api: { latencyMs: 30 } });
    await user.click(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Maç Sonucu, 1, 1.42' }));
    // The placeholder already says what was picked.
    expect(picks()).toHaveLength(1);
    expect(picks()[0]!.textContent).toContain('Galatasaray – Fenerbahçe');
    expect(picks()[0]!.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(picks()[0]!.getAttribute('aria-busy')).toBeNull());

    await user.click(screen.getByRole('button', { name: /^Arsenal – Liverpool, Maç Sonucu, 2,/ }));
    expect(typeButton('Multiple').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(slip()).getByText('Total odds')).toBeTruthy());

    await user.click(within(slip()).getByRole('button', { name: 'Remove Arsenal – Liverpool, Maç Sonucu, 2' }));
    expect(typeButton('Single').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(picks()).toHaveLength(1));
  });

  it('dims a pick being removed, with a spinner and nothing to click', async () => {
    const { user } = renderWithDemoApi(<BetslipPanel />, {
      locale: 'en',
      api: { latencyMs: 60, betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome }]) },
    });
    const remove = await within(slip()).findByRole('button', { name: 'Remove Galatasaray – Fenerbahçe, Maç Sonucu, 1' });
    await user.click(remove);
    const pick = picks()[0]!;
    expect(pick.getAttribute('aria-busy')).toBe('true');
    expect(pick.textContent).toContain('Removing…');
    expect(within(pick).queryByRole('button')).toBeNull();
    expect((within(pick).getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toContain('Your betslip is empty'));
  });

  it('deletes every pick at once', async () => {
    const { user, demo } = renderWithDemoApi(<BetslipPanel />, {
      locale: 'en',
      api: { latencyMs: 30, betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome }, { oddId: DEMO_ODDS.arsenalAway }]) },
    });
    await user.click(await within(slip()).findByRole('button', { name: 'Delete all' }));
    expect(picks().map((pick) => pick.getAttribute('aria-busy'))).toEqual(['true', 'true']);
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toContain('Your betslip is empty'));
    expect(demo!.api.betslip.picks).toEqual([]);
    expect(within(slip()).queryByRole('button', { name: 'Delete all' })).toBeNull();
  });

  it('takes digits only in a stake box and shows the possible win in TRY', async () => {
    const { user } = renderWithDemoApi(<BetslipPanel />, {
      locale: 'en',
      user: demoPlayer,
      api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome }]) },
    });
    const stake = (await within(slip()).findByRole('textbox', { name: 'Stake: Galatasaray – Fenerbahçe, Maç Sonucu, 1' })) as HTMLInputElement;
    expect(stake.inputMode).toBe('decimal');
    await user.type(stake, 'a1b2,5%0');
    expect(stake.value).toBe('12,50');
    // The pick's possible win and the total, both at 12,50 × 1.42.
    await waitFor(() => expect(within(slip()).getAllByText('₺17,75')).toHaveLength(2));
    expect(within(slip()).getByText('₺12,50')).toBeTruthy();
  });

  it('places a player’s single: the coupon is created, the stake leaves the balance, the slip empties', async () => {
    const { user, demo } = renderWithDemoApi(<BetslipPanel />, {
      locale: 'en',
      user: demoPlayer,
      api: { balance: 1500, betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome, amount: 100 }]) },
    });
    const place = await within(slip()).findByRole('button', { name: 'Place Bet' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.dblClick(place);
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toBe('Your coupon has been created'));
    expect(demo!.api.balance).toBe(1400);
    // A double click placed one coupon.
    expect(demo!.api.betslip.bets).toHaveLength(demoBets().length + 1);
    await waitFor(() => expect(picks()).toHaveLength(0));
  });

  it('gives the multiple stake ±100 buttons for a player, floored at 0', async () => {
    const { user } = renderWithDemoApi(<BetslipPanel />, {
      locale: 'en',
      user: demoPlayer,
      api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome }, { oddId: DEMO_ODDS.arsenalAway }]) },
    });
    const plus = await within(slip()).findByRole('button', { name: 'Add ₺100,00 to the stake' });
    await user.click(plus);
    await user.click(plus);
    expect((within(slip()).getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('200');
    await user.click(within(slip()).getByRole('button', { name: 'Take ₺100,00 off the stake' }));
    await user.click(within(slip()).getByRole('button', { name: 'Take ₺100,00 off the stake' }));
    await user.click(within(slip()).getByRole('button', { name: 'Take ₺100,00 off the stake' }));
    expect((within(slip()).getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('');
  });

  it('gives a guest no ±100 buttons, and on Place Bet asks to log in first, offering the login', async () => {
    const { user } = renderWithDemoApi(<BetslipPanel />, {
      locale: 'en',
      api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome }, { oddId: DEMO_ODDS.arsenalAway }], { multipleStake: 10 }) },
    });
    await within(slip()).findByRole('textbox', { name: 'Stake' });
    expect(within(slip()).queryByRole('button', { name: /to the stake/ })).toBeNull();
    expect(within(slip()).queryByRole('button', { name: 'My Bets' })).toBeNull();
    await user.click(within(slip()).getByRole('button', { name: 'Place Bet' }));
    const alert = within(slip()).getByRole('alert');
    expect(alert.textContent).toContain('Please login first');
    await user.click(within(alert).getByRole('button', { name: 'Login' }));
    expect(dialogs.$dialog.get()?.name).toBe('login');
  });

  it('with Accept Changes off, shows why each moved pick was refused; with it on, places at the new odds', async () => {
    const { user, demo } = renderWithDemoApi(<BetslipPanel />, {
      locale: 'en',
      user: demoPlayer,
      api: {
        betslip: demoBetslipWith([{ oddId: DEMO_ODDS.besiktasHome, amount: 20 }, { oddId: DEMO_ODDS.arsenalAway, amount: 30 }], {
          moved: { [DEMO_ODDS.besiktasHome]: 2.3 },
        }),
      },
    });
    const accept = (await within(slip()).findByRole('checkbox', { name: 'Accept Changes' })) as HTMLInputElement;
    expect(accept.checked).toBe(true);
    await user.click(within(slip()).getByRole('button', { name: 'Single' }));
    await user.click(accept);
    await user.click(within(slip()).getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(within(slip()).getByRole('alert').textContent).toContain('Bazı seçimler değişti'));
    const moved = picks().find((pick) => pick.textContent?.includes('Beşiktaş'))!;
    expect(moved.textContent).toContain('Oran değişti: 2.05 → 2.30');
    await user.click(accept);
    await user.click(within(slip()).getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toBe('Your coupon has been created'));
    expect(demo!.api.betslip.bets[1]).toMatchObject({ stake: 20, totalRate: 2.3 });
  });

  it('shows the odds in the format chosen in the slip, and keeps the choice', async () => {
    const { user, client } = renderWithDemoApi(<BetslipPanel />, {
      locale: 'en',
      api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyDraw }]) },
    });
    await within(slip()).findByText('4.60');
    await user.selectOptions(within(slip()).getByRole('combobox', { name: 'Odds format' }), 'Fractional');
    expect(within(slip()).getByText('18/5')).toBeTruthy();
    expect(client.storage.readText('sb_odds_format')).toBe('fractional');
    expect(within(slip()).getByText('European')).toBeTruthy();
  });

  it('toasts a toggle the server refused, and puts the slip back as it was', async () => {
    const { user, demo } = renderWithDemoApi(
      <>
        <Page />
        <Toaster />
      </>,
      { locale: 'en' },
    );
    demo!.api.betslip.refuseToggles = 'Oranlar güncelleniyor';
    await user.click(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Maç Sonucu, X, 4.60' }));
    expect(await screen.findByText('Oranlar güncelleniyor')).toBeTruthy();
    expect(picks()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Maç Sonucu, X, 4.60', pressed: false })).toBeTruthy();
  });

  it('gives a player the My Bets toggle', async () => {
    const { user } = renderWithDemoApi(<BetslipPanel />, { locale: 'en', user: demoPlayer });
    const toggle = within(slip()).getByRole('button', { name: 'My Bets', pressed: false });
    await user.click(toggle);
    expect(dialogs.$dialog.get()?.name).toBe('myBets');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(dialogs.$dialog.get()).toBeNull();
  });
});

describe('BetslipPanel stories', () => {
  itRendersEveryStory(stories);
});
