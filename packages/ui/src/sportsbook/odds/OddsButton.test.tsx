import { act, screen, waitFor } from '@testing-library/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { oddsOf } from '@oyna/sdk/feed';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { oddsButtonName, pickName, slipOddIds } from '../../test/betslip.sandbox';
import { renderWithOyna } from '../../test/render';
import { recordingFetch } from '../../test/recordingFetch';
import { useSandbox, type SandboxOdd } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { OddsButton } from './OddsButton';
import * as stories from './OddsButton.stories';

const sandbox = useSandbox();

/** A button's props for an odd the sandbox offers live. */
const liveProps = (odd: SandboxOdd) => ({
  oddId: odd.id,
  rate: odd.rate,
  eventName: odd.eventName,
  marketName: odd.marketName,
  oddName: odd.name,
  isLive: true,
});

/** The home win of the first live football match. */
const liveHome = async () => (await sandbox.liveFootball())[0]!.odds.home;

/** What a button shows, given as props: no call reaches the sandbox for it. */
const home = {
  oddId: 101,
  rate: 1.85,
  eventName: 'Galatasaray – Fenerbahçe',
  marketName: 'Match Result',
  oddName: '1',
  isLive: true,
};
const name = 'Galatasaray – Fenerbahçe, Match Result, 1, 1.85';

