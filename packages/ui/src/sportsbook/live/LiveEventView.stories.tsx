import type { Meta, StoryObj } from '@storybook/react';
import { storyFacts, type StoryEvent } from '../../stories/api';
import { LiveEventView } from './LiveEventView';

const { liveMatch, suspendedMatch, liveTennis } = storyFacts;
const at = (event: StoryEvent) => ({ eventId: event.id, currentPath: `/spor/live/event-view/${event.sportId}/${event.id}` });

const meta = {
  title: 'Sportsbook/Live/LiveEventView',
  component: LiveEventView,
  args: at(liveMatch),
  parameters: { oyna: { hosts: false } },
} satisfies Meta<typeof LiveEventView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A live football match with every market. */
export const Derby: Story = {};

/** Suspended after a goal: the header says so and every odd is locked. */
export const Suspended: Story = { args: at(suspendedMatch) };

/** The Live Bettings link: no event in the address, so the first live event is shown. */
export const FirstLiveEvent: Story = { args: { eventId: undefined, currentPath: '/spor/live/event-view' } };

/** A tennis match: the score is the sets. */
export const Tennis: Story = { args: at(liveTennis), parameters: { oyna: { hosts: false, locale: 'en' } } };
