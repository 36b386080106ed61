import type { Meta, StoryObj } from '@storybook/react';
import { Lobby } from '@oyna/sdk/casino';
import { CasinoLobby } from './CasinoLobby';

const meta = {
  title: 'Casino/CasinoLobby',
  component: CasinoLobby,
  args: { lobby: Lobby.slots },
} satisfies Meta<typeof CasinoLobby>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest in the slots lobby: jackpots, search, categories and the sandbox's catalogue. */
export const Slots: Story = {};

/** The live casino, for a player with two favourite games. */
export const LiveCasinoPlayer: Story = { args: { lobby: Lobby.liveCasino }, parameters: { oyna: { scene: 'demouser' } } };

/** A slow back end: skeleton tiles until the games arrive. */
export const Loading: Story = { parameters: { oyna: { delay: 'infinite' } } };

/** The catalogue is down: the lobby says so and offers to try again. */
export const CategoryUnavailable: Story = { parameters: { oyna: { fail: ['casino/categorygames'] } } };

/** TV bets, in English, without the jackpot cards. */
export const TvBetsEnglish: Story = { args: { lobby: Lobby.tvBets, jackpots: false }, parameters: { oyna: { locale: 'en' } } };
