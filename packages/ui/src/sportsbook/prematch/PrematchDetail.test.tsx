import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favouritesOf } from '@oyna/sdk/favourites';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { PrematchDetail } from './PrematchDetail';
import * as stories from './PrematchDetail.stories';
import { PrematchPanel } from './PrematchPanel';

describe('PrematchDetail', () => {
  it('shows the competition, teams and kick-off, then every market', async () => {
    const { container } = renderWithDemoApi(<PrematchDetail eventId={10101} />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Galatasaray – Fenerbahçe' })).toBeTruthy();
    expect(screen.getByText('Türkiye · Süper Lig')).toBeTruthy();
    expect(screen.getByText(/^\d{1,2}\.[A-Z][a-z]{2}\.\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    const markets = screen.getByRole('region', { name: 'Markets' });
    expect(within(markets).getAllByText('Karşılıklı Gol')).toHaveLength(1);
    expect(within(markets).getByRole('button', { name: /^Galatasaray – Fenerbahçe, Maç Sonucu, 1, \d/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sports' }).getAttribute('href')).toBe('/spor/prematch/home');
    await expectNoAxeViolations(container);
  });

  it('stars the event', async () => {
    const { user, client } = renderWithDemoApi(<PrematchDetail eventId={10101} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Favourite: Galatasaray – Fenerbahçe' }));
    expect(favouritesOf(client).$prematchEvents.get().map((favourite) => favourite.eventId)).toEqual([10101]);
  });

  it('gives the server’s reason for an unknown event, with Try again', async () => {
    renderWithDemoApi(<PrematchDetail eventId={1} />, { locale: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Etkinlik bulunamadı');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('takes a competition picked in the panel to the prematch home', async () => {
    const { user, demo } = renderWithDemoApi(
      <>
        <PrematchPanel />
        <PrematchDetail eventId={10101} />
      </>,
      { locale: 'en' },
    );
    await screen.findByRole('heading', { level: 2, name: 'Galatasaray – Fenerbahçe' });
    await user.click(await screen.findByRole('button', { name: /^Premier League/ }));
    expect(demo!.navigations).toEqual(['/spor/prematch/home']);
  });
});

describe('PrematchDetail stories', () => {
  itRendersEveryStory(stories);
});
