import { act, screen, waitFor, within } from '@testing-library/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { demoBetslipWith, DEMO_ODDS } from '../../fixtures/betslip.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { BetslipDock } from './BetslipDock';
import { BetslipLauncher } from './BetslipLauncher';
import * as stories from './BetslipLauncher.stories';

const twoPicks = () => demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome }, { oddId: DEMO_ODDS.arsenalAway }]);

describe('BetslipLauncher', () => {
  it('is not there while the slip is empty, and counts the picks once there are some', async () => {
    const { client } = renderWithDemoApi(<BetslipLauncher />, { locale: 'en' });
    await waitFor(() => expect(betslipOf(client).$betslip.get().loading).toBe(false));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => betslipOf(client).toggle({ oddId: DEMO_ODDS.derbyHome, isLive: true }));
    expect(screen.getByRole('button', { name: 'Betslip 1' })).toBeTruthy();
  });

  it('opens the slip as a bottom sheet that keeps focus, locks the page and closes on Escape', async () => {
    const { user, container } = renderWithDemoApi(
      <>
        <BetslipLauncher />
        <DialogHost />
      </>,
      { locale: 'en', api: { betslip: twoPicks() } },
    );
    const launcher = await screen.findByRole('button', { name: 'Betslip 2' });
    await expectNoAxeViolations(container);
    await user.click(launcher);
    const sheet = await screen.findByRole('dialog', { name: 'Betslip' });
    expect(within(sheet).getByRole('button', { name: 'Multiple', pressed: true })).toBeTruthy();
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
    window.innerWidth = 1280;
    const { unmount } = renderWithDemoApi(<BetslipDock />, { locale: 'en', api: { betslip: twoPicks() } });
    expect(screen.getByRole('region', { name: /^Betslip/ })).toBeTruthy();
    unmount();
    window.innerWidth = 1279;
    renderWithDemoApi(<BetslipDock />, { locale: 'en', api: { betslip: twoPicks() } });
    expect(await screen.findByRole('button', { name: 'Betslip 2' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Betslip/ })).toBeNull();
  });
});

describe('BetslipLauncher stories', () => {
  itRendersEveryStory(stories);
});
