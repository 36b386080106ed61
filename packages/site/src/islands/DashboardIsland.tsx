import { builtInDialogs, openDialog } from '@oyna/ui';
import {
  BonusesPage,
  DashboardHome,
  FinancialHistoryPage,
  GameActivitiesPage,
  PersonalInformationPage,
  SessionHistoryPage,
} from '@oyna/ui/dashboard';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

export type DashboardPage = 'home' | 'gameHistory' | 'bonuses' | 'financialActivities' | 'sessionHistory' | 'account';

// Change Password is a dialog: its tile shows once the dialog is registered under that name.
const CHANGE_PASSWORD = 'changePassword';
const changePassword = CHANGE_PASSWORD in builtInDialogs ? () => (openDialog as (name: string) => void)(CHANGE_PASSWORD) : undefined;

function Page({ page }: { page: DashboardPage }) {
  switch (page) {
    case 'home':
      return <DashboardHome onChangePassword={changePassword} />;
    case 'gameHistory':
      return <GameActivitiesPage />;
    case 'bonuses':
      return <BonusesPage />;
    case 'financialActivities':
      return <FinancialHistoryPage />;
    case 'sessionHistory':
      return <SessionHistoryPage />;
    case 'account':
      return <PersonalInformationPage />;
  }
}

/** A dashboard page's content: the tiles, a history list or Personal information. */
export default function DashboardIsland({ locale, page }: SiteIslandProps & { page: DashboardPage }) {
  return (
    <SiteProviders locale={locale}>
      <Page page={page} />
    </SiteProviders>
  );
}
