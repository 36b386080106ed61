import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { recordingFetch } from '../test/recordingFetch';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { DashboardHome } from './DashboardHome';
import * as homeStories from './DashboardHome.stories';
import { BonusesPage, FinancialHistoryPage, GameActivitiesPage, SessionHistoryPage } from './DashboardPages';
import * as pageStories from './DashboardPages.stories';
import { PersonalInformationPage } from './PersonalInformationPage';
import * as profileStories from './PersonalInformationPage.stories';

const sandbox = useSandbox();

async function asPlayer(ui: React.ReactElement, locale = 'en') {
  return renderWithOyna(ui, sandbox, { user: await sandbox.login('demouser'), locale });
}

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('the dashboard', () => {
  it('offers the tiles, Change Password only when its dialog can open', async () => {
    const { container, rerender } = await asPlayer(<DashboardHome />);
    const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
    expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Deposit Money', 'Withdraw Money', 'Game Activities', 'Bonuses', 'Financial History', 'Session History',
      'Personal information', 'Log out',
    ]);
    expect(menu.getByRole('link', { name: 'Game Activities' }).getAttribute('href')).toBe('/dashboard/game-history');
    expect(menu.getByRole('link', { name: 'Deposit Money' }).getAttribute('href')).toBe('/dashboard/deposit');
    const changePassword = vi.fn();
    rerender(<DashboardHome onChangePassword={changePassword} />);
    await act(() => menu.getByRole('button', { name: 'Change Password' }).click());
    expect(changePassword).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('pages the player’s casino rounds in a table on wide screens', async () => {
    setWidth(1440);
    const { container, user } = await asPlayer(<GameActivitiesPage />);
    const table = await screen.findByRole('table', { name: 'Game Activities' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date', 'Game', 'Provider', 'Type', 'Stake', 'Win', 'Balance',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('12 records')).toBeVisible();
    // The newest round left demouser's balance at 1 500,00.
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(firstRow.textContent).toContain('₺1.500,00');
    expect(firstRow.textContent).toMatch(/\d{1,2}\.[A-Z][a-z]{2}\.\d{2} \d{2}:\d{2}/);
    await expectNoAxeViolations(container);

    const pages = within(screen.getByRole('navigation', { name: 'Game Activities pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await user.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it('shows cards on phones, and the server’s words for a reversed range', async () => {
    setWidth(390);
    const { container, user } = await asPlayer(<FinancialHistoryPage />);
    const cards = within(await screen.findByRole('list', { name: 'Financial History' })).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]!).getByText('Status')).toBeVisible();
    // Statuses are chips with words: the pending withdrawal says so.
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Withdrawal').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('From'), '14032026');
    await user.type(screen.getByLabelText('To'), '01.03.2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('End date: Must not be before the start date'));
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('This list could not be loaded.')).toBeNull();
    setWidth(1440);
  });

  it('says so when a range holds nothing, and every date brings them back', async () => {
    const { user } = await asPlayer(<BonusesPage />, 'tr');
    await screen.findByRole('table', { name: 'Bonuslar' });
    expect(screen.getByText('Aktif')).toBeVisible();
    expect(screen.getByText('Süresi doldu')).toBeVisible();
    const from = screen.getByLabelText<HTMLInputElement>('Başlangıç');
    expect(from.placeholder).toBe('gg.aa.yyyy');
    await user.type(from, '01.01.2020');
    await user.type(screen.getByLabelText('Bitiş'), '31.01.2020');
    await user.click(screen.getByRole('button', { name: 'Göster' }));
    expect(await screen.findByText('Bu dönemde bonus yok.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tüm tarihler' }));
    expect(await screen.findByText('Aktif')).toBeTruthy();
  });

  it('takes days typed day first, masked as they are typed, and refuses one that is no real day before asking', async () => {
    const network = recordingFetch(globalThis.fetch);
    const { user } = renderWithOyna(<GameActivitiesPage />, sandbox, { user: await sandbox.login('demouser'), locale: 'en', fetch: network.fetch });
    await screen.findByRole('table', { name: 'Game Activities' });
    const asked = () => network.answersTo('customer/gameactivities').length;
    const from = screen.getByLabelText<HTMLInputElement>('From');
    expect(from.placeholder).toBe('dd.mm.yyyy');
    await waitFor(async () => {
      await user.clear(from);
      await user.type(from, '3102x2026');
      expect(from.value).toBe('31.02.2026');
    });
    const before = asked();
    await user.type(screen.getByLabelText('To'), '14.03');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('Start date: Enter a valid date; End date: Enter a valid date');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(asked()).toBe(before);
    await user.clear(from);
    await user.type(from, '01.01.2020');
    await user.clear(screen.getByLabelText('To'));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(''));
    expect(from.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('marks this session among the player’s logins', async () => {
    await asPlayer(<SessionHistoryPage />);
    const table = await screen.findByRole('table', { name: 'Session History' });
    expect(within(table).getAllByText('This session')).toHaveLength(1);
    expect(within(table).getAllByText('Ended').length).toBeGreaterThanOrEqual(3);
  });

  it('shows Personal information with the phone’s verification state', async () => {
    const { container } = await asPlayer(<PersonalInformationPage />);
    const username = await screen.findByText('demouser');
    expect(username.tagName).toBe('DD');
    expect(screen.getByText('deniz.yilmaz@example.com')).toBeVisible();
    expect(screen.getByText('+90 (532) 123 45 67')).toBeVisible();
    expect(screen.getByText(/^(Verified|Not verified)$/)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  describe('DashboardHome', () => itRendersEveryStory(homeStories));
  describe('history pages', () => itRendersEveryStory(pageStories));
  describe('PersonalInformationPage', () => itRendersEveryStory(profileStories));
});
