import { act, screen, waitFor, within } from '@testing-library/react';
import { BetStatus, betslipOf } from '@oyna/sdk/betslip';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { openDialog } from '../../dialog/dialog.store';
import { demoBets, demoBetslipWith, DEMO_ODDS } from '../../fixtures/betslip.data';
import { demoPlayer } from '../../fixtures/demo.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { BetslipPanel } from './BetslipPanel';
import * as stories from './MyBetsDialog.stories';

const openMyBets = async (settled = false) => {
  openDialog('myBets', { settled });
  return screen.findByRole('dialog', { name: 'My Bets' });
};

const coupons = (dialog: HTMLElement) => within(dialog).queryAllByRole('article');

describe('MyBetsDialog', () => {
  it('lists the open coupons with status, stake, odds, possible win, date and each selection', async () => {
    renderWithDemoApi(<DialogHost />, { locale: 'en', user: demoPlayer });
    const dialog = await openMyBets();
    await waitFor(() => expect(coupons(dialog)).toHaveLength(2));
    const multiple = within(dialog).getByRole('article', { name: 'Coupon 1006 · Multiple' });
    expect(multiple.textContent).toContain('Accepted');
    expect(within(multiple).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Galatasaray – FenerbahçeMaç Sonucu: 1 · 1.42Pending',
      'Beşiktaş – TrabzonsporAlt/Üst 2.5: Üst · 1.90Pending',
    ]);
    expect(multiple.textContent).toContain('Stake₺250,00');
    expect(multiple.textContent).toContain('Total odds2.70');
    expect(multiple.textContent).toContain('Possible win₺675,00');
    expect(multiple.textContent).toMatch(/Placed: 23\.Nov\.26 \d\d:40/);
    expect(multiple.textContent).not.toContain('Payout');
    await expectNoAxeViolations(dialog);
  });

  it('shows settled coupons with their payout and each selection’s result', async () => {
    const { user } = renderWithDemoApi(<DialogHost />, { locale: 'en', user: demoPlayer });
    const dialog = await openMyBets();
    await user.click(await within(dialog).findByRole('button', { name: 'Settled', pressed: false }));
    await waitFor(() => expect(coupons(dialog)).toHaveLength(3));
    const won = within(dialog).getByRole('article', { name: 'Coupon 1004 · Multiple' });
    expect(won.textContent).toContain('Won');
    expect(won.textContent).toContain('Payout₺136,50');
    expect(within(won).getAllByText('Correct')).toHaveLength(2);
    expect(within(dialog).getByRole('article', { name: 'Coupon 1003 · Single' }).textContent).toMatch(/Lost.*Wrong.*Payout₺0,00/s);
    expect(within(dialog).getByRole('article', { name: 'Coupon 1002 · Single' }).textContent).toMatch(/Returned.*Cancelled.*Payout₺75,00/s);
  });

  it('pages through many coupons: Previous and Next, page x of y', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ ...demoBets()[3]!, betId: 2000 + index, status: BetStatus.Lost }));
    const { user } = renderWithDemoApi(<DialogHost />, {
      locale: 'en',
      user: demoPlayer,
      api: { betslip: { ...demoBetslipWith([]), bets: many } },
    });
    const dialog = await openMyBets(true);
    const pages = await within(dialog).findByRole('navigation', { name: 'My Bets pages' });
    expect(pages.textContent).toContain('Page 1 of 3');
    expect(coupons(dialog)).toHaveLength(10);
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(dialog).getByRole('navigation').textContent).toContain('Page 3 of 3'));
    expect(coupons(dialog)).toHaveLength(5);
    expect((within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there are no coupons, and when they could not be loaded', async () => {
    const { user, demo } = renderWithDemoApi(<DialogHost />, {
      locale: 'en',
      user: demoPlayer,
      api: { betslip: { ...demoBetslipWith([]), bets: [] } },
    });
    const dialog = await openMyBets();
    expect(await within(dialog).findByText('You have no open bets.')).toBeTruthy();
    demo!.api.players = [];
    await user.click(within(dialog).getByRole('button', { name: 'Settled' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Your bets could not be loaded.');
    demo!.api.players = [{ user: demoPlayer, password: 'x' }];
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('You have no settled bets yet.')).toBeTruthy();
  });

  it('shows a bet placed meanwhile', async () => {
    const { client } = renderWithDemoApi(
      <>
        <BetslipPanel />
        <DialogHost />
      </>,
      { locale: 'en', user: demoPlayer, api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.madridHome, amount: 40 }]) } },
    );
    const place = await screen.findByRole('button', { name: 'Place Bet' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    const dialog = await openMyBets();
    await waitFor(() => expect(coupons(dialog)).toHaveLength(2));
    // The dialog is modal: the bet comes from elsewhere (another tab's slip, as far as it knows).
    await act(() => betslipOf(client).placeBet());
    await waitFor(() => expect(coupons(dialog)).toHaveLength(3));
    expect(coupons(dialog)[0]!.textContent).toContain('Real Madrid – Barcelona');
  });
});

describe('MyBetsDialog stories', () => {
  itRendersEveryStory(stories);
});
