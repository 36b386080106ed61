import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogs } from '../../dialog/dialog.store';
import { expectNoAxeViolations } from '../../test/axe';
import {
  lira,
  myBets,
  oddsButtonName,
  pickName,
  setMultipleStake,
  setSingleStake,
  slipOddIds,
  winOf,
} from '../../test/betslip.sandbox';
import { renderWithOyna } from '../../test/render';
import { recordingFetch } from '../../test/recordingFetch';
import { useSandbox, type SandboxOdd } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { Toaster } from '../../toast/Toaster';
import { OddsButton } from '../odds/OddsButton';
import { BetslipPanel } from './BetslipPanel';
import * as stories from './BetslipPanel.stories';

const sandbox = useSandbox();

/** The odds the tests bet on: a live match's home win and draw, and a prematch match's away win. */
async function theOdds(): Promise<{ home: SandboxOdd; draw: SandboxOdd; away: SandboxOdd }> {
  const [live] = await sandbox.liveFootball();
  const [prematch] = await sandbox.prematchFootball();
  return { home: live!.odds.home, draw: live!.odds.draw!, away: prematch!.odds.away };
}

const button = (odd: SandboxOdd, isLive: boolean) => (
  <OddsButton oddId={odd.id} rate={odd.rate} eventName={odd.eventName} marketName={odd.marketName} oddName={odd.name} isLive={isLive} />
);

/** The panel beside two live odds and a prematch odd, as a page shows them. */
function Page({ odds }: { odds: { home: SandboxOdd; draw: SandboxOdd; away: SandboxOdd } }) {
  return (
    <>
      {button(odds.home, true)}
      {button(odds.draw, true)}
      {button(odds.away, false)}
      <BetslipPanel />
    </>
  );
}

/** A guest whose slip holds these odds. */
async function guestWith(...odds: SandboxOdd[]): Promise<string> {
  const token = await sandbox.guestToken();
  await sandbox.addToSlip(token, ...odds.map((odd) => odd.id));
  return token;
}

/** demouser, logged in, whose slip holds these odds. */
async function playerWith(...odds: SandboxOdd[]) {
  const player = await sandbox.login();
  await sandbox.addToSlip(player.token, ...odds.map((odd) => odd.id));
  return player;
}

const slip = () => screen.getByRole('region', { name: /^Betslip/ });
const picks = () => within(slip()).queryAllByRole('listitem');
const typeButton = (name: 'Single' | 'Multiple') => within(slip()).getByRole('button', { name });

