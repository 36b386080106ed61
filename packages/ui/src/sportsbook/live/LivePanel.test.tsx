import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDemoApiState, createDemoFetch } from '../../fixtures/demoApi';
import { largeLiveWorld } from '../../fixtures/live.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { toast } from '../../toast/toast.store';
import { itRendersEveryStory } from '../../test/stories';
import { LivePanel } from './LivePanel';
import * as stories from './LivePanel.stories';

const eventLinks = () => screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/spor/live/event-view/'));
const linkTo = (eventId: number) => eventLinks().find((link) => link.getAttribute('href')?.endsWith(`/${eventId}`));

async function renderPanel(options: Parameters<typeof renderWithDemoApi>[1] = {}) {
  const result = renderWithDemoApi(<LivePanel />, { locale: 'en', ...options });
  await screen.findByRole('button', { name: /^Futbol/ });
  return result;
}

describe('LivePanel', () => {
  it('lists live sports, leagues and events with score, period and minute, and No Selected under My Favourites', async () => {
    const { container } = await renderPanel();
    expect(screen.getByRole('searchbox', { name: 'Search Event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My Favourites 0' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('No Selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Futbol 8' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Türkiye · Süper Lig 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sanal/ })).toBeNull();

    const derby = linkTo(70001)!;
    expect(derby.getAttribute('href')).toBe('/spor/live/event-view/1/70001');
    expect(derby.textContent).toContain('Galatasaray');
    expect(derby.textContent).toContain('2 : 1');
    expect(derby.textContent).toContain("2. Yarı 67'");
    await expectNoAxeViolations(container);
  });

  it("lists each sport as its list arrives, in the panel's order, busy until every list is in", async () => {
    const demo = createDemoFetch(createDemoApiState());
    let answerFootball = () => {};
    const football = new Promise<void>((resolve) => (answerFootball = resolve));
    const slowFootball: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && JSON.parse(init.body).sportId === 1) await football;
      return demo(input, init);
    };
    const { container } = renderWithDemoApi(<LivePanel />, { locale: 'en', fetch: slowFootball });
    await screen.findByRole('button', { name: 'Basketbol 3' });
    expect(screen.queryByRole('button', { name: /^Futbol/ })).toBeNull();
    expect(eventLinks().length).toBeGreaterThan(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    act(() => answerFootball());
    await screen.findByRole('button', { name: 'Futbol 8' });
    const sports = screen.getAllByRole('button', { name: /^(Futbol|Basketbol) \d+$/ }).map((button) => button.textContent);
    expect(sports).toEqual(['Futbol8', 'Basketbol3']);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('locks an event that is not open', async () => {
    await renderPanel();
    expect(linkTo(70005)!.textContent).toContain('Suspended');
    expect(linkTo(70001)!.textContent).not.toContain('Suspended');
  });

  it('finds teams by name the Turkish way and says when nothing matches', async () => {
    const { user } = await renderPanel();
    const search = screen.getByRole('searchbox', { name: 'Search Event' });
    await user.type(search, 'istanbul');
    expect(eventLinks().map((link) => link.getAttribute('href'))).toEqual(['/spor/live/event-view/1/70004']);
    expect(linkTo(70004)!.textContent).toContain('İstanbulspor');

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(eventLinks()).toHaveLength(0);
    expect(screen.getByText('No live event matches “zzz”.')).toBeTruthy();
  });

  it('closes and opens every group with the eye, and one group with its heading', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Close all groups' }));
    expect(eventLinks()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Futbol 8' }).getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Open all groups' }));
    expect(eventLinks().length).toBeGreaterThan(10);

    await user.click(screen.getByRole('button', { name: 'Türkiye · Süper Lig 3' }));
    expect(linkTo(70001)).toBeUndefined();
    expect(linkTo(70004)).toBeTruthy();
  });

  it('moves a starred event to My Favourites and keeps it there', async () => {
    const { user, client } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Favourite: Arsenal – Chelsea' }));
    const star = screen.getByRole('button', { name: 'Favourite: Arsenal – Chelsea' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(toast.$toasts.get().map((item) => item.text)).toEqual([{ key: 'favourites.added' }]);
    expect(screen.queryByText('No Selected')).toBeNull();
    expect(screen.getByRole('button', { name: 'My Favourites 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'İngiltere · Premier League 1' })).toBeTruthy();
    expect(eventLinks()[0]!.getAttribute('href')).toBe('/spor/live/event-view/1/70006');
    expect(JSON.parse(client.storage.readText('sb_live_favorite_events')!)).toEqual([
      { eventId: 70006, sportId: 1, groupName: 'İngiltere', homeName: 'Arsenal', awayName: 'Chelsea' },
    ]);

    await user.click(star);
    expect(screen.getByText('No Selected')).toBeTruthy();
  });

  it('renders only the rows in view of two thousand events', async () => {
    await renderPanel({ api: { live: largeLiveWorld(2000) } });
    const shown = eventLinks().length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(60);
  });

  it('says when the feed is down and tries again on request', async () => {
    const { user, demo } = renderWithDemoApi(<LivePanel />, { locale: 'en', api: { live: { sports: [], groups: {}, unavailable: true } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Live events could not be loaded');
    demo!.api.live = largeLiveWorld(20);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: /^Futbol/ });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the active event as the current page', async () => {
    const { client } = await renderPanel();
    const { liveFeedOf } = await import('@oyna/sdk/feed');
    act(() => liveFeedOf(client).setActiveEvent(70007));
    expect(linkTo(70007)!.getAttribute('aria-current')).toBe('page');
  });
});

describe('LivePanel stories', () => {
  itRendersEveryStory(stories);
});
