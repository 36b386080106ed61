import { act, screen, waitFor } from '@testing-library/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { oddsOf } from '@oyna/sdk/feed';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { OddsButton } from './OddsButton';
import * as stories from './OddsButton.stories';

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
    const { container } = renderWithDemoApi(<OddsButton {...home} />, { locale: 'en' });
    const button = screen.getByRole('button', { name, pressed: false });
    expect(button.textContent).toBe('1 1.85');
    await expectNoAxeViolations(container);
  });

  it('puts its odd in the betslip and takes it out again, pressed while it is there', async () => {
    // The derby's home win in the demo back end's live world.
    const derby = { ...home, oddId: 700011, rate: 1.42 };
    const name = 'Galatasaray – Fenerbahçe, Match Result, 1, 1.42';
    const { user, client, demo } = renderWithDemoApi(<OddsButton {...derby} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name, pressed: true })).toBeTruthy();
    // The placeholder already knows what it is, before the server answers.
    expect(betslipOf(client).$betslip.get().picks[0]).toMatchObject({ oddId: 700011, isLive: true, eventName: home.eventName, rate: 1.42 });
    await waitFor(() => expect(demo!.api.betslip.picks.map((pick) => pick.oddId)).toEqual([700011]));
    await waitFor(() => expect(betslipOf(client).$betslip.get().picks[0]?.isSkeleton).toBe(false));
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name, pressed: false })).toBeTruthy();
    await waitFor(() => expect(demo!.api.betslip.picks).toEqual([]));
  });

  it('follows the betslip: picked elsewhere, it shows pressed; the format chosen there is its format', async () => {
    const { client } = renderWithDemoApi(<OddsButton {...home} rate={2.5} />, { locale: 'en' });
    act(() => betslipOf(client).toggle({ oddId: 101, isLive: true }));
    expect(screen.getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe('Galatasaray – Fenerbahçe, Match Result, 1, 2.50');
    act(() => betslipOf(client).setOddsFormat('american'));
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, +150', pressed: true })).toBeTruthy();
  });

  it('re-renders only the buttons whose odd was toggled', async () => {
    const rendered: string[] = [];
    const { user } = renderWithDemoApi(
      <>
        {Array.from({ length: 30 }, (_, index) => (
          <Profiler key={index} id={String(index)} onRender={(id) => rendered.push(id)}>
            <OddsButton {...home} oddId={500 + index} oddName={String(index)} />
          </Profiler>
        ))}
      </>,
      // The server answers after the check below (and refuses these made-up odds: no matter).
      { locale: 'en', api: { latencyMs: 200 } },
    );
    rendered.length = 0;
    await user.click(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, 7, 1.85' }));
    expect(screen.getByRole('button', { name: /, 7, /, pressed: true })).toBeTruthy();
    expect(new Set(rendered)).toEqual(new Set(['7']));
  });

  it('shows the chosen format', () => {
    renderWithDemoApi(<OddsButton {...home} rate={2.5} format="fractional" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 3/2' })).toBeTruthy();
  });

  it('shows a lock and no price while suspended or not offered, and is no control then', () => {
    renderWithDemoApi(
      <>
        <OddsButton {...home} locked />
        <OddsButton {...home} oddId={null} rate={0} oddName="X" />
      </>,
      { locale: 'tr' },
    );
    expect(screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, Kapalı' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, X, Kapalı' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('flashes the way the odds moved, and tells screen readers', () => {
    const { client, rerender } = renderWithDemoApi(<OddsButton {...home} />, { locale: 'en' });
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
      const { client } = renderWithDemoApi(<OddsButton {...home} />, { locale: 'en' });
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