describe('BetslipPanel', () => {
  it('starts empty: Single chosen, Multiple unavailable, nothing to place or delete', async () => {
    const { container } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en' });
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toContain('Your betslip is empty'));
    expect(typeButton('Single').getAttribute('aria-pressed')).toBe('true');
    expect((typeButton('Multiple') as HTMLButtonElement).disabled).toBe(true);
    expect(typeButton('Multiple').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(slip()).queryByRole('button', { name: /Place Bet|Delete all/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a pick once its odd is pressed, before the server answers, then the server’s; two picks make a multiple, one a single', async () => {
    const odds = await theOdds();
    const network = recordingFetch(globalThis.fetch);
    const { user } = renderWithOyna(<Page odds={odds} />, sandbox, { locale: 'en', fetch: network.fetch });
    const release = network.hold('sportsbook/toggleOdd');
    await user.click(screen.getByRole('button', { name: oddsButtonName(odds.home) }));
    // The odd shows pressed in the click's frame; the slip follows in the next, with a placeholder
    // that already says what was picked while the server has not answered.
    expect(screen.getByRole('button', { name: oddsButtonName(odds.home) }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(picks()).toHaveLength(1));
    expect(picks()[0]!.textContent).toContain(odds.home.eventName);
    expect(picks()[0]!.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(picks()[0]!.getAttribute('aria-busy')).toBeNull());

    await user.click(screen.getByRole('button', { name: oddsButtonName(odds.away) }));
    await waitFor(() => expect(typeButton('Multiple').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(within(slip()).getByText('Total odds')).toBeVisible());

    await user.click(within(slip()).getByRole('button', { name: `Remove ${pickName(odds.away)}` }));
    expect(typeButton('Single').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(picks()).toHaveLength(1));
  });

  it('dims a pick being removed, with a spinner and nothing to click', async () => {
    const { home } = await theOdds();
    const network = recordingFetch(globalThis.fetch);
    const { user } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', anonymousToken: await guestWith(home), fetch: network.fetch });
    const remove = await within(slip()).findByRole('button', { name: `Remove ${pickName(home)}` });
    const release = network.hold('sportsbook/toggleOdd');
    await user.click(remove);
    const pick = picks()[0]!;
    expect(pick.getAttribute('aria-busy')).toBe('true');
    expect(pick.textContent).toContain('Removing…');
    expect(within(pick).queryByRole('button')).toBeNull();
    expect((within(pick).getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toContain('Your betslip is empty'));
  });

  it('deletes every pick at once', async () => {
    const { home, away } = await theOdds();
    const anonymousToken = await guestWith(home, away);
    const network = recordingFetch(globalThis.fetch);
    const { user } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', anonymousToken, fetch: network.fetch });
    const deleteAll = await within(slip()).findByRole('button', { name: 'Delete all' });
    const release = network.hold('sportsbook/toggleOdd');
    await user.click(deleteAll);
    expect(picks().map((pick) => pick.getAttribute('aria-busy'))).toEqual(['true', 'true']);
    release();
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toContain('Your betslip is empty'));
    expect(await slipOddIds(sandbox, anonymousToken)).toEqual([]);
    expect(within(slip()).queryByRole('button', { name: 'Delete all' })).toBeNull();
  });

  it('takes digits only in a stake box and shows the possible win in TRY', async () => {
    const { home } = await theOdds();
    const { user } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', user: await playerWith(home) });
    const stake = (await within(slip()).findByRole('textbox', { name: `Stake: ${pickName(home)}` })) as HTMLInputElement;
    expect(stake.inputMode).toBe('decimal');
    await user.type(stake, 'a1b2,5%0');
    expect(stake.value).toBe('12,50');
    // The pick's possible win and the total, both at 12,50 × its odds.
    await waitFor(() => expect(within(slip()).getAllByText(lira(winOf(12.5, home.rate)))).toHaveLength(2));
    expect(within(slip()).getByText('₺12,50')).toBeVisible();
  });

  it('places a player’s single: the coupon is created, the stake leaves the balance, the slip empties', async () => {
    const { home } = await theOdds();
    const player = await playerWith(home);
    await setSingleStake(sandbox, player.token, home.id, 100);
    await sandbox.hook('balance', { username: 'demouser', balance: 1500 });
    const { user } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', user: player });
    const place = await within(slip()).findByRole('button', { name: 'Place Bet' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.dblClick(place);
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toBe('Your coupon has been created'));
    expect((await sandbox.api<{ balance: number }>('user/balance', { token: player.token })).data.balance).toBe(1400);
    // A double click placed one coupon.
    expect((await myBets(sandbox, player.token)).items).toMatchObject([{ stake: 100, selections: [{ oddId: home.id }] }]);
    await waitFor(() => expect(picks()).toHaveLength(0));
  });

  it('gives the multiple stake ±100 buttons for a player, floored at 0', async () => {
    const { home, away } = await theOdds();
    const { user } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', user: await playerWith(home, away) });
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
    const { home, away } = await theOdds();
    const anonymousToken = await guestWith(home, away);
    await setMultipleStake(sandbox, anonymousToken, 10);
    const { user } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', anonymousToken });
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
    const { home, away } = await theOdds();
    const player = await playerWith(home, away);
    await setSingleStake(sandbox, player.token, home.id, 20);
    await setSingleStake(sandbox, player.token, away.id, 30);
    // The live odd moves after it was picked.
    const moved = Math.round((home.rate + 0.25) * 100) / 100;
    await sandbox.hook('odds', { oddId: home.id, rate: moved });
    const change = `Odds changed from ${home.rate.toFixed(2)} to ${moved.toFixed(2)}`;

    const { user } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', user: player });
    const accept = (await within(slip()).findByRole('checkbox', { name: 'Accept Changes' })) as HTMLInputElement;
    expect(accept.checked).toBe(true);
    await user.click(within(slip()).getByRole('button', { name: 'Single' }));
    await user.click(accept);
    await user.click(within(slip()).getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(within(slip()).getByRole('alert').textContent).toContain(change));
    const movedPick = picks().find((pick) => pick.textContent?.includes(home.eventName))!;
    expect(movedPick.textContent).toContain(change);
    expect(picks().find((pick) => pick.textContent?.includes(away.eventName))!.textContent).not.toContain('Odds changed');
    expect((await myBets(sandbox, player.token)).total).toBe(0);
    await user.click(accept);
    await user.click(within(slip()).getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(within(slip()).getByRole('status').textContent).toBe('Your coupon has been created'));
    const placed = (await myBets(sandbox, player.token)).items;
    expect(placed.find((bet) => bet.selections[0].oddId === home.id)).toMatchObject({ stake: 20, totalRate: moved });
    expect(placed.find((bet) => bet.selections[0].oddId === away.id)).toMatchObject({ stake: 30, totalRate: away.rate });
  });

  it('shows the odds in the format chosen in the slip, and keeps the choice', async () => {
    const { draw } = await theOdds();
    // Odds of 4.60: 18/5 as a fraction.
    await sandbox.hook('odds', { oddId: draw.id, rate: 4.6 });
    const { user, client } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', anonymousToken: await guestWith(draw) });
    await within(slip()).findByText('4.60');
    await user.selectOptions(within(slip()).getByRole('combobox', { name: 'Odds format' }), 'Fractional');
    expect(within(slip()).getByText('18/5')).toBeVisible();
    expect(client.storage.readText('sb_odds_format')).toBe('fractional');
    expect(within(slip()).getByText('European')).toBeVisible();
  });

  it('toasts a toggle the server refused, and puts the slip back as it was', async () => {
    const odds = await theOdds();
    const { user } = renderWithOyna(
      <>
        <Page odds={odds} />
        <Toaster />
      </>,
      sandbox,
      { locale: 'en' },
    );
    // A goal suspends the live match before the page has heard of it: the server refuses its odds.
    await sandbox.hook('goal', { eventId: odds.draw.eventId, side: 'home' });
    const refusal = await sandbox.sb('sportsbook/toggleOdd', { body: { oddId: odds.draw.id, isLive: true } });
    expect(refusal.success).toBe(false);
    await user.click(screen.getByRole('button', { name: oddsButtonName(odds.draw) }));
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect(picks()).toHaveLength(0);
    expect(screen.getByRole('button', { name: oddsButtonName(odds.draw), pressed: false })).toBeVisible();
  });

  it('gives a player the My Bets toggle', async () => {
    const { user } = renderWithOyna(<BetslipPanel />, sandbox, { locale: 'en', user: await sandbox.login() });
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
