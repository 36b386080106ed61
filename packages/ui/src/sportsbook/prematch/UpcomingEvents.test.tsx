import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { UpcomingEvents } from './UpcomingEvents';
import * as stories from './UpcomingEvents.stories';

describe('UpcomingEvents', () => {
  it('lists the sport’s next events within the hours, with links for the other filters', async () => {
    const { container } = renderWithDemoApi(<UpcomingEvents sportId={1} filter={12} />, { locale: 'en' });
    const rows = await screen.findAllByRole('listitem');
    const times = rows.map((row) => Date.parse(row.querySelector('time')!.getAttribute('datetime')!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const time of times) expect(time - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
    expect(within(rows[0]!).getByText(/ · /).textContent).toMatch(/^[^·]+ · [^·]+$/);

    const filters = screen.getByRole('group', { name: 'Time Filters' });
    expect(within(filters).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/spor/prematch/upcoming/1',
      '/spor/prematch/upcoming/1?hour=6',
      '/spor/prematch/upcoming/1?hour=12',
      '/spor/prematch/upcoming/1?hour=24',
      '/spor/prematch/upcoming/1?hour=48',
    ]);
    expect(within(filters).getByRole('link', { name: '12H, Next 12 hours' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(container);
  });

  it('says so when nothing kicks off in the window', async () => {
    renderWithDemoApi(<UpcomingEvents sportId={99} filter={null} />, { locale: 'en' });
    expect(await screen.findByText('No upcoming events in this time window.')).toBeTruthy();
  });
});

describe('UpcomingEvents stories', () => {
  itRendersEveryStory(stories);
});
