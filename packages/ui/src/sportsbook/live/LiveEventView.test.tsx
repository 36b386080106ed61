import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveFeedOf } from '@oyna/sdk/feed';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { LiveEventView } from './LiveEventView';
import * as stories from './LiveEventView.stories';

const trackerBase = 'https://tracker.example/tracker/';

beforeEach(() => {
  window.innerWidth = 1440;
});

describe('LiveEventView', () => {
  it('shows the event with its score, period and minute, and every market', async () => {
    const { container } = renderWithDemoApi(<LiveEventView eventId={70001} currentPath="/spor/live/event-view/1/70001" />, { locale: 'en' });
    const heading = await screen.findByRole('heading', { name: 'Galatasaray 2 : 1 Fenerbahçe' });
    const header = heading.closest('header')!;
    expect(within(header).getByText('Türkiye · Süper Lig')).toBeTruthy();
    expect(header.textContent).toContain("2. Yarı 67'");
    expect(header.textContent).not.toContain('Suspended');
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Maç Sonucu, 1, 1.42' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe, Karşılıklı Gol, Var, 1.85' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows a suspended event locked', async () => {
    renderWithDemoApi(<LiveEventView eventId={70005} currentPath="/spor/live/event-view/1/70005" />, { locale: 'en' });
    const heading = await screen.findByRole('heading', { name: 'Iğdır FK 2 : 2 Erzurumspor' });
    expect(heading.closest('header')!.textContent).toContain('Suspended');
    expect(screen.getByRole('group', { name: 'Iğdır FK – Erzurumspor, Maç Sonucu, 1, Suspended' })).toBeTruthy();
  });

  it('shows the first live event when the address names none', async () => {
    renderWithDemoApi(<LiveEventView currentPath="/spor/live/event-view" />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Galatasaray 2 : 1 Fenerbahçe' })).toBeTruthy();
  });

  it('moves on to the first visible event when the one in the address is no longer live', async () => {
    renderWithDemoApi(<LiveEventView eventId={123} currentPath="/spor/live/event-view/1/123" />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Galatasaray 2 : 1 Fenerbahçe' })).toBeTruthy();
  });

  it('follows the score as the feed changes it', async () => {
    const { client } = renderWithDemoApi(<LiveEventView eventId={70002} currentPath="/spor/live/event-view/1/70002" />, { locale: 'en' });
    await screen.findByRole('heading', { name: 'Beşiktaş 0 : 0 Trabzonspor' });
    const live = liveFeedOf(client);
    act(() => live.setActiveEvent(70006));
    expect(await screen.findByRole('heading', { name: 'Arsenal 1 : 0 Chelsea' })).toBeTruthy();
  });

  it('puts the tracker in the content below 1280 px, only on live pages', async () => {
    window.innerWidth = 390;
    renderWithDemoApi(<LiveEventView eventId={70001} currentPath="/spor/live/event-view/1/70001" />, { locale: 'tr', trackerBase });
    const frame = await screen.findByTitle('Maç takibi: Galatasaray – Fenerbahçe');
    expect(frame.getAttribute('src')).toBe('https://tracker.example/tracker/mobile?feedId=exe-70001&lang=tr');
    expect(frame.getAttribute('height')).toBe('235');
  });

  it('leaves the tracker to the right column from 1280 px', async () => {
    renderWithDemoApi(<LiveEventView eventId={70001} currentPath="/spor/live/event-view/1/70001" />, { locale: 'en', trackerBase });
    await screen.findByRole('heading', { name: 'Galatasaray 2 : 1 Fenerbahçe' });
    expect(screen.queryByTitle(/Match tracker/)).toBeNull();
  });

  it('says so when the feed cannot be loaded', async () => {
    renderWithDemoApi(<LiveEventView eventId={70001} currentPath="/spor/live/event-view/1/70001" />, {
      locale: 'en',
      api: { live: { sports: [], groups: {}, unavailable: true } },
    });
    expect(await screen.findByText('This event could not be loaded.')).toBeTruthy();
  });
});

describe('LiveEventView stories', () => {
  itRendersEveryStory(stories);
});
