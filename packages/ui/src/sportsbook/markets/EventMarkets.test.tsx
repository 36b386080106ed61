import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoEventDetail } from '../../fixtures/sportsbook.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { EventMarkets } from './EventMarkets';
import * as stories from './EventMarkets.stories';

describe('EventMarkets', () => {
  it('lists every market with its odds, each named in full', async () => {
    const { container } = renderWithDemoApi(<EventMarkets event={demoEventDetail} />, { locale: 'en' });
    const markets = screen.getByRole('region', { name: 'Markets' });
    expect(within(markets).getAllByRole('button').length).toBeGreaterThan(15);
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Maç Sonucu, 1, 1.42' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Kesin Skor, 3-2, 13.00' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('folds a market away and back', async () => {
    const { user, container } = renderWithDemoApi(<EventMarkets event={demoEventDetail} />, { locale: 'en' });
    const details = container.querySelector('details');
    await user.click(screen.getByText('Maç Sonucu'));
    expect(details?.open).toBe(false);
    await user.click(screen.getByText('Maç Sonucu'));
    expect(details?.open).toBe(true);
  });

  it('locks everything while the live event is suspended', () => {
    renderWithDemoApi(<EventMarkets event={{ ...demoEventDetail, eventStatus: 'S' }} />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Galatasaray – Fenerbahçe, Maç Sonucu, 1, Suspended' })).toBeTruthy();
  });

  it('says so when no market is open', () => {
    renderWithDemoApi(<EventMarkets event={{ ...demoEventDetail, markets: [] }} />, { locale: 'en' });
    expect(screen.getByText('No markets are open for this event right now.')).toBeTruthy();
  });
});

describe('EventMarkets stories', () => {
  itRendersEveryStory(stories);
});