describe('OddsButton', () => {
  it('says event, market, selection and odds', async () => {
    const { container } = renderWithOyna(<OddsButton {...home} />, sandbox, { locale: 'en' });
    const button = screen.getByRole('button', { name, pressed: false });
    expect(button.textContent).toBe('1 1.85');
    await expectNoAxeViolations(container);
  });

  it('writes its odds with a decimal comma in Turkish, on screen and in its name', () => {
    renderWithOyna(<OddsButton {...home} marketName="Maç Sonucu" />, sandbox, { locale: 'tr' });
    const button = screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Maç Sonucu, 1, 1,85' });
    expect(button.textContent).toBe('1 1,85');
  });

  it('puts its odd in the betslip and takes it out again, pressed while it is there', async () => {
    const odd = await liveHome();
    const name = oddsButtonName(odd);
    const anonymousToken = await sandbox.guestToken();
    const { user, client } = renderWithOyna(<OddsButton {...liveProps(odd)} />, sandbox, { locale: 'en', anonymousToken });
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name, pressed: true })).toBeVisible();
    // The placeholder already knows what it is, before the server answers.
    await waitFor(() => expect(betslipOf(client).$betslip.get().picks[0]).toMatchObject({ oddId: odd.id, isLive: true, eventName: odd.eventName, rate: odd.rate }));
    await waitFor(async () => expect(await slipOddIds(sandbox, anonymousToken)).toEqual([odd.id]));
    await waitFor(() => expect(betslipOf(client).$betslip.get().picks[0]?.isSkeleton).toBe(false));
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name, pressed: false })).toBeVisible();
    await waitFor(async () => expect(await slipOddIds(sandbox, anonymousToken)).toEqual([]));
  });

  it('shows a press at once and tells the betslip after that frame; a second press before then takes it back', async () => {
    const odd = await liveHome();
    const name = oddsButtonName(odd);
    const anonymousToken = await sandbox.guestToken();
    const { client } = renderWithOyna(<OddsButton {...liveProps(odd)} />, sandbox, { locale: 'en', anonymousToken });
    const slip = betslipOf(client);
    const button = screen.getByRole('button', { name });
    act(() => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(slip.$pickedOddIds.get().has(odd.id)).toBe(false);
    await waitFor(() => expect(slip.$pickedOddIds.get().has(odd.id)).toBe(true));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(async () => expect(await slipOddIds(sandbox, anonymousToken)).toEqual([odd.id]));

    // Out and in again before the slip hears of either: while it takes the pick out and puts it
    // back, the button stays as the player left it.
    act(() => button.click());
    act(() => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const shown: (string | null)[] = [];
    new MutationObserver(() => shown.push(button.getAttribute('aria-pressed'))).observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
    await waitFor(() => expect(slip.$betslip.get().picks[0]?.isSkeleton).toBe(false));
    await waitFor(async () => expect(await slipOddIds(sandbox, anonymousToken)).toEqual([odd.id]));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(shown.filter((value) => value !== 'true')).toEqual([]);
  });

  it('follows the betslip: picked elsewhere, it shows pressed; the format chosen there is its format', async () => {
    const odd = await liveHome();
    const { client } = renderWithOyna(<OddsButton {...liveProps(odd)} rate={2.5} />, sandbox, { locale: 'en' });
    act(() => betslipOf(client).toggle({ oddId: odd.id, isLive: true }));
    expect(screen.getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe(`${pickName(odd)}, 2.50`);
    act(() => betslipOf(client).setOddsFormat('american'));
    expect(screen.getByRole('button', { name: `${pickName(odd)}, +150`, pressed: true })).toBeVisible();
    // The server took the pick: it stays pressed.
    await waitFor(() => expect(betslipOf(client).$betslip.get().picks[0]?.isSkeleton).toBe(false));
    expect(screen.getByRole('button', { pressed: true })).toBeVisible();
  });

  it('re-renders only the buttons whose odd was toggled', async () => {
    const odds = (await sandbox.liveFootball()).flatMap((event) => [event.odds.home, event.odds.draw!, event.odds.away]).slice(0, 30);
    expect(odds).toHaveLength(30);
    const network = recordingFetch(globalThis.fetch);
    const rendered: string[] = [];
    const { user, client } = renderWithOyna(
      <>
        {odds.map((odd, index) => (
          <Profiler key={index} id={String(index)} onRender={(id) => rendered.push(id)}>
            <OddsButton {...liveProps(odd)} />
          </Profiler>
        ))}
      </>,
      sandbox,
      { locale: 'en', fetch: network.fetch },
    );
    // The server answers after the check below.
    const release = network.hold('sportsbook/toggleOdd');
    rendered.length = 0;
    await user.click(screen.getByRole('button', { name: oddsButtonName(odds[7]!) }));
    expect(screen.getByRole('button', { name: oddsButtonName(odds[7]!), pressed: true })).toBeVisible();
    expect(new Set(rendered)).toEqual(new Set(['7']));
    release();
    await waitFor(() => expect(betslipOf(client).$betslip.get().picks[0]?.isSkeleton).toBe(false));
  });

  it('shows the chosen format', () => {
    renderWithOyna(<OddsButton {...home} rate={2.5} format="fractional" />, sandbox, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 3/2' })).toBeVisible();
  });

  it('shows a lock and no price while suspended or not offered, and is no control then', () => {
    renderWithOyna(
      <>
        <OddsButton {...home} locked />
        <OddsButton {...home} oddId={null} rate={0} oddName="X" />
      </>,
      sandbox,
      { locale: 'tr' },
    );
    expect(screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, Kapalı' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, X, Kapalı' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('flashes the way the odds moved, and tells screen readers', () => {
    const { client, rerender } = renderWithOyna(<OddsButton {...home} />, sandbox, { locale: 'en' });
    act(() => oddsOf(client).observe([{ id: 101, rate: 1.85 }]));
    act(() => oddsOf(client).observe([{ id: 101, rate: 1.95 }]));
    rerender(<OddsButton {...home} rate={1.95} />);
    const button = screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 1.95' });
    expect(button.dataset.move).toBe('up');
    expect(button.textContent).toContain('Odds went up');
  });

  it('flashes only when its own odd moves, and for 3 s', () => {
    vi.useFakeTimers();
    try {
      const { client } = renderWithOyna(<OddsButton {...home} />, sandbox, { locale: 'en' });
      const button = screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 1.85' });
      act(() => oddsOf(client).observe([{ id: 101, rate: 1.85 }, { id: 202, rate: 3.4 }]));
      act(() => oddsOf(client).observe([{ id: 202, rate: 3.1 }]));
      expect(button.dataset.move).toBeUndefined();
      act(() => oddsOf(client).observe([{ id: 101, rate: 1.75 }]));
      expect(button.dataset.move).toBe('down');
      act(() => vi.advanceTimersByTime(3000));
      expect(button.dataset.move).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('OddsButton stories', () => {
  itRendersEveryStory(stories);
});
