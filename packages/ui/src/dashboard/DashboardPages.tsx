import { historyOf } from '@oyna/sdk/account';
import { useOyna } from '../provider/hooks';
import { bonusesList, financialList, gameActivitiesList, sessionsList } from './dashboard.model';
import { HistoryListPage } from './HistoryListPage';

/** Game Activities (`/dashboard/game-history`): the player's casino rounds. */
export function GameActivitiesPage() {
  return <HistoryListPage list={historyOf(useOyna()).gameActivities} spec={gameActivitiesList} />;
}

/** Bonuses (`/dashboard/bonuses`): granted bonuses with their state and expiry. */
export function BonusesPage() {
  return <HistoryListPage list={historyOf(useOyna()).bonuses} spec={bonusesList} />;
}

/** Financial History (`/dashboard/financial-activities`): deposits and withdrawals with both statuses. */
export function FinancialHistoryPage() {
  return <HistoryListPage list={historyOf(useOyna()).financial} spec={financialList} />;
}

/** Session History (`/dashboard/session-history`): the player's logins, this one marked. */
export function SessionHistoryPage() {
  return <HistoryListPage list={historyOf(useOyna()).sessions} spec={sessionsList} />;
}
