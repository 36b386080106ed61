import { act, screen } from '@testing-library/react';
import { oddsOf } from '@oyna/sdk/feed';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithOyna } from '../../test/render';
import { itRendersEveryStory } from '../../test/stories';
import { OddsButton } from './OddsButton';
import * as stories from './OddsButton.stories';

const home = {
  oddId: 101,
  rate: 1.85,
  eventName: 'Galatasaray – Fenerbahçe',
  marketName: 'Match Result',
  oddName: '1',
};

describe('OddsButton', () => {
  it('says event, market, selection and odds', async () => {
    const { container } = renderWithOyna(<OddsButton {...home} />, { locale: 'en' });
    const cell = screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 1.85' });
    expect(cell.textContent).toBe('11.85');
    await expectNoAxeViolations(container);
  });

  it('is not a control until something picks the odd', () => {
    renderWithOyna(<OddsButton {...home} />, { locale: 'en' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the chosen format', () => {
    renderWithOyna(<OddsButton {...home} rate={2.5} format="fractional" />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 3/2' })).toBeTruthy();
  });

  it('shows a lock and no price while suspended or not offered', () => {
    renderWithOyna(
      <>
        <OddsButton {...home} locked />
        <OddsButton {...home} oddId={null} rate={0} oddName="X" />
      </>,
      { locale: 'tr' },
    );
    expect(screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, Kapalı' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, X, Kapalı' })).toBeTruthy();
  });

  it('flashes the way the odds moved, and tells screen readers', () => {
    const { client, rerender } = renderWithOyna(<OddsButton {...home} />, { locale: 'en' });
    act(() => oddsOf(client).observe([{ id: 101, rate: 1.85 }]));
    act(() => oddsOf(client).observe([{ id: 101, rate: 1.95 }]));
    rerender(<OddsButton {...home} rate={1.95} />);
    const cell = screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 1.95' });
    expect(cell.dataset.move).toBe('up');
    expect(cell.textContent).toContain('Odds went up');
  });

  it('flashes only when its own odd moves, and for 3 s', () => {
    vi.useFakeTimers();
    try {
      const { client } = renderWithOyna(<OddsButton {...home} />, { locale: 'en' });
      const cell = screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 1.85' });
      act(() => oddsOf(client).observe([{ id: 101, rate: 1.85 }, { id: 202, rate: 3.4 }]));
      act(() => oddsOf(client).observe([{ id: 202, rate: 3.1 }]));
      expect(cell.dataset.move).toBeUndefined();
      act(() => oddsOf(client).observe([{ id: 101, rate: 1.75 }]));
      expect(cell.dataset.move).toBe('down');
      act(() => vi.advanceTimersByTime(3000));
      expect(cell.dataset.move).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('becomes a toggle button with a pressed state when given an action', async () => {
    const onToggle = vi.fn();
    const { user } = renderWithOyna(<OddsButton {...home} onToggle={onToggle} pressed />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, 1, 1.85', pressed: true });
    await user.click(button);
    expect(onToggle).toHaveBeenCalledWith(101);
  });
});

describe('OddsButton stories', () => {
  itRendersEveryStory(stories);
});
