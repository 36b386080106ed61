import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { RowOdds, type RowOdd } from './RowOdds';

const sandbox = useSandbox({ resetEachTest: false });

const eventName = 'Galatasaray – Fenerbahçe';
const odd = (label: string, marketName: string, rate: number, extra: Partial<RowOdd> = {}): RowOdd => ({
  key: `${marketName}-${label}`,
  oddId: rate > 0 ? 100 + label.charCodeAt(0) : null,
  rate,
  label,
  marketName,
  ...extra,
});

describe('RowOdds', () => {
  it('keeps a withdrawn outcome in its cell with a lock, between the odds still offered', async () => {
    const { container } = renderWithOyna(
      <RowOdds odds={[odd('1', 'Match Result', 1.01), odd('X', 'Match Result', 40), odd('2', 'Match Result', 0)]} eventName={eventName} isLive />,
      sandbox,
      { locale: 'en' },
    );
    const row = screen.getByRole('button', { name: `${eventName}, Match Result, 1, 1.01` }).parentElement!;
    const cells = [...row.children].map((cell) => [cell.tagName, cell.getAttribute('aria-label')]);
    expect(cells).toEqual([
      ['BUTTON', `${eventName}, Match Result, 1, 1.01`],
      ['BUTTON', `${eventName}, Match Result, X, 40.00`],
      ['SPAN', `${eventName}, Match Result, 2, Suspended`],
    ]);
    expect(screen.getByRole('group', { name: `${eventName}, Match Result, 2, Suspended` }).querySelector('svg')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it("says a settled market is settled across its cells, in the player's language", async () => {
    const { container } = renderWithOyna(
      <RowOdds
        odds={[odd('Alt', 'Toplam Gol', 0, { settled: true }), odd('Üst', 'Toplam Gol', 0, { settled: true })]}
        eventName={eventName}
        isLive
      />,
      sandbox,
      { locale: 'tr' },
    );
    const note = screen.getByText('Sonuçlandı');
    expect(note.textContent).toBe('Toplam Gol: Sonuçlandı');
    expect(note.parentElement!.children).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
