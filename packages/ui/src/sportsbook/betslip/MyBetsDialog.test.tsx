import { act, screen, waitFor, within } from '@testing-library/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { openDialog } from '../../dialog/dialog.store';
import { expectNoAxeViolations } from '../../test/axe';
import {
  breakingNetwork,
  lira,
  placeMultiple,
  placeSingle,
  setSingleStake,
  totalOf,
  winOf,
} from '../../test/betslip.sandbox';
import { renderWithOyna } from '../../test/render';
import { useSandbox, type SandboxOdd } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { BetslipPanel } from './BetslipPanel';
import * as stories from './MyBetsDialog.stories';

const sandbox = useSandbox();

const openMyBets = async (settled = false) => {
  openDialog('myBets', { settled });
  return screen.findByRole('dialog', { name: 'My Bets' });
};

const coupons = (dialog: HTMLElement) => within(dialog).queryAllByRole('article');

/** A selection as a coupon lists it: event, market: odd · odds, result. */
const selectionText = (odd: SandboxOdd, result: string) => `${odd.eventName}${odd.marketName}: ${odd.name} · ${odd.rate.toFixed(2)}${result}`;

describe('MyBetsDialog', () => {
  it('lists the open coupons with status, stake, odds, possible win, date and each selection', async () => {
    const player = await sandbox.login();
    const [first, second, third] = await sandbox.prematchFootball();
    const picks = [first!.odds.home, second!.odds.draw!];
    const multipleId = await placeMultiple(sandbox, player.token, picks.map((odd) => odd.id), 250);
    await placeSingle(sandbox, player.token, third!.odds.away.id, 100);

    renderWithOyna(<DialogHost />, sandbox, { locale: 'en', user: player });
    const dialog = await openMyBets();
    await waitFor(() => expect(coupons(dialog)).toHaveLength(2));
    const multiple = within(dialog).getByRole('article', { name: `Coupon ${multipleId} · Multiple` });
    expect(multiple.textContent).toContain('Accepted');
    expect(within(multiple).getAllByRole('listitem').map((item) => item.textContent)).toEqual(picks.map((odd) => selectionText(odd, 'Pending')));
    const totalRate = totalOf(...picks.map((odd) => odd.rate));
    expect(multiple.textContent).toContain(`Stake${lira(250)}`);
    expect(multiple.textContent).toContain(`Total odds${totalRate.toFixed(2)}`);
    expect(multiple.textContent).toContain(`Possible win${lira(winOf(250, totalRate))}`);
    // Placed at the sandbox's frozen Saturday afternoon, 15:07 UTC (the hour in the machine's zone).
    expect(multiple.textContent).toMatch(/Placed: 14\.Mar\.26 \d\d:07/);
    expect(multiple.textContent).not.toContain('Payout');
    await expectNoAxeViolations(dialog);
  });

  it('shows settled coupons with their payout and each selection’s result', async () => {
    const player = await sandbox.login();
    const [first, second, third, fourth] = await sandbox.prematchFootball();
    const winners = [first!.odds.home, second!.odds.home];
    const wonId = await placeMultiple(sandbox, player.token, winners.map((odd) => odd.id), 50);
    const lostId = await placeSingle(sandbox, player.token, third!.odds.draw!.id, 200);
    const returnedId = await placeSingle(sandbox, player.token, fourth!.odds.home.id, 75);
    await sandbox.hook('finish', { eventId: first!.id, homeScore: 1, awayScore: 0 });
    await sandbox.hook('finish', { eventId: second!.id, homeScore: 2, awayScore: 0 });
    await sandbox.hook('finish', { eventId: third!.id, homeScore: 1, awayScore: 0 });
    await sandbox.hook('finish', { eventId: fourth!.id, cancelled: true });

    const { user } = renderWithOyna(<DialogHost />, sandbox, { locale: 'en', user: player });
    const dialog = await openMyBets();
    await user.click(await within(dialog).findByRole('button', { name: 'Settled', pressed: false }));
    await waitFor(() => expect(coupons(dialog)).toHaveLength(3));
    const won = within(dialog).getByRole('article', { name: `Coupon ${wonId} · Multiple` });
    expect(won.textContent).toContain('Won');
    expect(won.textContent).toContain(`Payout${lira(winOf(50, totalOf(...winners.map((odd) => odd.rate))))}`);
    expect(within(won).getAllByText('Correct')).toHaveLength(2);
    expect(within(dialog).getByRole('article', { name: `Coupon ${lostId} · Single` }).textContent).toMatch(/Lost.*Wrong.*Payout₺0,00/s);
    expect(within(dialog).getByRole('article', { name: `Coupon ${returnedId} · Single` }).textContent).toMatch(/Returned.*Cancelled.*Payout₺75,00/s);
  });

  it('pages through many coupons: Previous and Next, page x of y', async () => {
    const player = await sandbox.login();
    const [match] = await sandbox.prematchFootball();
    for (let coupon = 0; coupon < 25; coupon += 1) await placeSingle(sandbox, player.token, match!.odds.home.id, 1);
    // The home side loses: 25 lost coupons.
    await sandbox.hook('finish', { eventId: match!.id, homeScore: 0, awayScore: 1 });

    const { user } = renderWithOyna(<DialogHost />, sandbox, { locale: 'en', user: player });
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
    const network = breakingNetwork();
    const { user } = renderWithOyna(<DialogHost />, sandbox, { locale: 'en', user: await sandbox.login(), fetch: network.fetch, retries: 0 });
    const dialog = await openMyBets();
    expect(await within(dialog).findByText('You have no open bets.')).toBeTruthy();
    const mend = network.break('sportsbook/mybets');
    await user.click(within(dialog).getByRole('button', { name: 'Settled' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Your bets could not be loaded.');
    mend();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('You have no settled bets yet.')).toBeTruthy();
  });

  it('shows a bet placed meanwhile', async () => {
    const player = await sandbox.login();
    const [earlier, later] = await sandbox.prematchFootball();
    await placeSingle(sandbox, player.token, earlier!.odds.home.id, 10);
    await sandbox.addToSlip(player.token, later!.odds.home.id);
    await setSingleStake(sandbox, player.token, later!.odds.home.id, 40);

    const { client } = renderWithOyna(
      <>
        <BetslipPanel />
        <DialogHost />
      </>,
      sandbox,
      { locale: 'en', user: player },
    );
    const place = await screen.findByRole('button', { name: 'Place Bet' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    const dialog = await openMyBets();
    await waitFor(() => expect(coupons(dialog)).toHaveLength(1));
    // The dialog is modal: the bet comes from elsewhere (another tab's slip, as far as it knows).
    await act(() => betslipOf(client).placeBet());
    await waitFor(() => expect(coupons(dialog)).toHaveLength(2));
    expect(coupons(dialog)[0]!.textContent).toContain(later!.name);
  });
});

describe('MyBetsDialog stories', () => {
  itRendersEveryStory(stories);
});
