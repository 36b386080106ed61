import { screen, within } from '@testing-library/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { describe, expect, it } from 'vitest';
import { createDemoApiState, createDemoFetch } from '../../fixtures/demoApi';
import { largeLiveWorld } from '../../fixtures/live.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { LiveOverview } from './LiveOverview';
import * as stories from './LiveOverview.stories';

describe('LiveOverview', () => {
  it("lists the sport's live events by league with score, minute and Match Result odds", async () => {
    const { container } = renderWithDemoApi(<LiveOverview sportId={1} />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Live Futbol', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Türkiye · Süper Lig/, level: 3 })).toBeTruthy();
    const match = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/spor/live/event-view/1/70001')!;
    expect(match.textContent).toContain('2 : 1');
    expect(match.textContent).toContain("2. Yarı 67'");
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, X, 4.60' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All 39 odds: Galatasaray – Fenerbahçe' }).getAttribute('href')).toBe('/spor/live/event-view/1/70001');
    await expectNoAxeViolations(container);
  });

  it('puts a live odd in the betslip as a live pick', async () => {
    const { user, client } = renderWithDemoApi(<LiveOverview sportId={1} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, X, 4.60' }));
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, X, 4.60', pressed: true })).toBeTruthy();
    expect(betslipOf(client).$betslip.get().picks[0]).toMatchObject({ oddId: 700012, isLive: true, eventName: 'Galatasaray – Fenerbahçe', oddName: 'X' });
  });

  it('switches between live sports, the current one marked', async () => {
    renderWithDemoApi(<LiveOverview sportId={2} />, { locale: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Live sports' });
    await within(nav).findByRole('link', { name: 'Basketbol 3' });
    expect(within(nav).getByRole('link', { name: 'Basketbol 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Futbol 8' }).getAttribute('href')).toBe('/spor/live/overview/1');
    expect(within(nav).queryByRole('link', { name: /Sanal/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Los Angeles Lakers – Boston Celtics, Match Result, 2, 1.85' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Lakers.*Match Result, X/ })).toBeNull();
  });

  it('locks the odds of a suspended match', async () => {
    renderWithDemoApi(<LiveOverview sportId={1} />, { locale: 'en', api: {} });
    await screen.findByRole('heading', { name: 'Live Futbol', level: 2 });
    window.scrollTo(0, 0);
    expect(await screen.findByRole('group', { name: 'Iğdır FK – Erzurumspor, Match Result, 1, Suspended' })).toBeTruthy();
  });

  it('stars a match into My Favourites', async () => {
    const { user, client } = renderWithDemoApi(<LiveOverview sportId={1} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Favourite: Arsenal – Chelsea' }));
    expect(screen.getByRole('button', { name: 'Favourite: Arsenal – Chelsea' }).getAttribute('aria-pressed')).toBe('true');
    expect(client.storage.readText('sb_live_favorite_events')).toContain('"eventId":70006');
  });

  it("shows its sport's events as soon as their list is in, while another sport's list is on its way", async () => {
    const demo = createDemoFetch(createDemoApiState());
    let answerBasketball = () => {};
    const basketball = new Promise<void>((resolve) => (answerBasketball = resolve));
    const slowBasketball: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && JSON.parse(init.body).sportId === 2) await basketball;
      return demo(input, init);
    };
    renderWithDemoApi(<LiveOverview sportId={1} />, { locale: 'en', fetch: slowBasketball });
    expect(await screen.findByRole('button', { name: 'Galatasaray – Fenerbahçe, Match Result, X, 4.60' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    answerBasketball();
  });

  it('says so for a sport that is not live', async () => {
    renderWithDemoApi(<LiveOverview sportId={9} />, { locale: 'en' });
    expect(await screen.findByText('There are no live events right now.')).toBeTruthy();
  });

  it('renders only the rows in view of hundreds of events', async () => {
    renderWithDemoApi(<LiveOverview sportId={1} />, { locale: 'en', api: { live: largeLiveWorld(2000) } });
    await screen.findByRole('heading', { name: 'Live Futbol', level: 2 });
    await screen.findAllByRole('link', { name: /^All \d+ odds/ });
    const rows = screen.getAllByRole('link', { name: /^All \d+ odds/ });
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(40);
  });
});

describe('LiveOverview stories', () => {
  itRendersEveryStory(stories);
});
