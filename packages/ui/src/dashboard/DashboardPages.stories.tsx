import type { Meta, StoryObj } from '@storybook/react';
import * as css from '../stories/stories.css';
import { BonusesPage, FinancialHistoryPage, GameActivitiesPage, SessionHistoryPage } from './DashboardPages';

const meta = {
  title: 'Account/Dashboard/HistoryPages',
  component: GameActivitiesPage,
  parameters: { oyna: { scene: 'demouser' } },
  render: () => (
    <div className={css.page}>
      <GameActivitiesPage />
    </div>
  ),
} satisfies Meta<typeof GameActivitiesPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const phone = { viewport: { value: 'phone', isRotated: false } };

/** Deniz's casino rounds, newest first: a page of ten of thirteen, the date range above, the pager below. */
export const GameActivities: Story = {};

/** The same rounds on a phone, in English: a card per round. */
export const GameActivitiesOnPhone: Story = { globals: phone, parameters: { oyna: { scene: 'demouser', locale: 'en' } } };

/** A player who has just signed up: no rounds yet. */
export const GameActivitiesEmpty: Story = { parameters: { oyna: { scene: 'newplayer', locale: 'en' } } };

/** While the list loads. */
export const Loading: Story = { parameters: { oyna: { scene: 'demouser', delay: { 'customer/gameactivities': 'infinite' } } } };

/** The list could not be loaded: the reason and Try again. */
export const Failed: Story = { parameters: { oyna: { scene: 'demouser', locale: 'en', fail: ['customer/gameactivities'] } } };

/** Selin's bonuses: used, active, expired and cancelled, each state a coloured chip with its name. */
export const Bonuses: Story = {
  parameters: { oyna: { scene: 'vipuser' } },
  render: () => (
    <div className={css.page}>
      <BonusesPage />
    </div>
  ),
};

/** Selin's deposits and withdrawals in English: the record status and the processing status side by side. */
export const FinancialHistory: Story = {
  parameters: { oyna: { scene: 'vipuser', locale: 'en' } },
  render: () => (
    <div className={css.page}>
      <FinancialHistoryPage />
    </div>
  ),
};

/** Deniz's financial history on a phone. */
export const FinancialHistoryOnPhone: Story = {
  globals: phone,
  render: () => (
    <div className={css.page}>
      <FinancialHistoryPage />
    </div>
  ),
};

/** Deniz's logins: this one marked, three ended on other devices. */
export const SessionHistory: Story = {
  render: () => (
    <div className={css.page}>
      <SessionHistoryPage />
    </div>
  ),
};
