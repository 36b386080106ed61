import type { Meta, StoryObj } from '@storybook/react';
import { Lobby } from '@oyna/sdk/casino';
import { demoPlayer } from '../../fixtures/demo.data';
import { createDemoCasino } from '../../fixtures/casinoDemoApi';
import { CasinoLobby } from './CasinoLobby';

const meta = {
  title: 'Casino/CasinoLobby',
  component: CasinoLobby,
  args: { lobby: Lobby.slots },
} satisfies Meta<typeof CasinoLobby>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest in the slots lobby: jackpots, search, categories and about two hundred games. */
export const Slots: Story = {};

/** The live casino, for a player with two favourite games. */
export const LiveCasinoPlayer: Story = {
  args: { lobby: Lobby.liveCasino },
  parameters: {
    oyna: {
      user: demoPlayer,
      api: { casino: createDemoCasino({ favourites: ['sof-lightning-rulet-189', 'hub-aviator-199'] }) },
    },
  },
};

/** A slow back end: skeleton tiles until the games arrive. */
export const Loading: Story = { parameters: { oyna: { api: { latencyMs: 60_000 } } } };

/** The catalogue is down for the first category: the lobby says so and offers to try again. */
export const CategoryUnavailable: Story = {
  parameters: { oyna: { api: { casino: createDemoCasino({ failingCategories: [1] }) } } },
};

/** TV bets, in English, without the jackpot cards. */
export const TvBetsEnglish: Story = { args: { lobby: Lobby.tvBets, jackpots: false }, parameters: { oyna: { locale: 'en' } } };
