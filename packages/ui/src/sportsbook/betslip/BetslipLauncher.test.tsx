import { act, screen, waitFor, within } from '@testing-library/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { BetslipDock } from './BetslipDock';
import { BetslipLauncher } from './BetslipLauncher';
import * as stories from './BetslipLauncher.stories';

const sandbox = useSandbox();

/** A guest whose slip holds two picks: a live match's home win and a prematch match's away win. */
async function guestWithTwoPicks(): Promise<string> {
  const [live] = await sandbox.liveFootball();
  const [prematch] = await sandbox.prematchFootball();
  const token = await sandbox.guestToken();
  await sandbox.addToSlip(token, live!.odds.home.id, prematch!.odds.away.id);
  return token;
}

describe('BetslipLauncher', () => {
  it('is not there while the slip is empty, and counts the picks once there are some', async () => {
    const [live] = await sandbox.liveFootball();
    const { client } = renderWithOyna(<BetslipLauncher />, sandbox, { locale: 'en' });
    await waitFor(() => expect(betslipOf(client).$betslip.get().loading).toBe(false));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => betslipOf(client).toggle({ oddId: live!.odds.home.id, isLive: true }));
    expect(screen.getByRole('button', { name: 'Betslip 1' })).toBeVisible();
    // The server took it: still one.
    await waitFor(() => expect(betslipOf(client).$betslip.get().picks[0]?.isSkeleton).toBe(false));
    expect(screen.getByRole('button', { name: 'Betslip 1' })).toBeVisible();
  });

  it('opens the slip as a bottom sheet that keeps focus, locks the page and closes on Escape', async () => {
    const { user, container } = renderWithOyna(
      <>
        <BetslipLauncher />
        <DialogHost />
      </>,
      sandbox,
      { locale: 'en', anonymousToken: await guestWithTwoPicks() },
    );
    const launcher = await screen.findByRole('button', { name: 'Betslip 2' });
    await expectNoAxeViolations(container);
    await user.click(launcher);
    const sheet = await screen.findByRole('dialog', { name: 'Betslip' });
    expect(within(sheet).getByRole('button', { name: 'Multiple', pressed: true })).toBeVisible();
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(2);
    expect(document.body.style.overflow || document.documentElement.style.overflow).toBe('hidden');
    for (let press = 0; press < 25; press += 1) {
      await user.tab();
      expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await expectNoAxeViolations(sheet);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(launcher);
  });
});

describe('BetslipDock', () => {
  const width = window.innerWidth;
  afterEach(() => {
    window.innerWidth = width;
  });

  it('puts the slip in the right column from 1280 px, and behind the floating button below', async () => {
    const anonymousToken = await guestWithTwoPicks();
    window.innerWidth = 1280;
    const { unmount } = renderWithOyna(<BetslipDock />, sandbox, { locale: 'en', anonymousToken });
    expect(screen.getByRole('region', { name: /^Betslip/ })).toBeVisible();
    unmount();
    window.innerWidth = 1279;
    renderWithOyna(<BetslipDock />, sandbox, { locale: 'en', anonymousToken });
    expect(await screen.findByRole('button', { name: 'Betslip 2' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Betslip/ })).toBeNull();
  });
});

describe('BetslipLauncher stories', () => {
  itRendersEveryStory(stories);
});
