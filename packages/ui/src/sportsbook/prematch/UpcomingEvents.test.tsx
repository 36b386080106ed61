import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { prematchTree, upcomingEvents } from '../../test/prematch.sandbox';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { SANDBOX_CLOCK } from '../../test/sandbox.clock';
import { itRendersEveryStory } from '../../test/stories';
import { UpcomingEvents } from './UpcomingEvents';
import * as stories from './UpcomingEvents.stories';

const sandbox = useSandbox();
const HOUR = 3_600_000;

describe('UpcomingEvents', () => {
  it('lists the sport’s next events within the hours, with links for the other filters', async () => {
    // The sport with the fewest matches in the next 12 hours (a short list), and its matches.
    const sport = (await prematchTree(sandbox, { hour: 12 })).filter((candidate) => candidate.count > 1).sort((a, b) => a.count - b.count)[0]!;
    const expected = await upcomingEvents(sandbox, sport.id, { hour: 12 });

    const { container } = renderWithOyna(<UpcomingEvents sportId={sport.id} filter={12} />, sandbox, { locale: 'en' });
    const rows = await screen.findAllByRole('listitem');
    // As many as the tree counted for the sport within the filter.
    expect(rows).toHaveLength(sport.count);
    expect(expected).toHaveLength(sport.count);
    const times = rows.map((row) => Date.parse(row.querySelector('time')!.getAttribute('datetime')!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times).toEqual(expected.map((event) => Date.parse(`${event.eventDate}Z`)));
    // The sandbox's world stands still at its clock: every kick-off is within the next 12 hours of it.
    for (const time of times) {
      expect(time).toBeGreaterThan(Date.parse(SANDBOX_CLOCK) - 15 * 60_000);
      expect(time - Date.parse(SANDBOX_CLOCK)).toBeLessThanOrEqual(12 * HOUR);
    }
    expect(within(rows[0]!).getByText(/ · /).textContent).toBe(`${expected[0]!.groupName} · ${expected[0]!.competitionName}`);

    const filters = screen.getByRole('group', { name: 'Time Filters' });
    expect(within(filters).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/spor/prematch/upcoming/${sport.id}`,
      `/spor/prematch/upcoming/${sport.id}?hour=6`,
      `/spor/prematch/upcoming/${sport.id}?hour=12`,
      `/spor/prematch/upcoming/${sport.id}?hour=24`,
      `/spor/prematch/upcoming/${sport.id}?hour=48`,
    ]);
    expect(within(filters).getByRole('link', { name: '12H, Next 12 hours' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(container);
  });

  it('says so when nothing kicks off in the window', async () => {
    // The sport with the fewest matches in the next 6 hours has all of them called off.
    const sports = (await prematchTree(sandbox, { hour: 6 })).sort((a, b) => a.count - b.count);
    const sportId = sports[0]!.id;
    for (const event of await upcomingEvents(sandbox, sportId, { hour: 6 })) await sandbox.hook('finish', { eventId: event.id, cancelled: true });
    expect(await upcomingEvents(sandbox, sportId, { hour: 6 })).toEqual([]);

    renderWithOyna(<UpcomingEvents sportId={sportId} filter={6} />, sandbox, { locale: 'en' });
    expect(await screen.findByText('No upcoming events in this time window.')).toBeTruthy();
  });
});

describe('UpcomingEvents stories', () => {
  itRendersEveryStory(stories);
});
